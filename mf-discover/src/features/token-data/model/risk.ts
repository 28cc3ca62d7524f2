import type { SecurityInfo } from '@nova/shared-contracts';

/** Thresholds of the red risk flags (spec 3 §5): above (or, for LP, below) these a value shows red. */
export const RISK_LIMITS = { top10: 30, devHold: 30, insiders: 5, lp: 0.1 } as const;

export type RiskId = 'top10' | 'devHold' | 'insiders' | 'lp' | 'honeypot' | 'openSource';

export interface RiskRow {
  id: RiskId;
  /** Percent for the holder shares (12.5 is 12.5 %), the LP's fraction (`ratio`: 0.754 is 75.4 %), or a yes/no. */
  value: number | boolean;
  /** The value is a fraction, formatted as a percent exactly (formatPercent's `ratio`). */
  ratio?: boolean;
  risky: boolean;
}

/**
 * The security panel's rows: top-10 holders above 30%, dev holding above 30%, insiders above 5%,
 * LP burnt/locked below 0.1 are red; a honeypot (is_pixiu not 0) and closed source are red too.
 */
export function riskRows(security: SecurityInfo): RiskRow[] {
  return [
    { id: 'honeypot', value: security.is_pixiu !== 0, risky: security.is_pixiu !== 0 },
    { id: 'openSource', value: security.is_open_source === 1, risky: security.is_open_source !== 1 },
    { id: 'top10', value: security.top10_percent, risky: security.top10_percent > RISK_LIMITS.top10 },
    { id: 'devHold', value: security.dev_hold_percent, risky: security.dev_hold_percent > RISK_LIMITS.devHold },
    { id: 'insiders', value: security.insider_percent, risky: security.insider_percent > RISK_LIMITS.insiders },
    { id: 'lp', value: security.lp_risk_info, ratio: true, risky: security.lp_risk_info < RISK_LIMITS.lp },
  ];
}

export const riskCount = (rows: readonly RiskRow[]): number => rows.filter((row) => row.risky).length;

/** Activity rows kept (spec 3 §7): the newest 100. */
export const ACTIVITY_KEEP = 100;

/** Holders kept (spec 3 §7): the top 100 by holding_percent, a live update replacing the wallet's row. */
export function applyHolder<H extends { wallet: string; holding_percent: number }>(rows: readonly H[], update: H, keep = 100): H[] {
  const rest = rows.filter((row) => row.wallet !== update.wallet);
  const next = update.holding_percent > 0 ? [...rest, update] : rest;
  return next.sort((a, b) => b.holding_percent - a.holding_percent).slice(0, keep);
}

/** A row of the holders panel. */
export interface HolderRow {
  wallet: string;
  holding_percent: number;
  balance_usd?: string | number;
  tags: readonly string[];
}

/**
 * A holder_balance push: the new share, and a known row's USD value moved in proportion (the push
 * carries no value); an unknown wallet has no value until the next list answer.
 */
export function holderShare(known: HolderRow | undefined, wallet: string, holding_percent: number): HolderRow {
  if (!known) return { wallet, holding_percent, tags: [] };
  const value = Number(known.balance_usd);
  const { balance_usd: _old, ...rest } = known;
  if (known.balance_usd === undefined || !(known.holding_percent > 0) || !Number.isFinite(value)) return { ...rest, wallet, holding_percent };
  return { ...rest, wallet, holding_percent, balance_usd: (value * holding_percent) / known.holding_percent };
}

/**
 * A new trade on top of the activity list, newest first, de-duplicated by tx hash, at most 100.
 * A repeated hash returns the same rows (nothing changed). One array per trade: a hot token's
 * thousands of trades a second each pass through here.
 */
export function applyTrade<T extends { tx_hash: string }>(rows: readonly T[], trade: T, keep = ACTIVITY_KEEP): readonly T[] {
  if (trade.tx_hash && rows.some((row) => row.tx_hash === trade.tx_hash)) return rows;
  const next = new Array<T>(Math.min(keep, rows.length + 1));
  next[0] = trade;
  for (let i = 1; i < next.length; i++) next[i] = rows[i - 1] as T;
  return next;
}
