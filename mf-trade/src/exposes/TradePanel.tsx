import { Provider } from 'jotai';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, LoadableView, Panel } from '@nova/shared-ui';
import { useTradeMessages } from '../i18n/messages';
import { useTradeData } from '../features/trade-panel/api/useTradeData';
import { TradeForm } from '../features/trade-panel/components/TradeForm';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TradePanelProps = ExposedProps<'mf_trade', './TradePanel'>;

/** mf_trade './TradePanel': balance, live price, side and amount; submitting arrives in a later issue. */
export default function TradePanel(props: TradePanelProps) {
  return (
    <Provider>
      <TradePanelView {...props} />
    </Provider>
  );
}

function TradePanelView({ chain, address }: TradePanelProps) {
  const { t, locale } = useTradeMessages();
  const data = useTradeData(chain, address);
  const symbol = data.status === 'success' ? data.data.token.symbol : '';
  return (
    <Panel
      title={`${t('trade.title')} ${symbol}`.trim()}
      meta={<BuildMark mark={__NOVA_BUILD_MARK__} />}
    >
      <LoadableView value={data} loadingLabel={t('trade.loading')} errorTitle={t('trade.error')} retryLabel={t('trade.retry')} onRetry={data.reload} skeletonRows={5}>
        {(loaded) => <TradeForm chain={chain} data={loaded} t={t} locale={locale} />}
      </LoadableView>
    </Panel>
  );
}
