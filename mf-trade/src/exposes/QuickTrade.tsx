import { useEffect, useState } from 'react';
import type { PositionTpslRequest } from '@nova/shared-contracts';
import { useTradeMessages } from '../i18n/messages';
import { runQuickTrade } from '../features/quick-trade';
import { runOrderAction } from '../features/order-actions';
import { useRiskConfirm } from '../features/risk-confirm';
import { isFreshTpslRequest, PositionTpslDialog } from '../features/position-tpsl';
import { exposeModule, usePlatform } from '@nova/shared-ui';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

/**
 * mf_trade './QuickTrade' (headless but for the dialogs it may show): executes `trade.quick` bus
 * requests (status bar, token rows, launch cards, trackers, the chart's Close) with mf-trade's one
 * order executor, cancels or reverses an open limit order on `trade.order` (the chart's order
 * lines), and opens the TP/SL dialog of a position on `trade.tpsl` (the chart's position line). Mount it once; a request emitted before it loaded is replayed to it and runs if still fresh.
 */
function QuickTrade() {
  const platform = usePlatform();
  const { t, locale } = useTradeMessages();
  const { confirm, dialog } = useRiskConfirm(t);
  const [tpsl, setTpsl] = useState<PositionTpslRequest | null>(null);
  useEffect(() => platform.bus.on('trade.quick', (request) => void runQuickTrade(platform, request, confirm)), [platform, confirm]);
  useEffect(() => platform.bus.on('trade.order', (request) => void runOrderAction(platform, request)), [platform]);
  useEffect(() => platform.bus.on('trade.tpsl', (request) => isFreshTpslRequest(request, Date.now()) && setTpsl(request)), [platform]);
  return (
    <>
      {dialog}
      {tpsl && <PositionTpslDialog key={tpsl.id} request={tpsl} t={t} locale={locale} onClose={() => setTpsl(null)} />}
    </>
  );
}

export default exposeModule(QuickTrade);
