import { serverMessageSchema, CHANNELS } from '@nova/shared-contracts';
import { describe, expect, it } from 'vitest';
import { testSim } from '../../testing/sim';
import { LOAD_BEAT_MS, LoadGenerator, parseLoadOption } from './load';
import type { LoadDeps, LoadTarget } from './load';

function harness(targets: LoadTarget[] = []) {
  const frames: string[] = [];
  let now = 1_000_000;
  let tick: (() => void) | undefined;
  let sockets = 2;
  const deps: LoadDeps = {
    sink: { broadcast: (text) => (frames.push(text), sockets) },
    targets: () => targets,
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
    const pushes = h.frames.map((f) => serverMessageSchema.parse(JSON.parse(f)) as { channel: string; key: string; data: unknown });
    for (const push of pushes) {
      expect(push.channel).toBe('token_price_change');
      expect(CHANNELS.tokenPriceChange.data.safeParse(push.data).success).toBe(true);
    }
    const own = pushes.filter((p) => (p.data as { address: string }).address === '0xabc').map((p) => Number((p.data as { current_price: string }).current_price));
    expect(own.length).toBeGreaterThan(300);
    expect(new Set(own).size).toBeGreaterThan(1); // it moves
    for (const price of own) expect(Math.abs(price / 2 - 1)).toBeLessThanOrEqual(0.01 + 1e-9);
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
});
