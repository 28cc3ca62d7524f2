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

export type BreakEvenState = { enabled: true } | { enabled: false; reason: 'done' | 'unsupported' | 'nothing' };

/** Break-even is disabled once done (tooltip: already sold) or on a chain without trading. */
export function breakEvenState(position: Pick<Position, 'is_break_even'>, tradingEnabled: boolean, amount: Decimal): BreakEvenState {
  if (position.is_break_even) return { enabled: false, reason: 'done' };
  if (!tradingEnabled) return { enabled: false, reason: 'unsupported' };
  if (amount.lte(0)) return { enabled: false, reason: 'nothing' };
  return { enabled: true };
}
