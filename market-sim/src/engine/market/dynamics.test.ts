import { describe, expect, it } from 'vitest';
import type { CHAINS } from '@nova/shared-contracts';
import type { Token } from '@nova/shared-contracts';
import { Rng } from '../rng';
import { LAUNCH_EVERY_S } from './catalog';
import { drawFate, nextMood, rugSellAmount } from './dynamics';
import { Market } from './market';

const START = Date.UTC(2026, 0, 15, 12);
const HOUR = 3_600_000;

/** Run the market's clock forward in one-minute ticks (as the server's catch-up would). */
function run(market: Market, from: number, to: number, tickMs = 60_000): void {
  for (let t = from + tickMs; t <= to; t += tickMs) market.advanceTo(t);
  market.advanceTo(to);
}

describe('market dynamics (pure)', () => {
  it('a rug sell takes the price down by the asked share on a constant-product pool', () => {
    const base = 1_000_000;
    const quote = 50;
    const sold = rugSellAmount(base, 0.9);
    const priceBefore = quote / base;
    const after = (quote * base) / (base + sold) / (base + sold);
    expect(after / priceBefore).toBeCloseTo(0.1, 6);
  });

  it('honeypots always end in a rug; most launches fade, some rug, a few run', () => {
    const rng = new Rng(7);
    const fates = { fade: 0, rug: 0, runner: 0, steady: 0 };
    for (let i = 0; i < 2000; i++) fates[drawFate(rng, { isLaunch: true, honeypot: false, createdAt: 0, now: 0 }).fate]++;
    expect(fates.fade).toBeGreaterThan(1200);
    expect(fates.rug).toBeGreaterThan(300);
    expect(fates.runner).toBeGreaterThan(40);
    expect(fates.runner).toBeLessThan(200);
    expect(drawFate(rng, { isLaunch: false, honeypot: true, createdAt: 0, now: 0 }).fate).toBe('rug');
  });

  it('a steady token far above its anchor mostly dumps, far below it mostly pumps', () => {
    const rng = new Rng(3);
    const plan = { fate: 'steady' as const, rugAt: 0, lifeMs: Infinity };
    const count = (heat: number, kind: string) =>
      Array.from({ length: 400 }, () => nextMood({ plan, isLaunch: false, ageMs: 10 * HOUR, heat, rugged: false, time: 0 }, rng)).filter((m) => m.kind === kind).length;
    expect(count(1.5, 'dump')).toBeGreaterThan(count(1.5, 'pump') * 5);
    expect(count(-1.5, 'pump')).toBeGreaterThan(count(-1.5, 'dump') * 5);
  });

  it('a rugged token is dead and trades rarely', () => {
    const mood = nextMood({ plan: { fate: 'rug', rugAt: 0, lifeMs: 0 }, isLaunch: true, ageMs: HOUR, heat: 2, rugged: true, time: 0 }, new Rng(1));
    expect(mood.kind).toBe('dead');
    expect(mood.rate).toBeLessThan(0.1);
  });
});

describe('a day of the simulated market', () => {
  it('moves prices both ways, keeps caps bounded by liquidity, keeps launching on every launch chain, at a steady trade pace', () => {
    const market = new Market(1, START);
    let trades = 0;
    let lastHourTrades = 0;
    const end = START + 24 * HOUR;
    market.tradeListeners.push(({ trade }) => {
      trades++;
      if (trade.time > end - HOUR) lastHourTrades++;
    });
    run(market, START, end);
    const live = market.tokens.filter((t) => market.isLive(t, end)).map((t) => market.view(t, end, ''));
    const down = (tokens: readonly Token[]) => tokens.filter((t) => t.price_change_24h < 0).length;
    const up = (tokens: readonly Token[]) => tokens.filter((t) => t.price_change_24h > 0).length;

    // Both ways: a good share of the market is down on the day, and some of the hot list too.
    expect(down(live) / live.length).toBeGreaterThan(0.25);
    expect(up(live) / live.length).toBeGreaterThan(0.25);
    const hot = market.list('hot', { limit: 50 }, end, '');
    expect(down(hot)).toBeGreaterThanOrEqual(5);
    expect(up(hot)).toBeGreaterThanOrEqual(5);
    // Rugs happened: some launches lost most of their value and their dev holds nothing.
    expect(live.filter((t) => t.price_change_24h < -60).length).toBeGreaterThan(3);
    expect(market.tokens.filter((t) => t.rugged && t.def.security.dev_hold_percent === 0).length).toBeGreaterThan(10);

    // Market caps are bounded by liquidity, and nothing meme-sized is worth a billion.
    for (const token of live) {
      expect(Number(token.market_cap) / Number(token.liquidity), token.symbol).toBeLessThan(100);
      expect(Number(token.market_cap), token.symbol).toBeLessThan(100_000_000);
    }

    // Launches keep arriving on every launch chain, Nova Layer included.
    for (const chain of Object.keys(LAUNCH_EVERY_S) as Array<keyof typeof CHAINS>) {
      const fresh = market.list('new', { chain, launch_status: 'new', limit: 30 }, end, '');
      expect(fresh.filter((t) => t.created_at * 1000 > end - 2 * HOUR).length, chain).toBeGreaterThan(0);
    }

    // A believable pace: a few trades a second across the market, every hour.
    expect(lastHourTrades / 3600).toBeGreaterThan(1);
    expect(lastHourTrades / 3600).toBeLessThan(30);
    expect(trades).toBeGreaterThan(24 * 3600);
  }, 180_000);

  it('is the same market whatever the tick size of the clock', () => {
    const a = new Market(11, START);
    const b = new Market(11, START);
    run(a, START, START + 2 * HOUR, 60_000);
    run(b, START, START + 2 * HOUR, 7_000);
    const now = START + 2 * HOUR;
    expect(a.tokens.length).toBe(b.tokens.length);
    expect(a.list('hot', { limit: 50 }, now, '')).toEqual(b.list('hot', { limit: 50 }, now, ''));
    expect(a.list('new', { limit: 50 }, now, '')).toEqual(b.list('new', { limit: 50 }, now, ''));
  }, 60_000);
});
