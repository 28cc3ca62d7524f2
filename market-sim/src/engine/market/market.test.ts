import { CHART, CHAINS, LAUNCH_PLATFORMS } from '@nova/shared-contracts';
import { describe, expect, it } from 'vitest';
import { Market } from './market';
import { quoteSwap } from './pool';
import type { KlineBarOut } from './tape';

const START = Date.UTC(2026, 0, 15, 12);

function aggregate(bars: KlineBarOut[], periodMs: number): Map<number, { open: number; high: number; low: number; close: number; volume: number }> {
  const out = new Map<number, { open: number; high: number; low: number; close: number; volume: number }>();
  for (const bar of bars) {
    const bucket = Math.floor(bar.time / periodMs) * periodMs;
    const prev = out.get(bucket);
    const b = { open: Number(bar.open), high: Number(bar.high), low: Number(bar.low), close: Number(bar.close), volume: Number(bar.volume) };
    out.set(bucket, prev ? { open: prev.open, high: Math.max(prev.high, b.high), low: Math.min(prev.low, b.low), close: b.close, volume: prev.volume + b.volume } : b);
  }
  return out;
}

describe('simulated market', () => {
  it('is the same market for the same seed and a different one for another seed', () => {
    const a = new Market(42, START);
    const b = new Market(42, START);
    const c = new Market(43, START);
    a.advanceTo(START + 30_000);
    b.advanceTo(START + 30_000);
    expect(a.list('hot', {}, START + 30_000, '')).toEqual(b.list('hot', {}, START + 30_000, ''));
    expect(c.tokens[0]?.def.address).not.toBe(a.tokens[0]?.def.address);
  });

  it('has tokens on every chain and every launch platform, with honeypots and risky tokens', () => {
    const market = new Market(1, START);
    for (const chain of Object.keys(CHAINS)) expect(market.tokens.some((t) => t.def.chain === chain)).toBe(true);
    for (const platform of LAUNCH_PLATFORMS) expect(market.tokens.some((t) => t.def.platform === platform)).toBe(true);
    expect(market.tokens.some((t) => t.def.security.is_pixiu === 1)).toBe(true);
    expect(market.tokens.some((t) => t.def.security.top10_percent > 30)).toBe(true);
    const statuses = new Set(market.tokens.map((t) => t.status));
    expect([...statuses].sort()).toEqual(['completed', 'completing', 'new']);
  });

  it('moves prices with background trades from tagged wallets', () => {
    const market = new Market(3, START);
    const before = market.tokens.map((t) => market.priceUsd(t).toFixed());
    const makers = new Set<string>();
    market.tradeListeners.push((trade) => makers.add(market.wallets[trade.trade.maker]?.tags[0] ?? ''));
    market.advanceTo(START + 120_000);
    const after = market.tokens.map((t) => market.priceUsd(t).toFixed());
    expect(after.filter((p, i) => p !== before[i]).length).toBeGreaterThan(20);
    expect(makers.size).toBeGreaterThan(4);
  });

  it('moves a launch from new to completing to completed as buys fill the curve', () => {
    const market = new Market(5, START);
    const launch = market.tokens.find((t) => t.def.isLaunch && t.status === 'new');
    if (!launch) throw new Error('no new launch');
    const seen = new Set<string>([launch.status]);
    for (let i = 0; i < 200 && launch.status !== 'completed'; i++) {
      market.execute(launch, 'buy', quoteSwap(launch.pool, 'buy', launch.graduationQuote.div(20)), { index: 0 }, START + i);
      seen.add(launch.status);
    }
    expect([...seen]).toEqual(['new', 'completing', 'completed']);
    expect(market.progress(launch)).toBe(100);
  });

  it('builds k-lines where every coarser bar is the aggregate of the finer bars inside it', () => {
    const market = new Market(9, START);
    market.advanceTo(START + 600_000);
    const token = [...market.tokens].sort((a, b) => b.tape.length - a.tape.length)[0];
    if (!token) throw new Error('no token');
    const end = START + 600_000;
    const pairs: Array<[number, number]> = [
      [1, 60],
      [10, 60],
      [60, 300],
      [300, 3600],
      [3600, 86_400],
    ];
    for (const [fine, coarse] of pairs) {
      const start = Math.floor((end - coarse * 1000 * 6) / (coarse * 1000)) * coarse * 1000;
      const fineBars = token.tape.kline(start, end, fine, 100_000);
      const coarseBars = token.tape.kline(start, end, coarse, 1000);
      const expected = aggregate(fineBars, coarse * 1000);
      expect(coarseBars.length).toBeGreaterThan(0);
      for (const bar of coarseBars) {
        const agg = expected.get(bar.time);
        if (!agg) throw new Error(`no fine bars for ${bar.time} at ${fine}s`);
        expect([Number(bar.open), Number(bar.high), Number(bar.low), Number(bar.close)]).toEqual([agg.open, agg.high, agg.low, agg.close]);
        expect(Number(bar.volume)).toBeCloseTo(agg.volume, 4);
      }
    }
    // Every resolution of the contract: bars open on its boundaries, the latest closes at the latest price.
    const lastClose = token.tape.kline(end - 60_000, end, 1, 100).at(-1)?.close;
    expect(lastClose).toBeDefined();
    for (const resolution of CHART.resolutions) {
      const period = CHART.resolutionSeconds[resolution] * 1000;
      const bars = token.tape.kline(end - period * 3, end, period / 1000, 10);
      expect(bars.length, resolution).toBeGreaterThan(0);
      expect(bars.filter((bar) => bar.time % period !== 0), resolution).toEqual([]);
      expect(bars.at(-1)?.close, resolution).toBe(lastClose);
    }
  });
});

