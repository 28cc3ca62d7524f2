import { ORDER_STATUS, ORDER_TYPES } from '@nova/shared-contracts';
import type { LimitOrder, LoginResult, OrderResult, Token } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptPersistence, signUp, testSim, tradableToken } from '../testing/sim';
import type { TestSim } from '../testing/sim';
import { D } from './money';
import type { Dec } from './money';
import type { Persistence } from './store';
import type { LimitOrderRecord } from './state';
import { followPeak, trailingTarget } from './trailing';

describe('the trailing rule', () => {
  const order = (peak: string, trail = '10'): LimitOrderRecord => ({
    order_id: 'o1',
    user_id: 'u1',
    status: ORDER_STATUS.Pending,
    side: 'sell',
    chain: 'solana',
    base_token: 'T',
    quote_investment: '1',
    target_price_usd: trailingTarget(new D(peak), trail).toFixed(),
    order_type: ORDER_TYPES.TrailingLimit,
    wallet_address: 'w',
    created_at: 0,
    trigger_above: false,
    slippage: 0.05,
    priority_fee: '0',
    tip: '0',
    trail_percent: trail,
    peak_price_usd: peak,
  });

  it('keeps the target the distance below the peak', () => {
    expect(trailingTarget(new D('2'), '10').toFixed()).toBe('1.8');
    expect(trailingTarget(new D('0.000123'), '2.5').toFixed()).toBe('0.000119925');
  });

  it('moves the peak and the target up with a new best price', () => {
    expect(followPeak(order('1'), new D('1.5'))).toMatchObject({ peak_price_usd: '1.5', target_price_usd: '1.35' });
  });

  it('never moves them down: a lower or equal price leaves the order as it is', () => {
    expect(followPeak(order('1.5'), new D('1.2'))).toBeNull();
    expect(followPeak(order('1.5'), new D('1.5'))).toBeNull();
  });

  it('leaves other orders alone', () => {
    expect(followPeak({ ...order('1'), order_type: ORDER_TYPES.StopLoss }, new D('2'))).toBeNull();
  });
});

describe('trailing stops in the order engine', () => {
  let persistence: Persistence;
  let sim: TestSim;
  let session: LoginResult;
  let token: Token;

  beforeEach(async () => {
    persistence = keptPersistence();
    sim = await testSim({ admin: true, persistence });
    session = await signUp(sim, 'trailing@nova.test');
    token = await tradableToken(sim, 'solana');
  });

  const buy = (amount: string) => sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: amount, slippage: 0.5 }, session.access_token);
  const setPrice = (on: TestSim, price: Dec) => on.engine.handle({ method: 'POST', path: '/__admin/price', body: { chain: 'solana', address: token.address, price_usd: price.toFixed() } });
  const trailing = (on: TestSim, amount: string | number, trail: string, headers: Record<string, string> = {}) =>
    on.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: 'trailing_stop', order_data: { quote_investment: amount, side: 'sell', trail_percent: trail } }, session.access_token, headers);
  const exit = (kind: 'take_profit' | 'stop_loss', amount: string | number, target: Dec) =>
    sim.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: kind, order_data: { quote_investment: amount, side: 'sell', target_price_usd: target.toFixed() } }, session.access_token);
  const orders = async (on: TestSim = sim): Promise<LimitOrder[]> => ((await on.call('limitOrderList', { chain: 'solana' }, session.access_token)).body.data as { order_list: LimitOrder[] }).order_list;
  const find = async (id: string, on: TestSim = sim) => (await orders(on)).find((o) => o.order_id === id);
  const idOf = (response: { body: { data?: unknown } }) => (response.body.data as { order_id: string }).order_id;
  const held = async () => new D(((await sim.call('holdsList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token_address: string; balance: string }> }).list.find((p) => p.token_address === token.address)?.balance ?? 0);

  it('starts at the price now, follows the peak up, never down, and fires at the trail below it', async () => {
    const bought = (await buy('1')).body.data as OrderResult;
    const id = idOf(await trailing(sim, bought.amount_out, '10'));
    const placed = await find(id);
    const start = new D(placed?.peak_price_usd ?? 0);
    expect(placed).toMatchObject({ order_type: ORDER_TYPES.TrailingLimit, side: 'sell', trail_percent: '10', status: ORDER_STATUS.Pending });
    expect(new D(placed?.target_price_usd ?? 0).toFixed()).toBe(trailingTarget(start, '10').toFixed());

    await setPrice(sim, start.mul(2));
    const raised = await find(id);
    expect(new D(raised?.peak_price_usd ?? 0).toSignificantDigits(8).toFixed()).toBe(start.mul(2).toSignificantDigits(8).toFixed());
    const target = new D(raised?.target_price_usd ?? 0);
    expect(target.toSignificantDigits(8).toFixed()).toBe(start.mul(1.8).toSignificantDigits(8).toFixed());

    // Down, but not to the stop: the peak and target stay where the best price put them.
    await setPrice(sim, start.mul(1.85));
    expect((await find(id))?.target_price_usd).toBe(raised?.target_price_usd);
    expect((await find(id))?.status).toBe(ORDER_STATUS.Pending);

    await setPrice(sim, start.mul(1.79));
    const fired = await find(id);
    expect(fired?.status).toBe(ORDER_STATUS.Success);
    expect(new D(fired?.checked_price_usd ?? 0).lte(target)).toBe(true);
    expect(fired?.fee).toBe('0.000025');
    expect((await held()).isZero()).toBe(true);
    const history = (await sim.call('userTokenHistory', {}, session.access_token)).body.data as { events: Array<{ source: string }> };
    expect(history.events[0]?.source).toBe('trailing_stop');
  });

  it('pushes the moved order on spot.myorders as created again under its id', async () => {
    const bought = (await buy('1')).body.data as OrderResult;
    const id = idOf(await trailing(sim, bought.amount_out, '5'));
    const start = new D((await find(id))?.peak_price_usd ?? 0);
    const received: Array<{ channel?: string; data?: LimitOrder & { event?: string } }> = [];
    const connection = sim.engine.hub.open({ send: (text) => received.push(JSON.parse(text)), close: () => undefined });
    connection.receive(JSON.stringify({ id: '1', action: 'subscribe', channel: 'spot.myorders', data: {}, access_token: session.access_token }));
    await setPrice(sim, start.mul(1.5));
    const pushed = received.filter((m) => m.channel === 'spot.myorders').map((m) => m.data);
    expect(pushed.at(-1)).toMatchObject({ order_id: id, event: 'created', trail_percent: '5' });
    expect(new D(pushed.at(-1)?.target_price_usd ?? 0).toSignificantDigits(6).toFixed()).toBe(start.mul(1.425).toSignificantDigits(6).toFixed());
  });

  it('refuses a distance the form refuses, with the same rule', async () => {
    const bought = (await buy('1')).body.data as OrderResult;
    for (const [trail, message] of [['1..2', /plain number/], ['0', /from 0.1 to 50/], ['50.5', /from 0.1 to 50/], ['', /cannot be empty/]] as const) {
      const response = await trailing(sim, bought.amount_out, trail);
      expect(response.body.code).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect(await orders()).toHaveLength(0);
  });

  it('is an exit leg: when it fires, the take-profit and stop-loss of the position are cancelled', async () => {
    const bought = (await buy('1')).body.data as OrderResult;
    const price = new D(bought.price_usd);
    const stop = idOf(await trailing(sim, bought.amount_out, '10'));
    const take = idOf(await exit('take_profit', bought.amount_out, price.mul(3)));
    const loss = idOf(await exit('stop_loss', bought.amount_out, price.mul(0.5)));
    await setPrice(sim, price.mul(0.85));
    expect((await find(stop))?.status).toBe(ORDER_STATUS.Success);
    expect(await find(take)).toBeUndefined();
    expect(await find(loss)).toBeUndefined();
  });

  it('follows the position: a partial sell shrinks it, a stop-loss that fills cancels it', async () => {
    const bought = (await buy('1')).body.data as OrderResult;
    const price = new D(bought.price_usd);
    const stop = idOf(await trailing(sim, bought.amount_out, '40'));
    const half = new D(bought.amount_out).div(2).toDecimalPlaces(6).toFixed();
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: token.address, token_out: '', token_amount: half, slippage: 0.5 }, session.access_token);
    expect(new D((await find(stop))?.quote_investment ?? 0).lt(bought.amount_out)).toBe(true);
    const loss = idOf(await exit('stop_loss', (await held()).toFixed(), price.mul(0.8)));
    await setPrice(sim, price.mul(0.75));
    expect((await find(loss))?.status).toBe(ORDER_STATUS.Success);
    expect(await find(stop)).toBeUndefined();
  });

  it('a create replayed with its idempotency key is one order, also after a restart', async () => {
    const bought = (await buy('1')).body.data as OrderResult;
    const first = await trailing(sim, bought.amount_out, '10', { 'idempotency-key': 'trail-1' });
    const again = await trailing(sim, bought.amount_out, '10', { 'idempotency-key': 'trail-1' });
    expect(again.body.data).toEqual(first.body.data);
    const after = await testSim({ admin: true, persistence });
    const replay = await trailing(after, bought.amount_out, '10', { 'idempotency-key': 'trail-1' });
    expect(replay.body.data).toEqual(first.body.data);
    expect(await orders(after)).toHaveLength(1);
  });

  it('survives a restart with its peak, and keeps following and firing after it', async () => {
    const bought = (await buy('1')).body.data as OrderResult;
    const id = idOf(await trailing(sim, bought.amount_out, '10'));
    const start = new D((await find(id))?.peak_price_usd ?? 0);
    await setPrice(sim, start.mul(2));
    const before = await find(id);
    const after = await testSim({ admin: true, persistence });
    const kept = await find(id, after);
    expect([kept?.peak_price_usd, kept?.target_price_usd, kept?.trail_percent]).toEqual([before?.peak_price_usd, before?.target_price_usd, '10']);
    await setPrice(after, start.mul(1.7));
    expect((await find(id, after))?.status).toBe(ORDER_STATUS.Success);
  });
});
