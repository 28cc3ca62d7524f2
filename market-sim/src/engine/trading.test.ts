import { ORDER_STATUS } from '@nova/shared-contracts';
import type { LimitOrder, LoginResult, OrderResult, Position, Token } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken, walletSignIn } from '../testing/sim';
import type { TestSim } from '../testing/sim';
import { D } from './money';
import type { Dec } from './money';

let sim: TestSim;
let session: LoginResult;
let token: Token;

beforeEach(async () => {
  sim = await testSim({ admin: true });
  session = await signUp(sim, 'trader@nova.test');
  token = await tradableToken(sim, 'solana');
});

const buy = (amount: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: amount, slippage: 0.5, ...extra }, session.access_token, headers);
const sell = (amount: string, extra: Record<string, unknown> = {}) => sim.call('tradeOrderCreate', { chain: 'solana', token_in: token.address, token_out: '', token_amount: amount, slippage: 0.5, ...extra }, session.access_token);
const admin = (path: string, body: Record<string, unknown>) => sim.engine.handle({ method: 'POST', path: `/__admin/${path}`, body });
const solBalance = async (): Promise<string> => {
  const list = ((await sim.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list;
  return list.find((a) => a.token === '')?.balance ?? '0';
};
const position = async (): Promise<Position | undefined> =>
  ((await sim.call('holdsList', { chain: 'solana' }, session.access_token)).body.data as { list: Position[] }).list.find((p) => p.token_address === token.address);

describe('order codes by their conditions', () => {
  it('1000 for a zero amount', async () => expect((await buy('0')).body.code).toBe(1000));
  it('1001 for more than the balance', async () => expect((await buy('10.5')).body.code).toBe(1001));
  it('1002 when the native balance is below the priority fee', async () => expect((await buy('0.1', { priority_fee: '20' })).body.code).toBe(1002));
  it('1003 when the native balance is below the tip', async () => expect((await buy('0.1', { protection_tip_amount: '20' })).body.code).toBe(1003));
  it('5000 for slippage under 0.1%', async () => expect((await buy('0.1', { slippage: 0.0005 })).body.code).toBe(5000));
  it('5000 for an EVM priority gas price under the network low', async () => {
    const eth = await tradableToken(sim, 'eth');
    const response = await sim.call('tradeOrderCreate', { chain: 'eth', token_in: '', token_out: eth.address, token_amount: '0.01', slippage: 0.5, evm_pri_wei_per_gas: 1 }, session.access_token);
    expect(response.body.code).toBe(5000);
  });
  it('5001 when the amount plus fees exceeds the balance', async () => expect((await buy('10')).body.code).toBe(5001));
  it('5002 when the price impact exceeds the slippage', async () => expect((await buy('5', { slippage: 0.002 })).body.code).toBe(5002));
  it('5003 when selling a honeypot', async () => {
    const honeypot = sim.engine.market.tokens.find((t) => t.def.chain === 'solana' && t.def.security.is_pixiu === 1);
    if (!honeypot) throw new Error('no honeypot');
    const bought = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: honeypot.def.address, token_amount: '0.01', slippage: 1 }, session.access_token);
    expect(bought.status).toBe(200);
    const sold = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: honeypot.def.address, token_out: '', token_amount: (bought.body.data as OrderResult).amount_out, slippage: 1 }, session.access_token);
    expect(sold.body.code).toBe(5003);
  });
  it('5004 for a frozen account', async () => {
    await admin('user', { user: 'trader@nova.test', frozen: true });
    expect((await buy('0.1')).body.code).toBe(5004);
  });
  it('5070 when a first buy would leave less SOL than the account rent', async () => expect((await buy('9.9995', { slippage: 1 })).body.code).toBe(5070));
  it('105 on a pair with low liquidity', async () => {
    const thin = sim.engine.market.tokens.find((t) => t.def.chain === 'solana' && sim.engine.market.liquidityUsd(t).lt(1000));
    if (!thin) throw new Error('no thin pool');
    const response = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: thin.def.address, token_amount: '0.01', slippage: 1 }, session.access_token);
    expect(response.body.code).toBe(105);
  });
  it('403001 for a limit order under 0.001 SOL', async () => {
    const response = await sim.call('limitOrderCreate', { base_token: token.address, chain: 'solana', order_data: { quote_investment: '0.0005', side: 'buy', target_price_usd: '0.000001' } }, session.access_token);
    expect(response.body.code).toBe(403001);
  });
  it('407001 for a flagged device, and nothing is spent', async () => {
    const response = await buy('0.1', {}, { 'x-device-id': 'flagged-device-1' });
    expect([response.status, response.body.code]).toEqual([403, 407001]);
    expect(await solBalance()).toBe('10');
  });
  it('405009 when a wallet login asks for a custodial market order: its funds are in its wallet', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const response = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', slippage: 0.5 }, wallet.session.access_token);
    expect(response.body.code).toBe(405009);
  });
  it('405009 when a wallet login asks for a limit order', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const response = await sim.call('limitOrderCreate', { base_token: token.address, chain: 'solana', order_data: { quote_investment: '0.1', side: 'buy', target_price_usd: '1' } }, wallet.session.access_token);
    expect(response.body.code).toBe(405009);
  });
});

describe('market orders', () => {
  it('charge exactly the priority fee and the tip sent, on top of the network fee', async () => {
    const before = new D(await solBalance());
    const result = (await buy('0.1', { priority_fee: '0.0002', protection_tip_amount: '0.0001' })).body.data as OrderResult;
    expect(result.fee).toBe('0.000325');
    expect(before.minus(await solBalance()).toFixed()).toBe('0.100325');
    const { events } = (await sim.call('userTokenHistory', {}, session.access_token)).body.data as { events: Array<{ tx_hash: string; fee?: string }> };
    expect(events.map((e) => [e.tx_hash, e.fee])).toEqual([[result.tx_hash, '0.000325']]);
  });
  it('spend the amount plus the network fee and credit what the pool paid out', async () => {
    const result = (await buy('1')).body.data as OrderResult;
    expect(result.fee).toBe('0.000025');
    expect(await solBalance()).toBe('8.999975');
    expect((await position())?.balance).toBe(result.amount_out);
  });

  it('never double-spend under 50 concurrent orders: exact final balances', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => buy('0.3', { slippage: 1 })));
    const ok = results.filter((r) => r.status === 200);
    const failed = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(33);
    expect(new Set(failed.map((r) => r.body.code))).toEqual(new Set([1001]));
    expect(await solBalance()).toBe(new D(10).minus(new D('0.300025').mul(33)).toFixed());
    const bought = ok.reduce((sum, r) => sum.plus((r.body.data as OrderResult).amount_out), new D(0));
    expect(new D((await position())?.balance ?? 0).toDecimalPlaces(9).toFixed()).toBe(bought.toDecimalPlaces(9).toFixed());
  });

  it('credits whole smallest units of the token, so selling the balance shown leaves nothing', async () => {
    expect((await buy('0.05')).status).toBe(200);
    const held = String((await position())?.balance ?? '0');
    expect(D(held).decimalPlaces()).toBeLessThanOrEqual(token.decimals);
    expect((await sell(String(held))).status).toBe(200);
    expect(await position()).toBeUndefined();
  });

  it('averages the cost of two buys and books realised PnL on a sell', async () => {
    const solUsd = new D(sim.engine.market.nativeUsd('solana'));
    const first = (await buy('1')).body.data as OrderResult;
    await admin('price', { chain: 'solana', address: token.address, price_usd: new D(first.price_usd).mul(2).toFixed() });
    const second = (await buy('1')).body.data as OrderResult;
    const tokens = new D(first.amount_out).plus(second.amount_out);
    const avg = solUsd.mul(2).div(tokens);
    const held = await position();
    expect(Number(held?.buy_avg_price)).toBeCloseTo(avg.toNumber(), 10);
    const sold = (await sell(new D(first.amount_out).toFixed())).body.data as OrderResult;
    const realised = new D(sold.amount_out).mul(solUsd).minus(avg.mul(first.amount_out));
    expect(Number((await position())?.profile)).toBeCloseTo(realised.toNumber(), 4);
  });

  it('marks a break-even sell so the position shows is_break_even', async () => {
    const first = (await buy('1')).body.data as OrderResult;
    await admin('price', { chain: 'solana', address: token.address, price_usd: new D(first.price_usd).mul(3).toFixed() });
    expect((await position())?.is_break_even).toBe(false);
    const amount = new D(first.amount_out).div(3).mul(1.05).toDecimalPlaces(6).toFixed();
    expect((await sell(amount, { is_break_even: true })).status).toBe(200);
    expect((await position())?.is_break_even).toBe(true);
  });
});

describe('limit and take-profit/stop-loss orders', () => {
  const create = (side: 'buy' | 'sell', kind: string, amount: string, target: Dec) =>
    sim.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: kind, order_data: { quote_investment: amount, side, target_price_usd: target.toFixed() } }, session.access_token);
  const orders = async (): Promise<LimitOrder[]> => ((await sim.call('limitOrderList', { chain: 'solana' }, session.access_token)).body.data as { order_list: LimitOrder[] }).order_list;

  it('trigger when the price crosses their target, and notify', async () => {
    const received: Array<{ channel?: string; data?: { order_id?: string; errorCode?: number } }> = [];
    const connection = sim.engine.hub.open({ send: (text) => received.push(JSON.parse(text)), close: () => undefined });
    connection.receive(JSON.stringify({ id: '1', action: 'subscribe', channel: 'order_notification', data: {}, access_token: session.access_token }));
    const bought = (await buy('1')).body.data as OrderResult;
    const price = new D(bought.price_usd);
    const half = new D(bought.amount_out).div(2).toDecimalPlaces(6).toFixed();
    const limit = ((await create('buy', 'limit', '0.5', price.mul(0.8))).body.data as { order_id: string }).order_id;
    const stop = ((await create('sell', 'stop_loss', half, price.mul(0.5))).body.data as { order_id: string }).order_id;
    const take = ((await create('sell', 'take_profit', half, price.mul(1.5))).body.data as { order_id: string }).order_id;
    const status = async (id: string) => (await orders()).find((o) => o.order_id === id)?.status;

    await admin('price', { chain: 'solana', address: token.address, price_usd: price.mul(0.75).toFixed() });
    expect([await status(limit), await status(stop), await status(take)]).toEqual([ORDER_STATUS.Success, ORDER_STATUS.Pending, ORDER_STATUS.Pending]);
    await admin('price', { chain: 'solana', address: token.address, price_usd: price.mul(0.4).toFixed() });
    expect(await status(stop)).toBe(ORDER_STATUS.Success);
    // One-cancels-other: the stop-loss filled, so its take-profit is gone.
    expect(await status(take)).toBeUndefined();
    await sim.engine.tick();
    const notified = received.filter((m) => m.channel === 'order_notification').map((m) => m.data?.order_id);
    expect(notified).toEqual(expect.arrayContaining([limit, stop]));
  });

  it('Auto slippage is sized from the price impact when the order fires: a 4 SOL limit buy that moves the pool fills, where 0.3 % fails with 5002', async () => {
    const price = new D(((await buy('0.01')).body.data as OrderResult).price_usd);
    const limit = (slippage: Record<string, unknown>) =>
      sim.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: 'limit', order_data: { quote_investment: '4', side: 'buy', target_price_usd: price.mul(0.9).toFixed(), ...slippage } }, session.access_token);
    const fixed = ((await limit({ slippage: 0.003 })).body.data as { order_id: string }).order_id;
    await admin('price', { chain: 'solana', address: token.address, price_usd: price.mul(0.85).toFixed() });
    const failed = (await orders()).find((o) => o.order_id === fixed);
    expect([failed?.status, failed?.error_code]).toEqual([ORDER_STATUS.Failed, 5002]);

    await admin('price', { chain: 'solana', address: token.address, price_usd: price.toFixed() });
    const auto = ((await limit({ slippage: 0.003, slippage_auto: true })).body.data as { order_id: string }).order_id;
    await admin('price', { chain: 'solana', address: token.address, price_usd: price.mul(0.85).toFixed() });
    expect((await orders()).find((o) => o.order_id === auto)?.status).toBe(ORDER_STATUS.Success);
  });

  it('keep a trigger record: the last price checked while pending, then the price that fired it, the fill\'s fee, or the reason it failed', async () => {
    const price = new D(((await buy('1')).body.data as OrderResult).price_usd);
    const id = ((await create('buy', 'limit', '0.5', price.mul(0.8))).body.data as { order_id: string }).order_id;
    const record = async () => (await orders()).find((o) => o.order_id === id);
    await admin('price', { chain: 'solana', address: token.address, price_usd: price.mul(0.9).toFixed() });
    const pending = await record();
    expect([pending?.status, new D(pending?.checked_price_usd ?? 0).toSignificantDigits(6).toFixed()]).toEqual([ORDER_STATUS.Pending, price.mul(0.9).toSignificantDigits(6).toFixed()]);
    expect(pending?.checked_at).toBeGreaterThan(0);
    await admin('price', { chain: 'solana', address: token.address, price_usd: price.mul(0.7).toFixed() });
    const filled = await record();
    expect([filled?.status, new D(filled?.checked_price_usd ?? 0).toSignificantDigits(6).toFixed(), filled?.fee]).toEqual([ORDER_STATUS.Success, price.mul(0.7).toSignificantDigits(6).toFixed(), '0.000025']);
    expect(filled?.checked_at).toBe(filled?.triggered_at);

    const broke = ((await create('buy', 'limit', '8', price.mul(0.5))).body.data as { order_id: string }).order_id;
    await buy('8', { slippage: 1 });
    await admin('price', { chain: 'solana', address: token.address, price_usd: price.mul(0.4).toFixed() });
    const failed = (await orders()).find((o) => o.order_id === broke);
    expect([failed?.status, failed?.error_code, failed?.error_message]).toEqual([ORDER_STATUS.Failed, 1001, 'insufficient balance']);
  });

  it('fail with the order code when the money is gone at trigger time', async () => {
    const bought = (await buy('1')).body.data as OrderResult;
    const price = new D(bought.price_usd);
    const id = ((await create('buy', 'limit', '8', price.mul(0.9))).body.data as { order_id: string }).order_id;
    await buy('8', { slippage: 1 });
    await admin('price', { chain: 'solana', address: token.address, price_usd: price.mul(0.5).toFixed() });
    const order = (await orders()).find((o) => o.order_id === id);
    expect([order?.status, order?.error_code]).toEqual([ORDER_STATUS.Failed, 1001]);
  });

  describe('one-cancels-other: the take-profit and stop-loss legs follow the position', () => {
    const legs = async () => {
      const bought = (await buy('1')).body.data as OrderResult;
      const price = new D(bought.price_usd);
      const held = String((await position())?.balance ?? '0');
      const take = ((await create('sell', 'take_profit', held, price.mul(1.5))).body.data as { order_id: string }).order_id;
      const stop = ((await create('sell', 'stop_loss', held, price.mul(0.5))).body.data as { order_id: string }).order_id;
      return { price, held, take, stop };
    };
    const pending = async () => (await orders()).filter((o) => o.status === ORDER_STATUS.Pending);

    it('a take-profit that sells the whole position cancels the stop-loss', async () => {
      const { price, take } = await legs();
      await admin('price', { chain: 'solana', address: token.address, price_usd: price.mul(2).toFixed() });
      expect((await orders()).map((o) => [o.order_id, o.status])).toEqual([[take, ORDER_STATUS.Success]]);
    });

    it('a manual sell of the whole position (Close) cancels both legs', async () => {
      const { held } = await legs();
      expect((await sell(held)).body.code).toBe(0);
      expect(await pending()).toEqual([]);
    });

    it('a partial manual sell shrinks both legs in proportion, so a leg sells only what is left', async () => {
      const { held, take, stop } = await legs();
      const quarter = new D(held).div(4).toDecimalPlaces(token.decimals, D.ROUND_DOWN);
      expect((await sell(quarter.toFixed())).body.code).toBe(0);
      const left = new D(String((await position())?.balance ?? '0'));
      const amounts = Object.fromEntries((await pending()).map((o) => [o.order_id, o.quote_investment]));
      const expected = new D(held).mul(left).div(held).toDecimalPlaces(token.decimals, D.ROUND_DOWN).toFixed();
      expect(amounts).toEqual({ [take]: expected, [stop]: expected });
      expect(new D(expected).lte(left)).toBe(true);
    });
  });

  it('cancel only pending orders', async () => {
    const id = ((await create('buy', 'limit', '0.5', new D(token.current_price).mul(0.5))).body.data as { order_id: string }).order_id;
    expect((await sim.call('limitOrderCancel', { order_id: id, chain: 'solana' }, session.access_token)).status).toBe(200);
    expect((await sim.call('limitOrderCancel', { order_id: id, chain: 'solana' }, session.access_token)).status).toBe(404);
  });
});

describe('wallet login trading', () => {
  it('executes a signed Solana build once and refuses a forged signature', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const request = { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', wallet_address: wallet.address, slippage: 0.5 };
    const quote = (await sim.call('tradeQuote', request, wallet.session.access_token)).body.data as { quote_data: { quote_id: string } };
    const build = (await sim.call('tradeBuild', { ...request, quote_data: quote.quote_data }, wallet.session.access_token)).body.data as Record<string, string>;
    const unsigned = await sim.call('tradeSubmitTx', { chain: 'solana', build_data: { build_id: build.build_id }, signed_tx_list: [build.serialized_tx] }, wallet.session.access_token);
    expect(unsigned.status).toBe(401);
    expect((await wallet.submit(build)).status).toBe(200);
    expect((await wallet.submit(build)).body.message).toMatch(/already submitted/);
  });

  it('the build\u2019s slippage is the order\u2019s: a quote at 0.2 % built at 50 % fills what would move the price beyond 0.2 %', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const request = { chain: 'solana', token_in: '', token_out: token.address, token_amount: '5', wallet_address: wallet.address, slippage: 0.002 };
    const quote = (await sim.call('tradeQuote', request, wallet.session.access_token)).body.data as { quote_data: { quote_id: string; price_impact: number } };
    expect(quote.quote_data.price_impact).toBeGreaterThan(0.2);
    const build = (await sim.call('tradeBuild', { ...request, slippage: 0.5, quote_data: quote.quote_data }, wallet.session.access_token)).body.data as Record<string, string>;
    const result = await wallet.submit(build);
    expect(result.body.code).toBe(0);
  });

  it('a wallet break-even sell (the build\u2019s is_break_even) marks the position; a buy never does', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const trade = async (side: 'buy' | 'sell', amount: string, extra: Record<string, unknown> = {}) => {
      const request = { chain: 'solana', token_in: side === 'buy' ? '' : token.address, token_out: side === 'buy' ? token.address : '', token_amount: amount, wallet_address: wallet.address, slippage: 0.5 };
      const quote = (await sim.call('tradeQuote', request, wallet.session.access_token)).body.data as { quote_data: { quote_id: string } };
      const build = (await sim.call('tradeBuild', { ...request, quote_data: quote.quote_data, ...extra }, wallet.session.access_token)).body.data as Record<string, string>;
      return (await wallet.submit(build)).body.data as OrderResult;
    };
    const held = async () => (await sim.call('holdsList', { chain: 'solana' }, wallet.session.access_token)).body.data as { list: Array<{ token_address: string; is_break_even: boolean }> };
    const bought = await trade('buy', '0.1', { is_break_even: true });
    expect((await held()).list.find((p) => p.token_address === token.address)?.is_break_even).toBe(false);
    await trade('sell', new D(bought.amount_out).div(2).toDecimalPlaces(6).toFixed(), { is_break_even: true });
    expect((await held()).list.find((p) => p.token_address === token.address)?.is_break_even).toBe(true);
  });

  it('sends an EVM build itself for an exchange wallet that only signs: the hash comes from the server', async () => {
    const wallet = await walletSignIn(sim, 'base');
    const target = await tradableToken(sim, 'base');
    const request = { chain: 'base', token_in: '', token_out: target.address, token_amount: '0.01', wallet_address: wallet.address, slippage: 0.5 };
    const newBuild = async () => {
      const quote = (await sim.call('tradeQuote', request, wallet.session.access_token)).body.data as { quote_data: { quote_id: string } };
      return (await sim.call('tradeBuild', { ...request, quote_data: quote.quote_data }, wallet.session.access_token)).body.data as Record<string, string>;
    };
    const submit = (build: Record<string, string>, extra: Record<string, unknown>) =>
      sim.call('tradeSubmitTxHash', { chain: 'base', extraData: { build_id: build.build_id }, unsignedTxString: build.unsigned_tx_string, ...extra }, wallet.session.access_token);
    const build = await newBuild();
    // Neither a hash nor a signature: refused; another text signed: refused.
    expect((await submit(build, {})).status).toBe(400);
    expect((await submit(build, { signature: await wallet.signText!('something else') })).status).toBe(401);
    const signature = await wallet.signText!(build.unsigned_tx_string ?? '');
    const done = await submit(build, { signature });
    expect(done.status).toBe(200);
    expect((done.body.data as OrderResult).tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await submit(build, { signature })).body.message).toMatch(/already submitted/);
  });

  it('refuses to quote for a wallet that is not the signed-in one (405009)', async () => {
    const wallet = await walletSignIn(sim, 'base');
    const response = await sim.call('tradeQuote', { chain: 'base', token_in: '', token_out: token.address, token_amount: '0.1', wallet_address: '0x0000000000000000000000000000000000000001' }, wallet.session.access_token);
    expect(response.body.code).toBe(405009);
  });
});

describe('Solana wallet builds are real versioned transactions', () => {
  it('builds a v0 transaction any Solana wallet can sign, and accepts it signed by web3.js', async () => {
    const { Keypair, VersionedTransaction } = await import('@solana/web3.js');
    const { ed25519 } = await import('@noble/curves/ed25519.js');
    const sim = await testSim();
    const secret = ed25519.utils.randomSecretKey();
    const keypair = Keypair.fromSeed(secret);
    const address = keypair.publicKey.toBase58();
    const challenge = (await sim.call('walletSignMessage', { chain: 'solana', address })).body.data as { message: string; timestamp: number };
    const sign = Array.from(ed25519.sign(new TextEncoder().encode(challenge.message), secret), (b) => b.toString(16).padStart(2, '0')).join('');
    const session = (await sim.call('walletAuth', { chain: 'solana', address, sign, source_type: 6, timestamp: challenge.timestamp })).body.data as { access_token: string };
    const token = await tradableToken(sim, 'solana');
    const request = { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.1', wallet_address: address, slippage: 0.5 };
    const quote = (await sim.call('tradeQuote', request, session.access_token)).body.data as { quote_data: { quote_id: string } };
    const build = (await sim.call('tradeBuild', { ...request, quote_data: quote.quote_data }, session.access_token)).body.data as { build_id: string; serialized_tx: string };

    const tx = VersionedTransaction.deserialize(Buffer.from(build.serialized_tx, 'base64'));
    expect(tx.version).toBe(0);
    expect(tx.message.staticAccountKeys[0]!.toBase58()).toBe(address);
    tx.sign([keypair]);
    const submitted = await sim.call('tradeSubmitTx', { chain: 'solana', build_data: { build_id: build.build_id }, signed_tx_list: [Buffer.from(tx.serialize()).toString('base64')] }, session.access_token);
    expect(submitted.status).toBe(200);

    // A transaction signed by another key is refused.
    const other = Keypair.generate();
    const build2 = (await sim.call('tradeBuild', { ...request, quote_data: ((await sim.call('tradeQuote', request, session.access_token)).body.data as { quote_data: { quote_id: string } }).quote_data }, session.access_token)).body.data as { build_id: string; serialized_tx: string };
    const forged = VersionedTransaction.deserialize(Buffer.from(build2.serialized_tx, 'base64'));
    const signature = ed25519.sign(forged.message.serialize(), other.secretKey.subarray(0, 32));
    forged.addSignature(keypair.publicKey, signature);
    const refused = await sim.call('tradeSubmitTx', { chain: 'solana', build_data: { build_id: build2.build_id }, signed_tx_list: [Buffer.from(forged.serialize()).toString('base64')] }, session.access_token);
    expect(refused.status).toBe(401);
  });
});
