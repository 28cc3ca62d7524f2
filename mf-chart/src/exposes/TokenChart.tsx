import styled from '@emotion/styled';
import { Provider, useAtom } from 'jotai';
import { CHAINS } from '@nova/shared-contracts';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, ChangeBadge, LoadableView, Panel, Tabs, formatUsd, useApi, useChannel, vars } from '@nova/shared-ui';
import { useChartMessages } from '../i18n/messages';
import { useBars } from '../features/chart/api/useBars';
import { CandleChart } from '../features/chart/components/CandleChart';
import { resolutionAtom } from '../features/chart/model/atoms';
import { QUICK_PICKS, effectiveResolution } from '../features/chart/model/bars';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TokenChartProps = ExposedProps<'mf_chart', './TokenChart'>;

/** mf_chart './TokenChart': candles and volume of a token with interval quick picks and live trades. */
export default function TokenChart(props: TokenChartProps) {
  return (
    <Provider>
      <TokenChartView {...props} />
    </Provider>
  );
}

function TokenChartView({ chain, address }: TokenChartProps) {
  const { t, locale } = useChartMessages();
  const [picked, setPicked] = useAtom(resolutionAtom);
  const resolution = effectiveResolution(picked, chain);
  const info = useApi('tokenInfo', { chain, token: address });
  const token = info.status === 'idle' ? undefined : info.data;
  const price = useChannel('tokenPriceChange', { chain, address });
  const feed = useBars(chain, address, token ? token.pair_address : null, resolution);
  const bars: typeof feed.bars = info.status === 'error' && !token ? { status: 'error', error: info.error, reload: info.reload } : feed.bars;
  const symbol = token?.symbol ?? '';

  return (
    <Panel
      title={symbol || t('chart.title')}
      meta={
        <>
          {token && <Price>{formatUsd(price?.current_price ?? token.current_price, { locale, compact: false })}</Price>}
          {token && <ChangeBadge value={token.price_change_24h} locale={locale} appearance="pill" />}
          <BuildMark mark={__NOVA_BUILD_MARK__} />
        </>
      }
      actions={
        <Tabs
          label={t('chart.intervals')}
          appearance="pill"
          size="sm"
          value={resolution}
          onChange={setPicked}
          items={QUICK_PICKS.map((value) => ({ value, label: value }))}
        />
      }
    >
      {picked !== resolution && <Note>{t('chart.fallback', { layer: CHAINS.gatelayer.name })}</Note>}
      <Body>
        <LoadableView value={bars} loadingLabel={t('chart.loading')} errorTitle={t('chart.error')} retryLabel={t('chart.retry')} onRetry={bars.reload} skeletonRows={8}>
          {(loaded) => <CandleChart label={t('chart.canvas', { symbol })} bars={loaded} liveBar={feed.liveBar} />}
        </LoadableView>
      </Body>
    </Panel>
  );
}

const Price = styled.span`
  font-family: ${vars.font.mono};
  font-weight: 500;
`;

const Note = styled.p`
  margin: 0;
  padding: ${vars.size.space2} ${vars.size.space4};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 300px;
  flex: 1;
`;
