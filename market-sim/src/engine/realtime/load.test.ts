import * as v from 'valibot';
import { channelKey } from '@nova/shared-contracts';
import { CHANNELS, serverMessageSchema } from '@nova/shared-contracts/realtime';
import { describe, expect, it } from 'vitest';
import { testSim } from '../../testing/sim';
import { LOAD_BEAT_MS, LoadGenerator, RANK_SNAPSHOT_TOKENS, parseLoadOption, walkStep } from './load';
import type { LoadDeps, LoadTarget, RankList } from './load';

function harness(targets: LoadTarget[] = [], lists: RankList[] = []) {
  const frames: string[] = [];
  let now = 1_000_000;
  let tick: (() => void) | undefined;
  let sockets = 2;
  const deps: LoadDeps = {
    sink: { broadcast: (message) => (frames.push(JSON.stringify(message)), sockets) },
    targets: () => targets,
    rankLists: () => lists,
    now: () => now,
    random: () => 0.75,
    setInterval: (fn) => ((tick = fn), 'timer'),
    clearInterval: () => (tick = undefined),
  };
  const generator = new LoadGenerator(deps);
  return {
    generator,
    frames,
    advance(ms: number) {
      now += ms;
      tick?.();
    },
    running: () => tick !== undefined,
    setSockets: (n: number) => (sockets = n),
  };
}

const real: LoadTarget = { chain: 'bsc', address: '0xabc', supply: 1000, priceUsd: () => 2 };

describe('load mode', () => {
  it('parses RATE and RATE:TOKENS and refuses anything else', () => {
    expect(parseLoadOption('2000')).toEqual({ rate: 2000, tokens: 1000 });
    expect(parseLoadOption('500:10')).toEqual({ rate: 500, tokens: 10 });
    expect(() => parseLoadOption('fast')).toThrow(/RATE/);
    expect(() => parseLoadOption('2000:0')).toThrow(/tokens/);
    expect(() => parseLoadOption('999999')).toThrow(/rate/);
    expect(parseLoadOption('2000:1000:rank')).toEqual({ rate: 2000, tokens: 1000, shape: 'rank' });
    expect(() => parseLoadOption('2000:1000:trades')).toThrow(/SHAPE/);
    expect(parseLoadOption('1000:1:hot')).toEqual({ rate: 1000, tokens: 1, shape: 'hot' });
  });

  it("shape 'rank': the rate in token updates, as snapshots of 50 tokens of the subscribed lists in turn, prices walked within 1 %", () => {
    const token = (i: number) => ({ chain: 'solana', address: `T${i}`, symbol: `T${i}`, current_price: '2', market_cap: 2000 });
    const lists: RankList[] = [
      { key: 'token_rank?chain=solana&type=hot', data: { type: 'hot', tokens: Array.from({ length: 60 }, (_, i) => token(i)) } },
      { key: 'token_rank?type=new', data: { type: 'new', tokens: Array.from({ length: 50 }, (_, i) => token(100 + i)) } },
    ];
    const h = harness([], lists);
    h.generator.configure({ rate: 2000, tokens: 1000, shape: 'rank' });
    for (let i = 0; i < 1000 / LOAD_BEAT_MS; i++) h.advance(LOAD_BEAT_MS);
    const pushes = h.frames.map((f) => JSON.parse(f) as { channel: string; key: string; data: { type: string; tokens: Array<{ current_price: string; market_cap: number }> } });
    expect(pushes).toHaveLength(2000 / RANK_SNAPSHOT_TOKENS);
    expect(new Set(pushes.map((p) => p.channel))).toEqual(new Set(['token_rank']));
    expect(pushes.filter((p) => p.key === lists[0]!.key)).toHaveLength(20);
    expect(pushes.filter((p) => p.key === lists[1]!.key)).toHaveLength(20);
    for (const push of pushes) {
      expect(push.data.tokens).toHaveLength(RANK_SNAPSHOT_TOKENS);
      for (const t of push.data.tokens) {
        expect(Number(t.current_price)).toBeGreaterThanOrEqual(2 * 0.99);
        expect(Number(t.current_price)).toBeLessThanOrEqual(2 * 1.01);
        expect(t.market_cap).toBeCloseTo(Number(t.current_price) * 1000, 3);
      }
    }
    expect(pushes[0]!.data.tokens[0]!.current_price).not.toBe('2');
    expect(h.generator.current.emitted).toBe(2000);
  });

  it("shape 'rank' sends nothing while no list is subscribed", () => {
    const h = harness([], []);
    h.generator.configure({ rate: 2000, tokens: 1000, shape: 'rank' });
    h.advance(1000);
    expect(h.frames).toHaveLength(0);
  });

  it('emits the rate across the tokens, every socket getting each message', () => {
    const h = harness([real]);
    h.generator.configure({ rate: 2000, tokens: 1000 });
    for (let i = 0; i < 1000 / LOAD_BEAT_MS; i++) h.advance(LOAD_BEAT_MS);
    expect(h.frames).toHaveLength(2000);
    expect(h.generator.current).toMatchObject({ rate: 2000, tokens: 1000, emitted: 2000, delivered: 4000 });
    const keys = new Set(h.frames.map((f) => (JSON.parse(f) as { key: string }).key));
    expect(keys.size).toBe(1000);
  });

  it('sends valid token_price_change pushes; a real token keeps within 1 % of its true price', () => {
    const h = harness([real]);
    h.generator.configure({ rate: 1000, tokens: 3 });
    h.advance(1000);
    const pushes = h.frames.map((f) => v.parse(serverMessageSchema, JSON.parse(f)) as { channel: string; key: string; data: unknown });
    for (const push of pushes) {
      expect(push.channel).toBe('token_price_change');
      expect(v.safeParse(CHANNELS.tokenPriceChange.data, push.data).success).toBe(true);
    }
    const own = pushes.filter((p) => (p.data as { address: string }).address === '0xabc').map((p) => Number((p.data as { current_price: string }).current_price));
    expect(own.length).toBeGreaterThan(300);
    expect(new Set(own).size).toBeGreaterThan(1); // it moves
    for (const price of own) expect(Math.abs(price / 2 - 1)).toBeLessThanOrEqual(0.01 + 1e-9);
  });

  it('walks a real token by 0.1-0.2 % every step, never repeating its price, and turns back at the 1 % bound', () => {
    // A seeded uniform source (mulberry32): the walk must hold for any sequence, not one constant.
    let seed = 7;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    let factor = 1;
    let atBound = 0;
    for (let i = 0; i < 20_000; i++) {
      const next = walkStep(factor, random);
      const move = Math.abs(Math.log(next / factor));
      expect(move).toBeGreaterThanOrEqual(0.001 - 1e-12);
      expect(move).toBeLessThanOrEqual(0.002 + 1e-12);
      expect(Math.abs(next - 1)).toBeLessThanOrEqual(0.01 + 1e-12);
      if (Math.abs(next - 1) > 0.009) atBound++;
      factor = next;
    }
    expect(atBound).toBeGreaterThan(0); // the walk reached the bound and came back each time
    // Pushed outward at the bound, it turns back instead of repeating the bound's price.
    expect(walkStep(1.0099, () => 0.99)).toBeLessThan(1.0099);
    expect(walkStep(0.9901, () => 0.01)).toBeGreaterThan(0.9901);
  });

  it('turns a stall into at most one second of messages, and stops at rate 0', () => {
    const h = harness();
    h.generator.configure({ rate: 100, tokens: 5 });
    h.advance(60_000);
    expect(h.frames).toHaveLength(100);
    h.generator.configure({ rate: 0, tokens: 5 });
    expect(h.running()).toBe(false);
  });

  it('is off by default and set through the admin API', async () => {
    const sim = await testSim({ admin: true });
    const state = await sim.engine.handle({ method: 'GET', path: '/__admin/state', body: {} });
    expect((state.body as { data: { load: { rate: number } } }).data.load.rate).toBe(0);
    const frames: string[] = [];
    sim.engine.hub.open({ send: (text) => frames.push(text), close: () => undefined });
    const set = await sim.engine.handle({ method: 'POST', path: '/__admin/load', body: { rate: 2000, tokens: 1000 } });
    expect(set.status).toBe(200);
    sim.engine.load.emit(10);
    expect(frames).toHaveLength(10);
    expect((await sim.engine.handle({ method: 'POST', path: '/__admin/load', body: { rate: -1 } })).status).toBe(400);
    sim.engine.load.stop();
  });

  it("shape 'rank' through the engine: valid token_rank snapshots of the list a socket subscribed", async () => {
    const sim = await testSim({ admin: true });
    const frames: string[] = [];
    const connection = sim.engine.hub.open({ send: (text) => frames.push(text), close: () => undefined });
    const params = { type: 'hot', chain: 'solana' };
    connection.receive(JSON.stringify({ action: 'subscribe', id: '1', channel: 'token_rank', data: params }));
    frames.length = 0;
    expect((await sim.engine.handle({ method: 'POST', path: '/__admin/load', body: { rate: 2000, tokens: 1000, shape: 'rank' } })).status).toBe(200);
    sim.engine.load.emit(100);
    const pushes = frames.map((f) => v.parse(serverMessageSchema, JSON.parse(f)) as { channel: string; key: string; data: unknown });
    expect(pushes).toHaveLength(2);
    for (const push of pushes) {
      expect(push.key).toBe(channelKey('token_rank', params));
      expect(v.parse(CHANNELS.tokenRank.data, push.data).tokens.length).toBeGreaterThan(0);
    }
    sim.engine.load.stop();
  });

  it("shape 'hot': the whole rate for one token, trades and price changes in turn at one walked price, valid as the market's own pushes", () => {
    const other: LoadTarget = { chain: 'solana', address: 'So1', supply: 1000, priceUsd: () => 5 };
    const h = harness([other, real]);
    h.generator.configure({ rate: 1000, tokens: 1, shape: 'hot', token: { chain: 'bsc', address: '0xabc' } });
    h.advance(1000);
    const pushes = h.frames.map((f) => v.parse(serverMessageSchema, JSON.parse(f)) as { channel: string; key: string; data: Record<string, unknown> });
    expect(pushes).toHaveLength(1000);
    const trades = pushes.filter((p) => p.channel === 'trade_history');
    const prices = pushes.filter((p) => p.channel === 'token_price_change');
    expect(trades).toHaveLength(500);
    expect(prices).toHaveLength(500);
    for (const push of trades) {
      expect(push.key).toBe(channelKey('trade_history', { chain: 'bsc', address: '0xabc' }));
      const trade = v.parse(CHANNELS.tradeHistory.data, push.data);
      expect(trade.maker).toMatch(/^0x[0-9a-f]{40}$/);
      expect(trade.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    }
    for (const push of prices) expect(v.safeParse(CHANNELS.tokenPriceChange.data, push.data).success).toBe(true);
    // Each price change repeats the trade before it: the page's tape and price agree.
    for (let i = 0; i + 1 < pushes.length; i += 2) expect(pushes[i + 1]!.data.current_price).toBe(pushes[i]!.data.price_usd);
    for (const trade of trades) expect(Math.abs(Number(trade.data.price_usd) / 2 - 1)).toBeLessThanOrEqual(0.01 + 1e-9);
    expect(() => h.generator.configure({ rate: 10, tokens: 1, shape: 'hot', token: { chain: 'eth', address: '0xnone' } })).toThrow(/not a token of the market/);
  });

  it("shape 'hot' through the admin API: the named token, an unknown one refused", async () => {
    const sim = await testSim({ admin: true });
    const token = sim.engine.market.tokens[3]!.def;
    const frames: string[] = [];
    sim.engine.hub.open({ send: (text) => frames.push(text), close: () => undefined });
    expect((await sim.engine.handle({ method: 'POST', path: '/__admin/load', body: { rate: 1000, tokens: 1, shape: 'hot', chain: token.chain, address: token.address } })).status).toBe(200);
    sim.engine.load.emit(4);
    const pushes = frames.map((f) => JSON.parse(f) as { channel: string; data: { target_token?: string; address?: string } });
    expect(pushes.map((p) => p.channel)).toEqual(['trade_history', 'token_price_change', 'trade_history', 'token_price_change']);
    for (const push of pushes) expect(push.data.target_token ?? push.data.address).toBe(token.address);
    expect((await sim.engine.handle({ method: 'POST', path: '/__admin/load', body: { rate: 1000, shape: 'hot', chain: 'solana', address: 'nope' } })).status).toBe(404);
    sim.engine.load.stop();
  });
});
