import { D } from '../money';
import type { Dec } from '../money';
import type { Holding } from '../ledger';

const dec = (value: number): Dec => new D(value > 0 ? value.toPrecision(15) : 0);

/**
 * A simulated wallet's holding of one token, kept in floats (market data moved by every
 * background trade) and read as a ledger `Holding` with the same average-cost rules as a
 * user's holding: a sell takes cost in proportion and realises the rest.
 */
export class SimHolding implements Holding {
  private a = 0;
  private c = 0;
  private bA = 0;
  private bU = 0;
  private sA = 0;
  private sU = 0;
  private r = 0;
  buyCount = 0;
  sellCount = 0;
  lastTradeTime = 0;
  breakEvenDone = false;

  get amountF(): number {
    return this.a;
  }
  get amount(): Dec {
    return dec(this.a);
  }
  get cost(): Dec {
    return dec(this.c);
  }
  get buyAmount(): Dec {
    return dec(this.bA);
  }
  get buyUsd(): Dec {
    return dec(this.bU);
  }
  get sellAmount(): Dec {
    return dec(this.sA);
  }
  get sellUsd(): Dec {
    return dec(this.sU);
  }
  get realized(): Dec {
    return new D(this.r.toPrecision(15));
  }

  buy(amount: number, usd: number, time: number): void {
    this.a += amount;
    this.c += usd;
    this.bA += amount;
    this.bU += usd;
    this.buyCount++;
    this.lastTradeTime = time;
  }

  /** Sells at most the amount held; selling (nearly) everything closes the holding at zero. */
  sell(amount: number, usd: number, time: number): void {
    const sold = Math.min(amount, this.a);
    const costPart = this.a > 0 ? (this.c * sold) / this.a : 0;
    this.a -= sold;
    if (this.a <= sold * 1e-9) this.a = 0;
    this.c = this.a === 0 ? 0 : this.c - costPart;
    this.sA += sold;
    this.sU += usd;
    this.r += usd - costPart;
    this.sellCount++;
    this.lastTradeTime = time;
  }
}
