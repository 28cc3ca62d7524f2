import type { LoginResult, OrderResult, Token } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken, walletSignIn } from '../../testing/sim';
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

describe('dust: an order whose proceeds would not cover its fees', () => {
  const held = async (address: string) =>
    ((await sim.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list.find((a) => a.token === address)?.balance ?? '0';

  it('a sell of one smallest unit is refused with 1000, charging nothing', async () => {
    const token = await tradableToken(sim, 'solana');
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5 }, session.access_token);
    const [native, tokens] = [await solBalance(), await held(token.address)];
    const oneUnit = `0.${'0'.repeat(token.decimals - 1)}1`;
    const sold = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: token.address, token_out: '', token_amount: oneUnit, slippage: 0.5 }, session.access_token);
    expect(sold.body.code).toBe(1000);
    expect(sold.body.message).toMatch(/fees/);
    expect([await solBalance(), await held(token.address), await history()]).toEqual([native, tokens, 1]);
  });

  it('a quick sell and a buy worth less than the network fee are refused too', async () => {
    const token = await tradableToken(sim, 'solana');
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5 }, session.access_token);
    const quick = await sim.call('tradeOrderCreate', { type: 'market', side: 'sell', baseAddress: token.address, amount: '1', chain: 'solana', slippage: 0.5 }, session.access_token);
    const buy = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.00002', slippage: 0.5 }, session.access_token);
    expect([quick.body.code, buy.body.code]).toEqual([1000, 1000]);
    expect(await history()).toBe(1);
  });

  it('limit, take-profit and stop-loss orders worth less than their fees at their target are refused at creation', async () => {
    const token = await tradableToken(sim, 'solana');
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5 }, session.access_token);
    const create = (sub: 'limit' | 'take_profit' | 'stop_loss', order: Record<string, unknown>) =>
      sim.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: sub, order_data: { side: sub === 'limit' ? 'buy' : 'sell', ...order } }, session.access_token);
    const limit = await create('limit', { quote_investment: '0.002', target_price_usd: '0.0000001', priority_fee: '0.005' });
    const state = sim.engine.market.find('solana', token.address);
    if (!state) throw new Error('the token is not in the market');
    const price = sim.engine.market.priceUsd(state);
    // A twentieth of 0.1 SOL of tokens at twice the price is about 0.01 SOL, under a 0.05 SOL priority fee.
    const tp = await create('take_profit', { quote_investment: String(Number(await held(token.address)) / 20), target_price_usd: price.mul(2).toFixed(), priority_fee: '0.05' });
    const sl = await create('stop_loss', { quote_investment: await held(token.address), target_price_usd: '0.000000000000001' });
    expect([limit.body.code, tp.body.code, sl.body.code]).toEqual([1000, 1000, 1000]);
    expect(((await sim.call('limitOrderList', {}, session.access_token)).body.data as { total: number }).total).toBe(0);
  });
});

describe('simulated sell: a flagged order on a token that cannot be sold', () => {
  const honeypot = () => {
    const found = sim.engine.market.tokens.find((t) => t.def.chain === 'solana' && t.def.security.is_pixiu === 1);
    if (!found) throw new Error('no honeypot on solana');
    return found.def.address;
  };

  it('refuses a custodial buy with 5003 when the simulation is on, and fills it when off', async () => {
    const order = (simulate: boolean) =>
      sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: honeypot(), token_amount: '0.01', slippage: 1, simulation_detection_open: simulate }, session.access_token);
    const flagged = await order(true);
    expect(flagged.body.code).toBe(5003);
    expect(flagged.body.message).toMatch(/cannot be sold/);
    expect(await history()).toBe(0);
    expect((await order(false)).body.code).toBe(0);
  });

  it('refuses a flagged limit buy on it at creation', async () => {
    const response = await sim.call('limitOrderCreate', { base_token: honeypot(), chain: 'solana', simulation_detection_open: true, order_data: { quote_investment: '0.01', side: 'buy', target_price_usd: '0.0000001' } }, session.access_token);
    expect(response.body.code).toBe(5003);
  });

  it('a wallet login sees the simulation in the quote, and its flagged build is refused before anything is signed', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const request = { chain: 'solana', token_in: '', token_out: honeypot(), token_amount: '0.01', slippage: 1, wallet_address: wallet.address };
    const quote = await sim.call('tradeQuote', { ...request, simulation_detection_open: true }, wallet.session.access_token);
    expect(quote.body.data).toMatchObject({ simulation_detection_result: { is_honeypot: true, can_sell: false } });
    const build = await sim.call('tradeBuild', { ...request, quote_data: (quote.body.data as { quote_data: { quote_id: string } }).quote_data }, wallet.session.access_token);
    expect(build.body.code).toBe(5003);
  });
});
