import type { LoginResult } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';
import { WALLET_EVENTS_KEPT } from './user';

const DAY = 86_400_000;
let sim: TestSim;
let session: LoginResult;

beforeEach(async () => {
  sim = await testSim({ accessTtlMs: 10 * DAY });
  session = await signUp(sim, 'user@nova.test');
});

const events = () => [...sim.engine.state.walletEvents.values()].filter((e) => e.user_id === session.user.user_id);

describe('wallet events', () => {
  it('stores each event for the user and answers recorded', async () => {
    const event = { event: 'switch_chain', wallet_type: 'metamask', chain: 'base', address: '0x52908400098527886E0F7030069857D2E4169EE7', chain_id: 8453 };
    const response = await sim.call('userWalletEvent', event, session.access_token);
    expect(response.body.data).toEqual({ recorded: true });
    expect(events()).toEqual([expect.objectContaining({ ...event, created_at: sim.clock.now() })]);
  });

  it('refuses an unknown event, an invalid address and a missing token, storing nothing', async () => {
    const valid = { event: 'connect', wallet_type: 'phantom', chain: 'solana', address: session.user.sol_address };
    const unknown = await sim.call('userWalletEvent', { ...valid, event: 'explode' }, session.access_token);
    expect([unknown.status, unknown.body.message]).toEqual([400, expect.stringMatching(/event/)]);
    const address = await sim.call('userWalletEvent', { ...valid, address: '0x52908400098527886E0F7030069857D2E4169EE7' }, session.access_token);
    expect([address.status, address.body.message]).toEqual([400, 'address: not a valid Solana address']);
    expect((await sim.call('userWalletEvent', valid)).status).toBe(401);
    expect(events()).toEqual([]);
  });

  it(`keeps the latest ${WALLET_EVENTS_KEPT} events of a user`, async () => {
    for (let i = 0; i < WALLET_EVENTS_KEPT + 5; i++) {
      sim.clock.advance(1000);
      await sim.call('userWalletEvent', { event: i % 2 ? 'connect' : 'disconnect', wallet_type: 'phantom', chain: 'solana', address: session.user.sol_address }, session.access_token);
    }
    const kept = events().map((e) => e.created_at);
    expect(kept).toHaveLength(WALLET_EVENTS_KEPT);
    expect(Math.max(...kept)).toBe(sim.clock.now());
    expect(Math.min(...kept)).toBe(sim.clock.now() - (WALLET_EVENTS_KEPT - 1) * 1000);
  });
});

describe('wallet balance history', () => {
  const usdOf = (list: Array<{ chain: string; token_value: string }>, chains: string[]) => list.filter((a) => chains.includes(a.chain)).reduce((sum, a) => sum + Number(a.token_value), 0);

  it('gives one point per day since sign-up, replaying the trades after each point', async () => {
    const token = await tradableToken(sim, 'solana');
    sim.clock.advance(1.5 * DAY);
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '1', slippage: 0.5 }, session.access_token);
    sim.clock.advance(DAY);
    const history = (await sim.call('walletBalanceHistory', { wallet: session.user.sol_address }, session.access_token)).body.data as { list: Array<{ time: number; total_balance_usd: string }>; total: number };
    const now = sim.clock.now();
    expect([history.total, history.list.map((p) => p.time)]).toEqual([3, [now, now - DAY, now - 2 * DAY]]);

    const assets = ((await sim.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ chain: string; token: string; balance: string; token_value: string }> }).list;
    expect(Number(history.list[0]?.total_balance_usd)).toBeCloseTo(usdOf(assets, ['solana']), 4);
    const solUsd = sim.engine.market.nativeUsd('solana').toNumber();
    const nativeNow = Number(assets.find((a) => a.token === '')?.balance);
    const [trade] = [...sim.engine.state.trades.values()].filter((t) => t.user_id === session.user.user_id);
    const withoutToken = nativeNow * solUsd + 1000;
    const state = sim.engine.market.find('solana', token.address);
    const tokenThen = Number(trade?.amount) * (state?.tape.priceBefore(now - DAY) ?? NaN);
    expect(Number(history.list[1]?.total_balance_usd)).toBeCloseTo(withoutToken + tokenThen, 4);
    expect(Number(history.list[2]?.total_balance_usd)).toBeCloseTo((nativeNow + Number(trade?.native_amount)) * solUsd + 1000, 4);

    const page = (await sim.call('walletBalanceHistory', { wallet: session.user.sol_address, offset: 2 }, session.access_token)).body.data as { list: Array<{ time: number }>; total: number };
    expect([page.total, page.list.map((p) => p.time)]).toEqual([3, [now - 2 * DAY]]);
  });

  it('sums every EVM chain for the EVM wallet and refuses a wallet that is not the user\'s', async () => {
    const history = (await sim.call('walletBalanceHistory', { wallet: session.user.evm_address?.toUpperCase().replace('0X', '0x') }, session.access_token)).body.data as { list: Array<{ total_balance_usd: string }> };
    const assets = ((await sim.call('balanceList', {}, session.access_token)).body.data as { list: Array<{ chain: string; token_value: string }> }).list;
    expect(Number(history.list[0]?.total_balance_usd)).toBeCloseTo(usdOf(assets, ['bsc', 'eth', 'base', 'gatelayer']), 4);
    const other = await sim.call('walletBalanceHistory', { wallet: sim.engine.market.wallets[0]?.sol }, session.access_token);
    expect([other.status, other.body.message]).toEqual([400, 'wallet: not one of your wallets']);
    expect((await sim.call('walletBalanceHistory', { wallet: session.user.sol_address, limit: 101 }, session.access_token)).status).toBe(400);
  });
});
