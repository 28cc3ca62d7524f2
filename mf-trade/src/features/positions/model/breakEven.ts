import Decimal from 'decimal.js';
import { TRADE } from '@nova/shared-contracts';
import type { Position } from '@nova/shared-contracts';
import { floorTo, toDecimal } from '../../../shared/amountInput';

/**
 * The break-even sell of spec 1 §4: 1.05 x the tokens whose sale recovers the cost still in the
 * position, capped at the balance, zero for a position already sold at break-even. The cost still
 * in the position is balance x average buy price less the realised profit (ours: a realised gain
 * already recovered part of it; a realised loss adds nothing), at the current price (the token's,
 * the one price of the page); floored to the token decimals.
 */
export function breakEvenAmount(position: Pick<Position, 'balance' | 'buy_avg_price' | 'profile' | 'is_break_even'>, priceUsd: string | number, decimals: number): Decimal {
  const balance = toDecimal(position.balance) ?? new Decimal(0);
  const price = toDecimal(priceUsd);
  if (position.is_break_even || balance.lte(0) || !price || price.lte(0)) return new Decimal(0);
  const avg = toDecimal(position.buy_avg_price) ?? new Decimal(0);
  const realised = Decimal.max(0, toDecimal(position.profile) ?? 0);
  const cost = Decimal.max(0, balance.mul(avg).minus(realised));
  const needed = cost.div(price).mul(TRADE.breakEvenFactor);
  return floorTo(Decimal.min(balance, needed), decimals);
}

/**
 * A price is fresh enough to size a break-even sell when it was asked of the API within this
 * (`freshPrice` asks at the click): an answer slower than this is refused rather than trusted.
 */
export const BREAK_EVEN_PRICE_MAX_AGE_MS = 10_000;

/** The token's price with when it was asked (ms). */
export interface DatedPrice {
  priceUsd: string | number;
  updatedAt: number;
}

export type BreakEvenSell = { ok: true; amount: Decimal } | { ok: false; reason: 'stale' | 'done' | 'nothing' };

/**
 * The break-even sell to send now: `breakEvenAmount` at the price the order will meet (asked of the
 * API at the click), never at an older figure (the position list's price and the token's cache
 * entry lag the pushes, and a sell sized at a lower price sells far too much). Without a price
 * asked in the last `BREAK_EVEN_PRICE_MAX_AGE_MS` it is refused ('stale').
 */
export function breakEvenSell(position: Pick<Position, 'balance' | 'buy_avg_price' | 'profile' | 'is_break_even'>, price: DatedPrice | null, now: number, decimals: number): BreakEvenSell {
  if (position.is_break_even) return { ok: false, reason: 'done' };
  if (!price || now - price.updatedAt > BREAK_EVEN_PRICE_MAX_AGE_MS || !(Number(price.priceUsd) > 0)) return { ok: false, reason: 'stale' };
  const amount = breakEvenAmount(position, price.priceUsd, decimals);
  return amount.gt(0) ? { ok: true, amount } : { ok: false, reason: 'nothing' };
}

export type BreakEvenState = { enabled: true } | { enabled: false; reason: 'done' | 'unsupported' | 'nothing' };

/** Break-even is disabled once done (tooltip: already sold) or on a chain without trading. */
export function breakEvenState(position: Pick<Position, 'is_break_even'>, tradingEnabled: boolean, amount: Decimal): BreakEvenState {
  if (position.is_break_even) return { enabled: false, reason: 'done' };
  if (!tradingEnabled) return { enabled: false, reason: 'unsupported' };
  if (amount.lte(0)) return { enabled: false, reason: 'nothing' };
  return { enabled: true };
}
