import type { Token } from '@nova/shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let token: Token;
let bearer: string;

beforeAll(async () => {
  sim = await testSim();
  token = await tradableToken(sim, 'solana');
  bearer = (await signUp(sim, 'search@nova.test')).access_token;
  sim.clock.advance(60_000);
});

describe('search, holders and activity', () => {
  it('finds a token by part of its symbol and by its address, and nothing for gibberish', async () => {
    const bySymbol = (await sim.call('tokenSearch', { keyword: token.symbol.slice(0, 3).toLowerCase(), chain: 'solana' })).body.data as { token_info: { tokens: Token[] } };
    expect(bySymbol.token_info.tokens.map((t) => t.address)).toContain(token.address);
    const byAddress = (await sim.call('tokenSearchMultiChain', { keyword: token.address.slice(0, 10) })).body.data as { token_info: { tokens: Token[] } };
    expect(byAddress.token_info.tokens.map((t) => t.address)).toEqual([token.address]);
    const none = (await sim.call('tokenSearch', { keyword: 'zzqqxx' })).body.data as { token_info: { tokens: Token[] }; wallet_info: unknown[] };
    expect([none.token_info.tokens.length, none.wallet_info.length]).toEqual([0, 0]);
  });

  it('filters lists by the spec names of the rank filters over an interval', async () => {
    const all = (await sim.call('tokenHotList', { chain: 'solana', limit: 200 })).body.data as { tokens: Token[] };
    const busy = (await sim.call('tokenHotList', { chain: 'solana', limit: 200, min_tx_count: 5, interval: '1m' })).body.data as { tokens: Token[] };
    expect(busy.tokens.length).toBeGreaterThan(0);
    expect(busy.tokens.length).toBeLessThan(all.tokens.length);
    const pump = (await sim.call('tokenNewList', { dex_p: 'Pump.fun', limit: 200 })).body.data as { tokens: Token[] };
    expect(new Set(pump.tokens.map((t) => t.platform_name))).toEqual(new Set(['Pump.fun']));
  });

  it('finds a simulated wallet by address prefix with its tags', async () => {
    const wallet = sim.engine.market.wallets[5];
    const found = (await sim.call('tokenSearch', { keyword: wallet?.sol.slice(0, 8) ?? '' })).body.data as { wallet_info: Array<{ wallet_monitor_address: string; tags: string[] }> };
    expect(found.wallet_info[0]).toMatchObject({ wallet_monitor_address: wallet?.sol, tags: wallet?.tags });
  });

  it('lists holders by holding percent, largest first', async () => {
    const holders = ((await sim.call('holderList', { address: token.address, chain: 'solana' }, bearer)).body.data as { holder_List: Array<{ holding_percent: number }> }).holder_List;
    expect(holders.length).toBeGreaterThan(3);
    expect(holders.map((h) => h.holding_percent)).toEqual([...holders.map((h) => h.holding_percent)].sort((a, b) => b - a));
  });

  it('filters activity by wallet tag and keeps the newest first', async () => {
    const page = (await sim.call('tokenActivity', { chain: 'solana', token_address: token.address, tab: 'whale' })).body.data as { list: Array<{ tags: string[]; trade_timestamp: number }> };
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((row) => row.tags.includes('whale'))).toBe(true);
    const times = page.list.map((row) => row.trade_timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('token tabs', () => {
  it('answers history with the latest trades, holders with the top holders and positions with the caller\'s own', async () => {
    const tabs = (category?: string) => sim.call('tokenTabs', { chain: token.chain, token: token.address, limit: 5, ...(category ? { category } : {}) }, bearer).then((r) => r.body.data as { category: string; list: Array<Record<string, unknown>> });
    const history = await tabs();
    const activity = (await sim.call('tokenActivity', { chain: token.chain, token_address: token.address, page_size: 5 })).body.data as { list: unknown[] };
    expect(history).toEqual({ category: 'history', list: activity.list });
    const holders = await tabs('holders');
    const top = (await sim.call('holderList', { address: token.address, chain: token.chain, limit: 5 }, bearer)).body.data as { holder_List: unknown[] };
    expect(holders).toEqual({ category: 'holders', list: top.holder_List });
    expect(await tabs('positions')).toEqual({ category: 'positions', list: [] });
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5 }, bearer);
    const positions = await tabs('positions');
    expect(positions.list.map((p) => [p.token_address, Number(p.balance) > 0])).toEqual([[token.address, true]]);
  });

  it('refuses an unknown category with 400 and an unknown token with 404', async () => {
    const bad = await sim.call('tokenTabs', { chain: token.chain, token: token.address, category: 'trades' }, bearer);
    expect([bad.status, bad.body.code]).toEqual([400, 400]);
    expect(bad.body.message).toMatch(/category/);
    expect((await sim.call('tokenTabs', { chain: 'solana', token: 'NoSuchToken1111' }, bearer)).status).toBe(404);
  });
});
