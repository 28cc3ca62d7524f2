import type { PlatformServices, TradeEvent } from '@nova/shared-contracts';
import { saveBlob } from '@nova/shared-ui';
import { tradesCsv, tradesCsvName } from '../model/tradesCsv';

/** A page of GET /user/token/history as large as the endpoint allows. */
const PAGE = 100;
/** The most trades one export carries (a hundred pages). */
export const EXPORT_MAX_TRADES = 10_000;

/** Every trade of the user on every chain, newest first (a one-off read for a file, not screen data: no cache entry). */
export async function fetchAllTrades(api: PlatformServices['api']): Promise<TradeEvent[]> {
  const trades: TradeEvent[] = [];
  for (;;) {
    const page = await api.call('userTokenHistory', { limit: PAGE, offset: trades.length });
    trades.push(...page.events);
    if (page.events.length < PAGE || trades.length >= page.total || trades.length >= EXPORT_MAX_TRADES) return trades.slice(0, EXPORT_MAX_TRADES);
  }
}

/** Downloads the user's trades as CSV; answers how many rows it wrote (0: nothing saved). */
export async function exportTrades(api: PlatformServices['api'], now: number): Promise<number> {
  const trades = await fetchAllTrades(api);
  if (trades.length === 0) return 0;
  saveBlob(new Blob([tradesCsv(trades)], { type: 'text/csv;charset=utf-8' }), tradesCsvName(now));
  return trades.length;
}
