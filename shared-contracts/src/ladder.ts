// A laddered exit (issue 34; ours, additive in contract 6.1): several take-profit rungs, each at a
// price in USD or at a multiple of the position's average buy price and each selling a share of
// the position. The exit-plan form and the sim's order engine apply these same rules.

/** How many rungs a plan has, and how finely a share is written (hundredths of a percent). */
export const LADDER = { minRungs: 2, maxRungs: 6, shareDecimals: 2 } as const;

/** A rung as the plan request sends it: exactly one of `target_price_usd` and `multiple`. */
export interface LadderRungInput {
  target_price_usd?: string;
  /** A multiple of the position's average buy price (2 = twice what it cost). */
  multiple?: number;
  /** The share of the position it sells, in percent (up to two decimals). */
  share_percent: number;
}

export type LadderIssueCode = 'count' | 'target' | 'share' | 'shareTotal' | 'notAbovePrice' | 'notIncreasing';

/** What is wrong with a plan: `rung` is the 0-based row, or null for the plan as a whole. */
export interface LadderIssue {
  rung: number | null;
  code: LadderIssueCode;
}

/** A rung's target in USD: its price, or its multiple of the average buy price; null when it has neither (or both, or no cost to multiply). */
export function rungTargetUsd(rung: LadderRungInput, avgPriceUsd: number): number | null {
  const hasPrice = rung.target_price_usd !== undefined && rung.target_price_usd !== '';
  const hasMultiple = rung.multiple !== undefined;
  if (hasPrice === hasMultiple) return null;
  const target = hasPrice ? Number(rung.target_price_usd) : (rung.multiple as number) * avgPriceUsd;
  return Number.isFinite(target) && target > 0 ? target : null;
}

/** A share in basis points (hundredths of a percent), or null when it is not in (0, 100] with at most two decimals. */
export function shareBasisPoints(sharePercent: number): number | null {
  const points = Math.round(sharePercent * 100);
  if (!Number.isFinite(sharePercent) || Math.abs(points - sharePercent * 100) > 1e-6 || points <= 0 || points > 10_000) return null;
  return points;
}

/**
 * Every rule a plan breaks, in row order: 2 to 6 rungs; each with a target (a price, or a multiple
 * of the average buy price) and a share in (0, 100] %; the shares summing to at most 100 %; every
 * target above the current price (a take-profit waits for the price to rise to it) and each above
 * the one before (rung 1 fills first). Empty when the plan may be placed.
 */
export function ladderIssues(rungs: readonly LadderRungInput[], market: { priceUsd: number; avgPriceUsd: number }): LadderIssue[] {
  const issues: LadderIssue[] = [];
  if (rungs.length < LADDER.minRungs || rungs.length > LADDER.maxRungs) issues.push({ rung: null, code: 'count' });
  let previous: number | null = null;
  let total = 0;
  rungs.forEach((rung, index) => {
    const target = rungTargetUsd(rung, market.avgPriceUsd);
    if (target === null) issues.push({ rung: index, code: 'target' });
    else if (target <= market.priceUsd) issues.push({ rung: index, code: 'notAbovePrice' });
    else if (previous !== null && target <= previous) issues.push({ rung: index, code: 'notIncreasing' });
    if (target !== null) previous = target;
    const points = shareBasisPoints(rung.share_percent);
    if (points === null) issues.push({ rung: index, code: 'share' });
    else total += points;
  });
  if (total > 10_000) issues.push({ rung: null, code: 'shareTotal' });
  return issues;
}

/** A decimal string as units of `decimals` places (floored); null when it is not a plain non-negative decimal. */
function toUnits(amount: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return BigInt(`${match[1]}${fraction}`);
}

function fromUnits(units: bigint, decimals: number): string {
  if (decimals === 0) return units.toString();
  const text = units.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, -decimals);
  const fraction = text.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * The tokens each rung sells: its share of the position (`balance`, a decimal string), floored to
 * the token's `decimals` in exact integer arithmetic, so the rungs never add up to more than the
 * position. '0' for a share the rules refuse.
 */
export function rungAmounts(balance: string, sharesPercent: readonly number[], decimals: number): string[] {
  const units = toUnits(balance, decimals) ?? 0n;
  return sharesPercent.map((share) => {
    const points = shareBasisPoints(share);
    return points === null ? '0' : fromUnits((units * BigInt(points)) / 10_000n, decimals);
  });
}
