import { useEffect } from 'react';
import { usePlatform } from '@nova/shared-contracts';
import { useTradeMessages } from '../i18n/messages';
import { runQuickTrade } from '../features/quick-trade/api/runQuickTrade';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

/**
 * mf_trade './QuickTrade' (headless): executes `trade.quick` bus requests (status bar, token rows,
 * launch cards, trackers) with mf-trade's one order executor. Mount it once; a request emitted
 * before it loaded is replayed to it and runs if still fresh.
 */
export default function QuickTrade() {
  const platform = usePlatform();
  useTradeMessages();
  useEffect(() => platform.bus.on('trade.quick', (request) => void runQuickTrade(platform, request)), [platform]);
  return null;
}
