import type { EngineCore } from './core';
import { normalizeAddress } from './monitor';
import { Rng, hashString } from './rng';

const DAY_MS = 86_400_000;
/** Spec 2 §9: the heatmap covers about 24 weeks. */
export const HEAT_WEEKS = 24;

export interface HeatDay {
  /** Day start, seconds (UTC). */
  timestamp: number;
  count: number;
  amount: string;
}

/** How active a simulated wallet was on a day before the live tape: trading kinds trade most days and in bursts. */
function backfillDay(address: string, tags: readonly string[], day: number): { count: number; usd: number } | null {
  const rng = new Rng(hashString(`heat:${address}:${day}`));
  const busy = tags.some((t) => t === 'sniper' || t === 'kol' || t === 'smart_money' || t === 'early_buyers');
  const whale = tags.includes('whale');
  if (!rng.chance(busy ? 0.6 : whale ? 0.3 : 0.4)) return null;
  const count = Math.max(1, Math.min(400, Math.round(rng.logNormal(busy ? 22 : whale ? 4 : 9, 1.1))));
  const usd = count * rng.logNormal(whale ? 4000 : 250, 0.8);
  return { count, usd };
}

/**
 * GET /wallet/heat_map (spec 2 §7, §9): one point per active UTC day of the last 24 weeks, oldest
 * first. A user's own address counts the user's trades; a simulated wallet counts its trades on the
 * live tape today and yesterday, and before that a history drawn per wallet and day (the tape does
 * not reach back 24 weeks); any other address has none.
 */
export function walletHeatMap(core: EngineCore, rawAddress: string, now: number): HeatDay[] {
  const address = normalizeAddress(rawAddress);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const since = today - (HEAT_WEEKS * 7 - 1) * DAY_MS;
  const days = new Map<number, { count: number; usd: number }>();
  const add = (time: number, count: number, usd: number) => {
    if (time < since || time > now) return;
    const day = Math.floor(time / DAY_MS) * DAY_MS;
    const entry = days.get(day) ?? { count: 0, usd: 0 };
    days.set(day, { count: entry.count + count, usd: entry.usd + usd });
  };
  const user = [...core.state.users.values()].find((u) => u.sol_address === address || u.evm_address?.toLowerCase() === address);
  if (user) {
    for (const trade of core.state.trades.values()) if (trade.user_id === user.user_id) add(trade.trade_timestamp, 1, Number(trade.amount) * Number(trade.price_usd));
  } else {
    const wallet = core.market.walletByAddr(address);
    if (wallet) {
      const liveFrom = today - DAY_MS;
      for (let day = since; day < liveFrom; day += DAY_MS) {
        const drawn = backfillDay(address, wallet.tags, day);
        if (drawn) add(day, drawn.count, drawn.usd);
      }
      for (const { trade } of core.monitor.recentTrades(new Set([address]), liveFrom)) add(trade.time, 1, trade.volumeUsd);
    }
  }
  return [...days.entries()].sort((a, b) => a[0] - b[0]).map(([day, v]) => ({ timestamp: day / 1000, count: v.count, amount: v.usd.toFixed(2) }));
}
