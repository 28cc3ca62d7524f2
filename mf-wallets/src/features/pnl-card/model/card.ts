import type { TokenProfit, WalletProfit } from '@nova/shared-contracts';

/**
 * The Share-PnL card (spec 2 §2, §4 "Share background"): what it shows, in USD or in the chain's
 * native coin, on which background. Pure: the modal and the tests use the same rules.
 */

/** Index 0 is automatic (profit art when the total profit is above 0, else loss art); 1-3 are fixed. */
export type BackgroundIndex = 0 | 1 | 2 | 3;
export type BackgroundArt = 'profit' | 'loss' | 'neon' | 'aurora' | 'gold';
export const BACKGROUND_INDEXES: readonly BackgroundIndex[] = [0, 1, 2, 3];
const FIXED: Record<1 | 2 | 3, BackgroundArt> = { 1: 'neon', 2: 'aurora', 3: 'gold' };

export function backgroundArt(index: BackgroundIndex, totalProfit: number): BackgroundArt {
  if (index === 0) return totalProfit > 0 ? 'profit' : 'loss';
  return FIXED[index];
}

export type CardCurrency = 'usd' | 'native';
export type CardPeriod = '1d' | '7d' | '30d';

/** The wire period of the profit endpoint. */
export const PERIOD_PARAM = { '1d': '1D', '7d': '7D', '30d': '30D' } as const satisfies Record<CardPeriod, '1D' | '7D' | '30D'>;

/** A token's PnL over the spec's profit list period (30D, spec 2 §9) unless the request names one. */
export const TOKEN_DEFAULT_PERIOD: CardPeriod = '30d';
/** The wallet's PnL over the profile's default period (7D, spec 2 §4). */
export const WALLET_DEFAULT_PERIOD: CardPeriod = '7d';

export type StatKey = 'bought' | 'sold' | 'holding' | 'winRate' | 'trades' | 'unrealized';

export interface CardStat {
  key: StatKey;
  /** A USD amount (converted for display), or a plain figure (percent, count). */
  kind: 'money' | 'percent' | 'count';
  value: number;
}

export interface CardFigures {
  /** Total PnL in USD. */
  pnlUsd: number;
  /** Total PnL percent when the source has one (token cards). */
  pnlPercent: number | null;
  stats: CardStat[];
}

const num = (value: string | number): number => {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
};

/** A token card: total PnL and percent; bought, sold and still held (USD). */
export function tokenFigures(row: TokenProfit): CardFigures {
  return {
    pnlUsd: num(row.total_profit),
    pnlPercent: row.total_profit_percent,
    stats: [
      { key: 'bought', kind: 'money', value: num(row.buy) },
      { key: 'sold', kind: 'money', value: num(row.sell) },
      { key: 'holding', kind: 'money', value: num(row.balance_usd) },
    ],
  };
}

/** A wallet card: the period's total PnL; win rate, trades (buys + sells) and unrealised PnL. */
export function walletFigures(profit: WalletProfit): CardFigures {
  return {
    pnlUsd: num(profit.total_profit_usd),
    pnlPercent: null,
    stats: [
      { key: 'winRate', kind: 'percent', value: profit.success_rate },
      { key: 'trades', kind: 'count', value: profit.buy_count + profit.sell_count },
      { key: 'unrealized', kind: 'money', value: num(profit.unrealized_profit) },
    ],
  };
}

/**
 * A USD amount in the chosen currency: itself, or divided by the native coin's USD price; null
 * when the native price is not known (yet), so nothing wrong is ever shown.
 */
export function inCurrency(usd: number, currency: CardCurrency, nativePriceUsd: number | null): number | null {
  if (currency === 'usd') return usd;
  return nativePriceUsd !== null && nativePriceUsd > 0 ? usd / nativePriceUsd : null;
}

/** The tone of the PnL figure: up above 0, down below, flat at 0. */
export function pnlTone(pnl: number): 'up' | 'down' | 'flat' {
  return pnl > 0 ? 'up' : pnl < 0 ? 'down' : 'flat';
}

/** The downloaded file's name: `nova-pnl-<symbol or short wallet>-<yyyymmdd>.png`, safe characters only. */
export function pnlFileName(subject: string, at: Date): string {
  const safe = subject.replace(/[^A-Za-z0-9_-]+/g, '').slice(0, 24) || 'wallet';
  const day = `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}${String(at.getUTCDate()).padStart(2, '0')}`;
  return `nova-pnl-${safe}-${day}.png`;
}

/** Pages of the profit list read to find one token's row (30D, newest trades first) before giving up. */
export const TOKEN_SEARCH_PAGES = 5;
export const TOKEN_SEARCH_PAGE_SIZE = 100;

/** The token's row among pages of the profit list (addresses compared case-insensitively for EVM). */
export function findTokenRow(rows: readonly TokenProfit[], token: string): TokenProfit | undefined {
  const wanted = token.startsWith('0x') ? token.toLowerCase() : token;
  return rows.find((row) => (row.token_address.startsWith('0x') ? row.token_address.toLowerCase() : row.token_address) === wanted);
}
