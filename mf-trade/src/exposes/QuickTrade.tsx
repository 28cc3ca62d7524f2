import { useEffect } from 'react';
import { usePlatform } from '@nova/shared-contracts';
import { useTradeMessages } from '../i18n/messages';
import { runQuickTrade } from '../features/quick-trade/api/runQuickTrade';
import { useRiskConfirm } from '../features/quick-trade/components/useRiskConfirm';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

/**
 * mf_trade './QuickTrade' (headless but for the risk confirm it may ask): executes `trade.quick` bus requests (status bar, token rows,
 * launch cards, trackers) with mf-trade's one order executor. Mount it once; a request emitted
 * before it loaded is replayed to it and runs if still fresh.
 */
export default function QuickTrade() {
  const platform = usePlatform();
  const { t } = useTradeMessages();
  const { confirm, dialog } = useRiskConfirm(t);
  useEffect(() => platform.bus.on('trade.quick', (request) => void runQuickTrade(platform, request, confirm)), [platform, confirm]);
  return dialog;
}
