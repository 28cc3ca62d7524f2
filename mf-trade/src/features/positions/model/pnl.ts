import Decimal from 'decimal.js';
import type { Position } from '@nova/shared-contracts';
import { toDecimal } from '../../../shared/amountInput';

export interface PositionPnl {
  /** balance x (price - average cost), USD. */
  unrealised: Decimal;
  /** Unrealised over the cost still held (balance x average cost), percent; null without a cost. */
  unrealisedPercent: number | null;
  /** The realised part (the position's `profile`), USD. */
  realised: Decimal;
  /** Realised + unrealised, USD. */
  total: Decimal;
  /** Total over what was bought, percent; null when that is unknown. */
  totalPercent: number | null;
}

const percentOf = (value: Decimal, base: Decimal): number | null => (base.gt(0) ? value.div(base).mul(100).toDecimalPlaces(2).toNumber() : null);

/**
 * A position's PnL at the token's current price (the one price of the page: its token-info entry),
 * from the position's balance, average cost and realised part, so it moves with the price the
 * header, chart and form show (the server's figures are only as fresh as its last answer or
 * holds push). The total percent's base, what was bought in USD, is not a field of a position:
 * it is the server's own total over its total percent (fixed between trades), and the cost still
 * held when the server's percent is too small to divide by (under 1 %, rounded to 2 decimals).
 */
export function positionPnl(position: Pick<Position, 'balance' | 'buy_avg_price' | 'profile' | 'total_profit' | 'total_profit_percent'>, priceUsd: string | number): PositionPnl {
  const balance = toDecimal(position.balance) ?? new Decimal(0);
  const average = toDecimal(position.buy_avg_price) ?? new Decimal(0);
  const price = toDecimal(priceUsd) ?? new Decimal(0);
  const realised = toDecimal(position.profile) ?? new Decimal(0);
  const cost = balance.mul(average);
  const unrealised = balance.mul(price).minus(cost);
  const total = realised.plus(unrealised);
  const serverTotal = toDecimal(position.total_profit);
  const bought = serverTotal && Math.abs(position.total_profit_percent) >= 1 ? serverTotal.mul(100).div(position.total_profit_percent) : cost;
  return { unrealised, unrealisedPercent: percentOf(unrealised, cost), realised, total, totalPercent: percentOf(total, bought) };
}
