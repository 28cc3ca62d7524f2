import styled from '@emotion/styled';
import { Provider, useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { CHAINS, PRODUCT_NAME, TRADING_CHAINS } from '@nova/shared-contracts';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, exposeModule, LoadableView, Panel, useSession, vars } from '@nova/shared-ui';
import { useTradeMessages } from '../i18n/messages';
import { useFormData, useTradeData } from '../features/trade-panel/api/useTradeData';
import { LiveTokenContext } from '../features/trade-panel/api/liveToken';
import { tradeFormAtom } from '../features/trade-panel/model/atoms';
import { TradeForm } from '../features/trade-panel/components/TradeForm';
import { Activity } from '../features/positions/components/Activity';
import TradeSettings from './TradeSettings';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TradePanelProps = ExposedProps<'mf_trade', './TradePanel'>;

/** mf_trade './TradePanel': the trade form of the token's chain, with its trade settings. */
function TradePanel(props: TradePanelProps) {
  return (
    <Provider>
      <TradePanelView {...props} />
    </Provider>
  );
}

function TradePanelView({ chain, address }: TradePanelProps) {
  const { t, locale } = useTradeMessages();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const enabled = CHAINS[chain].tradingEnabled;
  const data = useTradeData(chain, address, enabled);
  const signedIn = useSession().user !== null;
  const symbol = data.status === 'success' ? data.data.token.symbol : '';
  // A price push renders this panel and the form's live figures (through the context), not the
  // form: it gets `useFormData`'s data, which a push changes only in limit mode.
  const ready = data.status === 'success' ? data.data : undefined;
  const limit = useAtomValue(tradeFormAtom).orderType === 'limit';
  const formData = useFormData(ready, limit);
  const liveToken = ready?.token;
  const livePrice = ready?.priceUsd;
  const live = useMemo(() => (liveToken ? { token: liveToken, priceUsd: livePrice ?? String(liveToken.current_price) } : null), [liveToken, livePrice]);
  const openSettings = useCallback(() => setSettingsOpen(true), []);

  if (!enabled) {
    const names = TRADING_CHAINS.filter((key) => key !== 'gatelayer').map((key) => CHAINS[key].name);
    return (
      <Panel title={t('trade.title')} meta={<BuildMark mark={__NOVA_BUILD_MARK__} />}>
        <Notice role="note">{t('trade.tradingOff', { chain: CHAINS[chain].name, layer: `${PRODUCT_NAME} Layer`, chains: names.join(', ') })}</Notice>
      </Panel>
    );
  }
  return (
    <Panel title={`${t('trade.title')} ${symbol}`.trim()} meta={<BuildMark mark={__NOVA_BUILD_MARK__} />}>
      <LoadableView value={data} loadingLabel={t('trade.loading')} errorTitle={t('trade.error')} retryLabel={t('trade.retry')} onRetry={data.reload} skeletonRows={5}>
        {(loaded) => (
          <LiveTokenContext.Provider value={live}>
            {formData && <TradeForm chain={chain} data={formData} t={t} locale={locale} onFilled={data.reload} onOpenSettings={openSettings} />}
            {signedIn && <Activity chain={chain} address={address} symbol={loaded.token.symbol} decimals={loaded.token.decimals} security={loaded.token.security_info} t={t} locale={locale} />}
          </LiveTokenContext.Provider>
        )}
      </LoadableView>
      {settingsOpen && <TradeSettings chain={chain} onClose={() => setSettingsOpen(false)} />}
    </Panel>
  );
}

const Notice = styled.p`
  margin: 0;
  padding: ${vars.size.space4};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;

export default exposeModule(TradePanel);
