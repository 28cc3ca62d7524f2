import type { LoginResult, OrderResult, Token } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let session: LoginResult;

beforeEach(async () => {
  sim = await testSim({ admin: true });
  session = await signUp(sim, 'orders@nova.test');
});

const solBalance = async (chain: 'solana' | 'gatelayer' = 'solana'): Promise<string> => {
  const list = ((await sim.call('balanceList', { chain }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list;
  return list.find((a) => a.token === '')?.balance ?? '0';
};
const history = async () => ((await sim.call('userTokenHistory', {}, session.access_token)).body.data as { total: number }).total;

describe('order create: idempotency key', () => {
  let token: Token;
  beforeEach(async () => {
    token = await tradableToken(sim, 'solana');
  });
  const buy = (headers: Record<string, string>, amount = '0.1') =>
    sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: amount, slippage: 0.5 }, session.access_token, headers);

  it('a repeated request with the same key places one order and answers the first result', async () => {
    const first = await buy({ 'idempotency-key': 'k-1' });
    const before = await solBalance();
    const second = await buy({ 'idempotency-key': 'k-1' });
    expect(first.body.code).toBe(0);
    expect(second.body.code).toBe(0);
    expect((second.body.data as OrderResult).tx_hash).toBe((first.body.data as OrderResult).tx_hash);
    expect(await solBalance()).toBe(before);
    expect(await history()).toBe(1);
  });

  it('concurrent requests with one key place one order', async () => {
    const answers = await Promise.all([buy({ 'idempotency-key': 'k-2' }), buy({ 'idempotency-key': 'k-2' }), buy({ 'idempotency-key': 'k-2' })]);
    expect(new Set(answers.map((a) => (a.body.data as OrderResult).tx_hash)).size).toBe(1);
    expect(await history()).toBe(1);
  });

  it('different keys (or none) are different orders', async () => {
    await buy({ 'idempotency-key': 'k-3' });
    await buy({ 'idempotency-key': 'k-4' });
    await buy({});
    expect(await history()).toBe(3);
  });

  it('refuses a key reused for another order', async () => {
    await buy({ 'idempotency-key': 'k-5' });
    const other = await buy({ 'idempotency-key': 'k-5' }, '0.2');
    expect(other.body.code).toBe(400);
    expect(other.body.message).toMatch(/idempotency key/);
    expect(await history()).toBe(1);
  });

  it('a failed order does not bind its key: the corrected retry executes', async () => {
    expect((await buy({ 'idempotency-key': 'k-6' }, '50')).body.code).toBe(1001);
    expect(await history()).toBe(0);
    expect((await buy({ 'idempotency-key': 'k-6' }, '0.1')).body.code).toBe(0);
    expect(await history()).toBe(1);
  });
});

describe('order create: what the form refuses', () => {
  it('refuses an amount below the smallest unit of SOL, charging nothing', async () => {
    const token = await tradableToken(sim, 'solana');
    const before = await solBalance();
    for (const amount of ['1e-400', '0.0000000001']) {
      const response = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: amount, slippage: 0.5 }, session.access_token);
      expect(response.body.code).toBe(1000);
    }
    expect(await solBalance()).toBe(before);
    expect(await history()).toBe(0);
  });

  it('floors a buy to the native decimals', async () => {
    const token = await tradableToken(sim, 'solana');
    const response = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1000000009', slippage: 0.5 }, session.access_token);
    expect((response.body.data as OrderResult).amount_in).toBe('0.1');
  });

  it('refuses a sell below the token smallest unit', async () => {
    const token = await tradableToken(sim, 'solana');
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5 }, session.access_token);
    const tiny = `0.${'0'.repeat(token.decimals)}1`;
    const response = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: token.address, token_out: '', token_amount: tiny, slippage: 0.5 }, session.access_token);
    expect(response.body.code).toBe(1000);
  });

  it('gatelayer buys are 0.01 to 350 GT (market-low, market-exceed)', async () => {
    const token = await tradableToken(sim, 'gatelayer');
    const buy = (amount: string) => sim.call('tradeOrderCreate', { chain: 'gatelayer', token_in: '', token_out: token.address, token_amount: amount, slippage: 0.5 }, session.access_token);
    const low = await buy('0.009');
    expect(low.body.code).toBe(400);
    expect(low.body.message).toMatch(/market-low/);
    const high = await buy('350.01');
    expect(high.body.code).toBe(400);
    expect(high.body.message).toMatch(/market-exceed/);
    expect((await buy('0.01')).body.code).not.toBe(400);
    const quick = await sim.call('tradeOrderCreate', { type: 'market', side: 'buy', baseAddress: token.address, amount: '0.005', chain: 'gatelayer' }, session.access_token);
    expect(quick.body.message).toMatch(/market-low/);
  });
});

describe('order create: slippage', () => {
  it('bounds the price move, not the pool fee: 0.3 % (auto) fits a small buy on a 1 % fee curve', async () => {
    const curve = sim.engine.market.tokens.find((t) => t.def.chain === 'solana' && t.def.security.is_pixiu === 0 && t.pool.feeRate.gte(0.01) && sim.engine.market.liquidityUsd(t).gt(20_000));
    if (!curve) throw new Error('no liquid curve token on solana');
    const order = (amount: string) => sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: curve.def.address, token_amount: amount, slippage: 0.003 }, session.access_token);
    expect((await order('0.01')).body.code).toBe(0);
    expect((await order('9')).body.code).toBe(5002);
  });
});

describe('order create: sell all', () => {
  it('selling the whole balance leaves no dust below the smallest unit', async () => {
    const token = await tradableToken(sim, 'solana');
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5 }, session.access_token);
    const held = ((await sim.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list.find((a) => a.token === token.address);
    expect(held).toBeDefined();
    const sold = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: token.address, token_out: '', token_amount: held?.balance, slippage: 0.5 }, session.access_token);
    expect(sold.body.code).toBe(0);
    const after = ((await sim.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list.find((a) => a.token === token.address);
    expect(after === undefined || Number(after.balance) === 0).toBe(true);
  });
});
