import styled from '@emotion/styled';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, ChangeBadge, Panel, dataOf, formatUsd, useApi, useChannel, vars } from '@nova/shared-ui';
import { useChartMessages } from '../i18n/messages';
import { ChartArea } from '../features/chart/components/ChartArea';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TokenChartProps = ExposedProps<'mf_chart', './TokenChart'>;

/** mf_chart './TokenChart': the chart area of spec 3 §2 for the page's token. */
export default function TokenChart({ chain, address }: TokenChartProps) {
  const { t, locale } = useChartMessages();
  const token = dataOf(useApi('tokenInfo', { chain, token: address }));
  const price = useChannel('tokenPriceChange', { chain, address });

  return (
    <Panel
      title={token?.symbol || t('chart.title')}
      meta={
        <>
          {token && <Price>{formatUsd(price?.current_price ?? token.current_price, { locale, compact: false })}</Price>}
          {token && <ChangeBadge value={token.price_change_24h} locale={locale} appearance="pill" />}
          <BuildMark mark={__NOVA_BUILD_MARK__} />
        </>
      }
    >
      <Body>
        <ChartArea chain={chain} address={address} />
      </Body>
    </Panel>
  );
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
