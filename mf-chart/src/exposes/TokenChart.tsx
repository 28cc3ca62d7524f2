import styled from '@emotion/styled';
import { useMemo } from 'react';
import type { ExposedProps, Locale, TokenInfo } from '@nova/shared-contracts';
import { BuildMark, ChangeBadge, dataOf, exposeModule, formatUsd, Panel, useApi, useChannel, vars } from '@nova/shared-ui';
import { useChartMessages } from '../i18n/messages';
import { ChartArea } from '../features/chart/components/ChartArea';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TokenChartProps = ExposedProps<'mf_chart', './TokenChart'>;

/** mf_chart './TokenChart': the chart area of spec 3 §2 for the page's token. */
function TokenChart({ chain, address }: TokenChartProps) {
  const { t, locale } = useChartMessages();
  const token = dataOf(useApi('tokenInfo', { chain, token: address }));
  // The token's info changes with every price push (the cache is kept live); the chart area below
  // does not show it, so the same element is kept and React skips it.
  const area = useMemo(() => <ChartArea chain={chain} address={address} />, [chain, address]);

  return (
    <Panel
      title={token?.symbol || t('chart.title')}
      meta={
        <>
          {token && <LivePrice chain={chain} address={address} fallback={token.current_price} locale={locale} />}
          {token && <ChangeBadge value={token.price_change_24h} locale={locale} appearance="pill" />}
          <BuildMark mark={__NOVA_BUILD_MARK__} />
        </>
      }
    >
      <Body>{area}</Body>
    </Panel>
  );
}

/**
 * The token's live price beside the title. Its own component: a price push (several a second)
 * re-renders this text only, not the chart area below.
 */
function LivePrice({ chain, address, fallback, locale }: Pick<TokenChartProps, 'chain' | 'address'> & { fallback: TokenInfo['current_price']; locale: Locale }) {
  const price = useChannel('tokenPriceChange', { chain, address });
  return <Price>{formatUsd(price?.current_price ?? fallback, { locale, compact: false })}</Price>;
}

const Price = styled.span`
  font-family: ${vars.font.mono};
  font-weight: 500;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 300px;
  flex: 1;
`;

export default exposeModule(TokenChart);
