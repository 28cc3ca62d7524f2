import { D, ZERO } from '../money';
import type { Dec } from '../money';

/**
 * Constant-product pool (x * y = k) between a token (base) and the chain's native coin
 * (quote). A launch on a bonding curve is the same pool with virtual reserves: `virtualQuote`
 * is the part of the quote reserve that no one paid in, so progress = real quote / graduation.
 */
export interface Pool {
  base: Dec;
  quote: Dec;
  /** Fee rate taken from the input, e.g. 0.0025. */
  feeRate: Dec;
  /** Virtual quote reserve of a bonding curve (0 for an AMM pool). */
  virtualQuote: Dec;
}

export interface SwapResult {
  amountIn: Dec;
  fee: Dec;
  amountOut: Dec;
  /** Spot price (quote per base) before and after. */
  priceBefore: Dec;
  priceAfter: Dec;
  /** Average execution price, quote per base. */
  execPrice: Dec;
  /** Fraction the execution price is worse than the spot price (0..1). */
  priceImpact: Dec;
}

export function spotPrice(pool: Pool): Dec {
  return pool.base.isZero() ? ZERO : pool.quote.div(pool.base);
}

/** Quote reserve actually paid in (what liquidity and bonding progress are measured on). */
export function realQuote(pool: Pool): Dec {
  return D.max(ZERO, pool.quote.minus(pool.virtualQuote));
}

/** Exact-input swap, without mutating the pool. side buy: quote in, base out; sell: base in, quote out. */
export function quoteSwap(pool: Pool, side: 'buy' | 'sell', amountIn: Dec, outDecimals?: number): SwapResult {
  const priceBefore = spotPrice(pool);
  const fee = amountIn.mul(pool.feeRate);
  const net = amountIn.minus(fee);
  const [reserveIn, reserveOut] = side === 'buy' ? [pool.quote, pool.base] : [pool.base, pool.quote];
  // A user's swap pays out whole smallest units of the coin received (what a chain can hold); the pool keeps the rest.
  const exactOut = reserveOut.mul(net).div(reserveIn.plus(net));
  const amountOut = outDecimals === undefined ? exactOut : exactOut.toDecimalPlaces(outDecimals, D.ROUND_DOWN);
  const newIn = reserveIn.plus(net);
  const newOut = reserveOut.minus(amountOut);
  const priceAfter = side === 'buy' ? newIn.div(newOut) : newOut.div(newIn);
  const execPrice = amountOut.isZero() ? priceBefore : side === 'buy' ? amountIn.div(amountOut) : amountOut.div(amountIn);
  const priceImpact = priceBefore.isZero()
    ? ZERO
    : side === 'buy'
      ? D.max(ZERO, execPrice.div(priceBefore).minus(1))
      : D.max(ZERO, new D(1).minus(execPrice.div(priceBefore)));
  return { amountIn, fee, amountOut, priceBefore, priceAfter, execPrice, priceImpact };
}

/** Apply a swap to the pool (the fee stays in the pool, as in Uniswap v2). */
export function applySwap(pool: Pool, side: 'buy' | 'sell', result: SwapResult): void {
  if (side === 'buy') {
    pool.quote = pool.quote.plus(result.amountIn);
    pool.base = pool.base.minus(result.amountOut);
  } else {
    pool.base = pool.base.plus(result.amountIn);
    pool.quote = pool.quote.minus(result.amountOut);
  }
}

/** Quote amount needed to buy exactly `baseOut` (inverse of quoteSwap for buys). */
export function quoteInForBaseOut(pool: Pool, baseOut: Dec): Dec {
  if (baseOut.gte(pool.base)) return new D(Infinity);
  const net = pool.quote.mul(baseOut).div(pool.base.minus(baseOut));
  return net.div(new D(1).minus(pool.feeRate));
}

/**
 * A pool whose reserves are kept as floats (market data that moves on every background trade)
 * and read as Decimals by user trades, which do their balance math in Decimal. Background
 * trades use `quoteF` / `baseF` directly, so the market runs without Decimal allocations.
 */
export class FloatPool implements Pool {
  quoteF: number;
  baseF: number;
  readonly feeRate: Dec;
  readonly feeF: number;
  readonly virtualQuote: Dec;
  readonly virtualQuoteF: number;

  constructor(quote: number, base: number, fee: string, virtualQuote: number) {
    this.quoteF = quote;
    this.baseF = base;
    this.feeRate = new D(fee);
    this.feeF = Number(fee);
    this.virtualQuote = new D(virtualQuote.toPrecision(15));
    this.virtualQuoteF = virtualQuote;
  }

  get quote(): Dec {
    return new D(this.quoteF.toPrecision(15));
  }
  set quote(value: Dec) {
    this.quoteF = value.toNumber();
  }
  get base(): Dec {
    return new D(this.baseF.toPrecision(15));
  }
  set base(value: Dec) {
    this.baseF = value.toNumber();
  }
}
