import { TRADE } from '@nova/shared-contracts';
import { D, ZERO } from './money';
import type { Dec } from './money';

/**
 * What one wallet did in one token, with average-cost accounting in USD. Used for users and for
 * simulated wallets alike, so positions, profit rows and break-even follow one set of rules.
 */
export interface Holding {
  amount: Dec;
  /** Remaining cost basis (USD) of `amount`. */
  cost: Dec;
  buyAmount: Dec;
  buyUsd: Dec;
  sellAmount: Dec;
  sellUsd: Dec;
  realized: Dec;
  buyCount: number;
  sellCount: number;
  /** ms */
  lastTradeTime: number;
  /** A break-even sell was executed. */
  breakEvenDone: boolean;
}

export function emptyHolding(): Holding {
  return { amount: ZERO, cost: ZERO, buyAmount: ZERO, buyUsd: ZERO, sellAmount: ZERO, sellUsd: ZERO, realized: ZERO, buyCount: 0, sellCount: 0, lastTradeTime: 0, breakEvenDone: false };
}

export function applyBuy(holding: Holding, amount: Dec, usd: Dec, time: number): void {
  holding.amount = holding.amount.plus(amount);
  holding.cost = holding.cost.plus(usd);
  holding.buyAmount = holding.buyAmount.plus(amount);
  holding.buyUsd = holding.buyUsd.plus(usd);
  holding.buyCount++;
  holding.lastTradeTime = time;
}

/** Sell at average cost: realised = proceeds - cost of the part sold. Returns the realised delta. */
export function applySell(holding: Holding, amount: Dec, usd: Dec, time: number): Dec {
  const sold = D.min(amount, holding.amount);
  const costPart = holding.amount.isZero() ? ZERO : holding.cost.mul(sold).div(holding.amount);
  const realized = usd.minus(costPart);
  holding.amount = holding.amount.minus(sold);
  holding.cost = holding.amount.isZero() ? ZERO : holding.cost.minus(costPart);
  holding.sellAmount = holding.sellAmount.plus(sold);
  holding.sellUsd = holding.sellUsd.plus(usd);
  holding.realized = holding.realized.plus(realized);
  holding.sellCount++;
  holding.lastTradeTime = time;
  return realized;
}

export interface HoldingFigures {
  balanceUsd: Dec;
  avgPrice: Dec;
  unrealized: Dec;
  unrealizedPercent: number;
  total: Dec;
  totalPercent: number;
  realizedPercent: number;
  isBreakEven: boolean;
}

function percentOf(value: Dec, base: Dec): number {
  return base.isZero() ? 0 : value.div(base).mul(100).toDecimalPlaces(2).toNumber();
}

/** Average cost, unrealised and total PnL, and the break-even flag at a price. */
export function holdingFigures(holding: Holding, priceUsd: Dec): HoldingFigures {
  const balanceUsd = holding.amount.mul(priceUsd);
  const avgPrice = holding.amount.isZero() ? ZERO : holding.cost.div(holding.amount);
  const unrealized = balanceUsd.minus(holding.cost);
  const total = holding.realized.plus(unrealized);
  const costOfSold = holding.sellUsd.minus(holding.realized);
  return {
    balanceUsd,
    avgPrice,
    unrealized,
    unrealizedPercent: percentOf(unrealized, holding.cost),
    total,
    totalPercent: percentOf(total, holding.buyUsd),
    realizedPercent: percentOf(holding.realized, costOfSold),
    isBreakEven: holding.breakEvenDone || (holding.amount.gt(0) && holding.buyUsd.gt(0) && holding.sellUsd.gte(holding.buyUsd)),
  };
}

/**
 * Break-even sell amount (spec 1 §4): 1.05 times the tokens needed to recover the net cost
 * (bought minus already sold, in USD) at the price, capped at the balance; zero once break-even.
 */
export function breakEvenSellAmount(holding: Holding, priceUsd: Dec): Dec {
  if (holding.amount.isZero() || priceUsd.lte(0) || holdingFigures(holding, priceUsd).isBreakEven) return ZERO;
  const netCost = D.max(ZERO, holding.buyUsd.minus(holding.sellUsd));
  return D.min(holding.amount, netCost.div(priceUsd).mul(TRADE.breakEvenFactor));
}
