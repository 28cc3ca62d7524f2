import { useCallback } from 'react';
import type { ChainKey, QuickTradeRequest } from '@nova/shared-contracts';
import { usePlatform } from '@nova/shared-ui';

/** Where a tracker's quick trade was asked from (the request's `source`, for mf-trade's logs). */
export type TrackerTradeSource = 'position-tracker' | 'watch-list';

export type QuickTradeAsk = { chain: ChainKey; address: string; source: TrackerTradeSource } & ({ side: 'buy'; amount: string } | { side: 'sell'; percent: number });

let sequence = 0;

/**
 * Asks mf-trade's one order executor for a quick buy or sell (bus `trade.quick`); the host mounts
 * mf_trade's `./QuickTrade` on the first request, which executes it (or asks a visitor to log in).
 */
export function useQuickTrade(): (ask: QuickTradeAsk) => void {
  const { bus } = usePlatform();
  return useCallback(
    (ask) => {
      const at = Date.now();
      const request: QuickTradeRequest = { id: `${ask.source}-${at.toString(36)}-${(sequence++).toString(36)}`, at, ...ask };
      bus.emit('trade.quick', request);
    },
    [bus],
  );
}
