import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken } from '../testing/sim';
import { D } from './money';
import type { TestSim } from '../testing/sim';

let sim: TestSim;
const admin = (method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}) => sim.engine.handle({ method, path: `/__admin/${path}`, body });

beforeEach(async () => {
  sim = await testSim({ admin: true, accessTtlMs: 120_000 });
});

describe('admin API', () => {
  it('is absent unless enabled', async () => {
    const plain = await testSim();
    expect((await plain.engine.handle({ method: 'POST', path: '/__admin/pause', body: { paused: true } })).status).toBe(404);
  });

  it('sets a price that token info and the price channel then agree on', async () => {
    const token = await tradableToken(sim, 'solana');
    const pushes: Array<{ key?: string; data?: { current_price?: string } }> = [];
    const connection = sim.engine.hub.open({ send: (text) => pushes.push(JSON.parse(text)), close: () => undefined });
    connection.receive(JSON.stringify({ id: '1', action: 'subscribe', channel: 'token_price_change', data: { chain: 'solana', address: token.address } }));
    expect((await admin('POST', 'price', { chain: 'solana', address: token.address, price_usd: '0.123' })).status).toBe(200);
    sim.clock.advance(1000);
    await sim.engine.tick();
    const info = (await sim.call('tokenInfo', { chain: 'solana', token: token.address })).body.data as { current_price: string };
    expect(Number(info.current_price)).toBeCloseTo(0.123, 2);
    expect(pushes.filter((p) => p.data?.current_price).pop()?.data?.current_price).toBe(info.current_price);
  });

  it('with history, reprices the past too: every earlier bar moves by the same factor, and the price stays at its new level', async () => {
    const token = await tradableToken(sim, 'solana');
    const now = sim.engine.now();
    const kline = async () => (await sim.call('tokenKline', { chain: 'solana', token_address: token.address, period: 60, start_time: now - 3_600_000, end_time: now + 120_000 })).body.data as Array<{ time: number; high: string; low: string }>;
    const before = await kline();
    expect(before.length).toBeGreaterThan(10);
    const doubled = new D(token.current_price).mul(2);
    // Without history only the price moves: the earlier bars keep their level.
    await admin('POST', 'price', { chain: 'solana', address: token.address, price_usd: doubled.toFixed() });
    expect((await kline()).slice(0, -1)).toEqual(before.slice(0, -1));
    expect((await admin('POST', 'price', { chain: 'solana', address: token.address, price_usd: doubled.div(1000).toFixed(), history: true })).status).toBe(200);
    const after = await kline();
    for (const bar of before.slice(0, -1)) {
      const moved = after.find((b) => b.time === bar.time);
      expect(Number(moved?.high) / Number(bar.high), String(bar.time)).toBeCloseTo(0.001, 6);
      expect(Number(moved?.low) / Number(bar.low), String(bar.time)).toBeCloseTo(0.001, 6);
    }
    sim.clock.advance(60_000);
    await sim.engine.tick();
    const info = (await sim.call('tokenInfo', { chain: 'solana', token: token.address })).body.data as { current_price: string };
    expect(Number(info.current_price) / doubled.div(1000).toNumber()).toBeGreaterThan(0.5);
    expect(Number(info.current_price) / doubled.div(1000).toNumber()).toBeLessThan(2);
  });

  it('sets security flags that token info then shows, and sets them back', async () => {
    const token = await tradableToken(sim, 'base');
    expect(token.security_info).toMatchObject({ is_pixiu: 0 });
    const security = async () => ((await sim.call('tokenInfo', { chain: 'base', token: token.address })).body.data as { security_info: { is_pixiu: number; is_open_source: number } }).security_info;
    expect((await admin('POST', 'security', { chain: 'base', address: token.address, is_pixiu: 1, is_open_source: 0 })).body).toMatchObject({ data: { is_pixiu: 1, is_open_source: 0 } });
    expect(await security()).toMatchObject({ is_pixiu: 1, is_open_source: 0 });
    expect((await admin('POST', 'security', { chain: 'base', address: token.address, is_pixiu: 0 })).status).toBe(200);
    expect(await security()).toMatchObject({ is_pixiu: 0, is_open_source: 0 });
    expect((await admin('POST', 'security', { chain: 'base', address: token.address })).status).toBe(400);
    expect((await admin('POST', 'security', { chain: 'base', address: token.address, is_pixiu: 2 })).status).toBe(400);
    expect((await admin('POST', 'security', { chain: 'base', address: 'nope', is_pixiu: 1 })).status).toBe(404);
  });

  it('makes a holder trade on demand: the holder list and the holder_balance channel follow', async () => {
    const token = await tradableToken(sim, 'solana');
    const session = await signUp(sim, 'holders@nova.test');
    const holders = async () => ((await sim.call('holderList', { chain: 'solana', address: token.address, limit: 5 }, session.access_token)).body.data as { holder_List: Array<{ wallet: string; holding_percent: number }> }).holder_List;
    const [top] = await holders();
    const pushes: Array<{ channel?: string; data?: { wallet?: string; holding_percent?: number } }> = [];
    const connection = sim.engine.hub.open({ send: (text) => pushes.push(JSON.parse(text)), close: () => undefined });
    connection.receive(JSON.stringify({ id: '1', action: 'subscribe', channel: 'holder_balance', data: { chain: 'solana', address: token.address } }));
    const answer = await admin('POST', 'trade', { chain: 'solana', address: token.address, side: 'sell', usd: 50 });
    expect(answer.status).toBe(200);
    const after = (await holders()).find((h) => h.wallet === top?.wallet);
    expect(after?.holding_percent ?? 0).toBeLessThan(top?.holding_percent ?? 0);
    expect(pushes.filter((p) => p.channel === 'holder_balance').map((p) => p.data?.wallet)).toContain(top?.wallet);
    expect((await admin('POST', 'trade', { chain: 'solana', address: 'nope', side: 'buy', usd: 5 })).status).toBe(404);
    // Or a named simulated wallet: it buys, and appears among the holders.
    const buyer = sim.engine.market.wallets[7]!.sol;
    expect(((await admin('POST', 'trade', { chain: 'solana', address: token.address, side: 'buy', usd: 5_000, wallet: buyer })).body as { data: { wallet: string } }).data.wallet).toBe(buyer);
    expect(pushes.filter((p) => p.channel === 'holder_balance').map((p) => p.data?.wallet)).toContain(buyer);
    expect((await admin('POST', 'trade', { chain: 'solana', address: token.address, side: 'buy', usd: 5, wallet: 'So11111111111111111111111111111111111111112' })).status).toBe(404);
  });

  it('moves time forward so access tokens expire', async () => {
    const session = await signUp(sim, 'time@nova.test');
    await admin('POST', 'time', { forward_ms: 121_000 });
    expect((await sim.call('balanceList', {}, session.access_token)).body.code).toBe(0x2628174);
  });

  it('forces an error on the next matching call only', async () => {
    await admin('POST', 'fail', { path: '/token/hot/list', code: 0x26281d8, status: 401 });
    expect((await sim.call('tokenHotList', {})).body.code).toBe(0x26281d8);
    expect((await sim.call('tokenHotList', {})).status).toBe(200);
    expect((await admin('POST', 'fail', { code: 1 })).status).toBe(400);
  });

  it("tapes what is sent on a token's trade and price keys, by the market and by the load mode, in the order sent", async () => {
    const token = await tradableToken(sim, 'solana');
    const received: Array<{ channel: string; key: string; data: unknown }> = [];
    const connection = sim.engine.hub.open({ send: (text) => received.push(JSON.parse(text)), close: () => undefined });
    connection.receive(JSON.stringify({ id: '1', action: 'subscribe', channel: 'token_price_change', data: { chain: 'solana', address: token.address } }));
    const { keys } = ((await admin('POST', 'tape', { chain: 'solana', address: token.address })).body as { data: { keys: string[] } }).data;
    expect(keys).toHaveLength(2);
    received.length = 0;
    expect((await admin('POST', 'price', { chain: 'solana', address: token.address, price_usd: '0.5' })).status).toBe(200);
    sim.clock.advance(1000);
    await sim.engine.tick();
    expect((await admin('POST', 'load', { rate: 1000, tokens: 1, shape: 'hot', chain: 'solana', address: token.address })).status).toBe(200);
    sim.engine.load.emit(7);
    await admin('POST', 'load', { rate: 0 });
    const tape = ((await admin('GET', 'tape')).body as { data: { messages: Array<{ channel: string; key: string; data: unknown }>; dropped: number } }).data;
    // The socket got every taped message (the load mode sends to every socket), and nothing of those keys besides.
    expect(tape.messages).toEqual(received.filter((message) => keys.includes(message.key)));
    expect(tape.messages.filter((message) => message.channel === 'trade_history')).toHaveLength(4);
    expect(tape.dropped).toBe(0);
    expect((await admin('POST', 'tape', { chain: 'solana', address: 'nope' })).status).toBe(404);
  });

  it('drops every socket and pauses pushes', async () => {
    const closed: number[] = [];
    let received = 0;
    const a = sim.engine.hub.open({ send: () => received++, close: (code) => closed.push(code ?? 0) });
    sim.engine.hub.open({ send: () => undefined, close: (code) => closed.push(code ?? 0) });
    a.receive(JSON.stringify({ id: '1', action: 'subscribe', channel: 'native_price', data: {} }));
    await admin('POST', 'pause', { paused: true });
    const before = received;
    sim.clock.advance(3000);
    await sim.engine.tick();
    expect(received).toBe(before);
    await admin('POST', 'pause', { paused: false });
    sim.clock.advance(1000);
    await sim.engine.tick();
    expect(received).toBeGreaterThan(before);
    expect((await admin('POST', 'drop_sockets')).body).toMatchObject({ data: { dropped: 2 } });
    expect(closed).toEqual([4000, 4000]);
    expect(((await admin('GET', 'state')).body as { data: { sockets: number } }).data.sockets).toBe(0);
  });
});
