import styled from '@emotion/styled';
import { useMemo } from 'react';
import type { ExposedProps, Locale, TokenInfo } from '@nova/shared-contracts';
import { BuildMark, ChangeBadge, dataOf, exposeModule, formatUsd, Panel, ThirdPartyText, useApi, vars } from '@nova/shared-ui';
import { useChartMessages } from '../i18n/messages';
import { useTokenInfoPart } from '../shared/useTokenPrice';
import { ChartArea } from '../features/layout';

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
      title={<ThirdPartyText text={token?.symbol} fallback={t('chart.title')} />}
      meta={
        <>
          {token && <LivePrice chain={chain} address={address} locale={locale} />}
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
 * The token's live price beside the title: the token-info entry's (the page's one price, the one
 * the chart's last bar closes at). Its own component: a price push (several a second) re-renders
 * this text only, not the chart area below.
 */
function LivePrice({ chain, address, locale }: Pick<TokenChartProps, 'chain' | 'address'> & { locale: Locale }) {
  const price = useTokenInfoPart(chain, address, currentPrice);
  return <Price>{formatUsd(price, { locale, compact: false })}</Price>;
}

const currentPrice = (token: TokenInfo) => token.current_price;

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
