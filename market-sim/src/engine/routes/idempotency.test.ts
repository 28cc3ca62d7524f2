import type { LimitOrder, LoginResult, OrderResult, Token } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptPersistence, signUp, testSim, tradableToken, walletSignIn } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';
import type { Persistence } from '../store';
import { IDEMPOTENCY_TTL_MS } from '../idempotency';

let persistence: Persistence;
let sim: TestSim;
let session: LoginResult;
let token: Token;

beforeEach(async () => {
  persistence = keptPersistence();
  sim = await testSim({ persistence });
  session = await signUp(sim, 'replay@nova.test');
  token = await tradableToken(sim, 'solana');
});

const key = (value: string) => ({ 'idempotency-key': value });
const buy = (on: TestSim, headers: Record<string, string>) =>
  on.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5 }, session.access_token, headers);
const limitBuy = (on: TestSim, headers: Record<string, string>) =>
  on.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: 'limit', order_data: { quote_investment: '0.05', side: 'buy', target_price_usd: '0.0000001' } }, session.access_token, headers);
const orders = async (on: TestSim) => ((await on.call('limitOrderList', { chain: 'solana' }, session.access_token)).body.data as { order_list: LimitOrder[] }).order_list;
const solBalance = async (on: TestSim) =>
  ((await on.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list.find((a) => a.token === '')?.balance;
const trades = async (on: TestSim, as = session) => ((await on.call('userTokenHistory', {}, as.access_token)).body.data as { total: number }).total;
/** The same data, opened by a new engine: the sim after a restart. */
const restart = () => testSim({ persistence });

describe('idempotency of every order-creating call', () => {
  it('keeps a key for a day: then it answers nothing and leaves the store as new keys come', async () => {
    await limitBuy(sim, key('old'));
    sim.clock.advance(IDEMPOTENCY_TTL_MS);
    // A day on, the first session has run out: another user's order writes the next key.
    session = await signUp(sim, 'next-day@nova.test');
    expect((await limitBuy(sim, key('new'))).body.code).toBe(0);
    const kept = [...sim.engine.state.idempotency.entries()].map(([id]) => id.split('|').at(-1));
    expect(kept).toEqual(['new']);
  });

  it('a limit order created twice with one key is one order, and the repeat answers its id', async () => {
    const first = await limitBuy(sim, key('limit-1'));
    const second = await limitBuy(sim, key('limit-1'));
    expect(first.body.code).toBe(0);
    expect(second.body.data).toEqual(first.body.data);
    expect(await orders(sim)).toHaveLength(1);
  });

  it('a take-profit and a stop-loss created twice with their keys are one each', async () => {
    await buy(sim, {});
    const held = (await sim.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> };
    const amount = String(Number(held.list.find((a) => a.token === token.address)?.balance) / 2);
    const exit = (sub: 'take_profit' | 'stop_loss', target: string) =>
      sim.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: sub, order_data: { quote_investment: amount, side: 'sell', target_price_usd: target } }, session.access_token, key(`exit-${sub}`));
    const tp = [await exit('take_profit', '1000'), await exit('take_profit', '1000')];
    const state = sim.engine.market.find('solana', token.address);
    if (!state) throw new Error('the token is not in the market');
    const below = sim.engine.market.priceUsd(state).div(2).toFixed();
    const sl = [await exit('stop_loss', below), await exit('stop_loss', below)];
    expect(sl[0]?.body.code).toBe(0);
    expect(tp[1]?.body.data).toEqual(tp[0]?.body.data);
    expect(sl[1]?.body.data).toEqual(sl[0]?.body.data);
    expect(await orders(sim)).toHaveLength(2);
  });

  it('a cancel sent twice with one key answers the first result, not "only pending orders"', async () => {
    const { order_id } = (await limitBuy(sim, {})).body.data as { order_id: string };
    const first = await sim.call('limitOrderCancel', { order_id, chain: 'solana' }, session.access_token, key('cancel-1'));
    const second = await sim.call('limitOrderCancel', { order_id, chain: 'solana' }, session.access_token, key('cancel-1'));
    expect(first.body).toMatchObject({ code: 0, data: { order_id, cancelled: true } });
    expect(second.body).toEqual(first.body);
  });

  it('a wallet submit sent twice with one key settles once and answers the first result', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const quote = (await sim.call('tradeQuote', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5, wallet_address: wallet.address }, wallet.session.access_token)).body.data as { quote_data: { quote_id: string } };
    const build = (await sim.call('tradeBuild', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5, wallet_address: wallet.address, quote_data: quote.quote_data }, wallet.session.access_token)).body.data as { build_id: string; serialized_tx: string };
    const first = await wallet.submit(build, key('submit-1'));
    const second = await wallet.submit(build, key('submit-1'));
    expect(first.body.code).toBe(0);
    expect(second.body).toEqual(first.body);
    expect(await trades(sim, wallet.session)).toBe(1);
  });
});

describe('idempotency keys survive a restart of the sim', () => {
  it('a market order replayed after a restart answers the first result and places no second order', async () => {
    const first = await buy(sim, key('lost-answer-1'));
    expect(first.body.code).toBe(0);
    const balance = await solBalance(sim);
    const after = await restart();
    const replay = await buy(after, key('lost-answer-1'));
    expect((replay.body.data as OrderResult).tx_hash).toBe((first.body.data as OrderResult).tx_hash);
    // The restarted engine draws the same hashes from the seed: the balance shows a second order.
    expect(await solBalance(after)).toBe(balance);
    expect(await trades(after)).toBe(1);
  });

  it('a limit order replayed after a restart is still one order', async () => {
    const first = await limitBuy(sim, key('lost-answer-2'));
    const after = await restart();
    const replay = await limitBuy(after, key('lost-answer-2'));
    expect(replay.body.data).toEqual(first.body.data);
    expect(await orders(after)).toHaveLength(1);
  });

  it('a replay with another body after a restart is still refused', async () => {
    await buy(sim, key('lost-answer-3'));
    const balance = await solBalance(sim);
    const after = await restart();
    const other = await after.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.2', slippage: 0.5 }, session.access_token, key('lost-answer-3'));
    expect(other.body.code).toBe(400);
    expect(await solBalance(after)).toBe(balance);
  });
});
