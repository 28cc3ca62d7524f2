import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { CHAINS, PRODUCT_NAME, TRADING_CHAINS } from '@nova/shared-contracts';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, exposeModule, LoadableView, Panel, useSession, vars } from '@nova/shared-ui';
import { useTradeMessages } from '../i18n/messages';
import { TradeForm, useTradeData } from '../features/trade-panel';
import { Activity } from '../features/positions';
import TradeSettings from './TradeSettings';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TradePanelProps = ExposedProps<'mf_trade', './TradePanel'>;

/** mf_trade './TradePanel': the trade form of the token's chain, with its trade settings. */
function TradePanel({ chain, address }: TradePanelProps) {
  const { t, locale } = useTradeMessages();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const enabled = CHAINS[chain].tradingEnabled;
  const data = useTradeData(chain, address, enabled);
  const signedIn = useSession().user !== null;
  const symbol = data.status === 'success' ? data.data.token.symbol : '';
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
          <>
            <TradeForm chain={chain} data={loaded} t={t} locale={locale} onOpenSettings={openSettings} />
            {signedIn && <Activity chain={chain} address={address} symbol={loaded.token.symbol} decimals={loaded.token.decimals} security={loaded.token.security_info} t={t} locale={locale} />}
          </>
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
