import { ORDER_STATUS } from '@nova/shared-contracts';
import type { LimitOrder, LoginResult, OrderResult, Position, Token } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptPersistence, signUp, testSim, tradableToken, walletSignIn } from '../testing/sim';
import type { TestSim } from '../testing/sim';
import { D } from './money';
import type { Dec } from './money';
import type { Persistence } from './store';
import { orderListOrder } from './ladder';

let persistence: Persistence;
let sim: TestSim;
let session: LoginResult;
let token: Token;

beforeEach(async () => {
  persistence = keptPersistence();
  sim = await testSim({ admin: true, persistence });
  session = await signUp(sim, 'ladder@nova.test');
  token = await tradableToken(sim, 'solana');
});

type Rung = { target_price_usd?: string; multiple?: number; share_percent: number };
const ladder = (rungs: Rung[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}, on = sim) =>
  on.call('limitOrderLadder', { chain: 'solana', base_token: token.address, rungs, ...extra }, session.access_token, headers);
const cancelPlan = (planId: string) => sim.call('limitOrderLadderCancel', { chain: 'solana', plan_id: planId }, session.access_token);
const orders = async (on = sim): Promise<LimitOrder[]> => ((await on.call('limitOrderList', { chain: 'solana' }, session.access_token)).body.data as { order_list: LimitOrder[] }).order_list;
const pending = async () => (await orders()).filter((o) => o.status === ORDER_STATUS.Pending).sort((a, b) => (a.plan_rung ?? 0) - (b.plan_rung ?? 0));
const position = async (): Promise<Position | undefined> =>
  ((await sim.call('holdsList', { chain: 'solana' }, session.access_token)).body.data as { list: Position[] }).list.find((p) => p.token_address === token.address);
const balance = async () => new D(String((await position())?.balance ?? '0'));
const setPrice = (price: Dec) => sim.engine.handle({ method: 'POST', path: '/__admin/price', body: { chain: 'solana', address: token.address, price_usd: price.toFixed() } });
const share = (held: Dec, percent: number) => held.mul(percent).div(100).toDecimalPlaces(token.decimals, D.ROUND_DOWN).toFixed();

/** Buys 1 SOL of the token: the position and the price it was bought at. */
async function bought(): Promise<{ price: Dec; held: Dec }> {
  const result = (await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '1', slippage: 0.5 }, session.access_token)).body.data as OrderResult;
  return { price: new D(result.price_usd), held: await balance() };
}

const three = (price: Dec): Rung[] => [
  { target_price_usd: price.mul(1.5).toFixed(), share_percent: 30 },
  { target_price_usd: price.mul(2).toFixed(), share_percent: 30 },
  { target_price_usd: price.mul(3).toFixed(), share_percent: 40 },
];

describe('a laddered exit plan', () => {
  it('places its rungs as take-profit sells of their shares, numbered and sharing the plan id', async () => {
    const { price, held } = await bought();
    const answer = (await ladder(three(price))).body.data as { plan_id: string; order_ids: string[] };
    const rungs = await pending();
    expect(rungs.map((o) => o.order_id)).toEqual(answer.order_ids);
    expect(rungs.map((o) => [o.plan_id, o.plan_rung, o.plan_rungs, o.order_type, o.side])).toEqual([1, 2, 3].map((n) => [answer.plan_id, n, 3, 5, 'sell']));
    expect(rungs.map((o) => o.quote_investment)).toEqual([share(held, 30), share(held, 30), share(held, 40)]);
  });

  it('takes a target as a multiple of the average buy price, and says so', async () => {
    await bought();
    const avg = new D(String((await position())?.buy_avg_price));
    expect((await ladder([{ multiple: 2, share_percent: 50 }, { multiple: 4, share_percent: 50 }])).body.code).toBe(0);
    const rungs = await pending();
    const multiples = rungs.map((o) => new D(String(o.target_price_usd)).div(avg).toNumber());
    expect(multiples[0]).toBeCloseTo(2, 6);
    expect(multiples[1]).toBeCloseTo(4, 6);
    expect(rungs.map((o) => o.plan_multiple)).toEqual([2, 4]);
  });

  it('refuses a plan that breaks a rule, naming the field, and places nothing', async () => {
    const { price } = await bought();
    const refused = async (rungs: Rung[]) => (await ladder(rungs)).body as { code: number; message: string };
    expect(await refused([{ multiple: 2, share_percent: 50 }])).toMatchObject({ code: 400, message: expect.stringContaining('2 to 6 rungs') });
    expect(await refused([{ multiple: 2, share_percent: 60 }, { multiple: 3, share_percent: 41 }])).toMatchObject({ code: 400, message: expect.stringContaining('more than 100 %') });
    expect(await refused([{ target_price_usd: price.mul(0.9).toFixed(), share_percent: 10 }, { multiple: 3, share_percent: 10 }])).toMatchObject({ code: 400, message: expect.stringContaining('rungs[0]') });
    expect(await refused([{ multiple: 3, share_percent: 10 }, { multiple: 2, share_percent: 10 }])).toMatchObject({ code: 400, message: expect.stringContaining('rungs[1]: each target must be above') });
    expect(await refused([{ multiple: 2, target_price_usd: '1', share_percent: 10 }, { multiple: 3, share_percent: 10 }])).toMatchObject({ code: 400, message: expect.stringContaining('exactly one') });
    expect(await orders()).toEqual([]);
  });

  it('needs a position (1001) and a custodial login (405009)', async () => {
    expect((await ladder([{ multiple: 2, share_percent: 50 }, { multiple: 4, share_percent: 50 }])).body.code).toBe(1001);
    const wallet = await walletSignIn(sim, 'solana');
    const response = await sim.call('limitOrderLadder', { chain: 'solana', base_token: token.address, rungs: [{ multiple: 2, share_percent: 50 }, { multiple: 4, share_percent: 50 }] }, wallet.session.access_token);
    expect(response.body.code).toBe(405009);
  });

  it('fires its rungs in order, each selling its share while the rungs above it stay', async () => {
    const { price, held } = await bought();
    await ladder(three(price));
    const [first, second, third] = await pending();
    await setPrice(price.mul(1.6));
    expect((await orders()).find((o) => o.order_id === first?.order_id)?.status).toBe(ORDER_STATUS.Success);
    expect((await pending()).map((o) => [o.order_id, o.quote_investment])).toEqual([
      [second?.order_id, share(held, 30)],
      [third?.order_id, share(held, 40)],
    ]);
    expect((await balance()).toFixed()).toBe(held.minus(share(held, 30)).toFixed());
    await setPrice(price.mul(2.1));
    expect((await pending()).map((o) => o.order_id)).toEqual([third?.order_id]);
    expect((await balance()).toFixed()).toBe(held.minus(share(held, 30)).minus(share(held, 30)).toFixed());
  });

  it('replaced as one plan: its pending rungs give way to the new ones, a filled rung stays', async () => {
    const { price, held } = await bought();
    const { plan_id: planId } = (await ladder(three(price))).body.data as { plan_id: string };
    await setPrice(price.mul(1.6));
    const left = await balance();
    const replaced = (await ladder([{ target_price_usd: price.mul(2.5).toFixed(), share_percent: 50 }, { target_price_usd: price.mul(4).toFixed(), share_percent: 50 }], { plan_id: planId })).body.data as { plan_id: string };
    expect(replaced.plan_id).toBe(planId);
    const all = (await orders()).filter((o) => o.plan_id === planId);
    expect(all.filter((o) => o.status === ORDER_STATUS.Success).map((o) => [o.plan_rung, o.quote_investment])).toEqual([[1, share(held, 30)]]);
    expect((await pending()).map((o) => [o.plan_rung, o.plan_rungs, o.quote_investment])).toEqual([
      [2, 3, share(left, 50)],
      [3, 3, share(left, 50)],
    ]);
    expect((await ladder(three(price.mul(2)), { plan_id: 'p-unknown' })).body.code).toBe(404);
  });

  it('is cancelled as one: every pending rung goes, a second cancel is 404', async () => {
    const { price } = await bought();
    const { plan_id: planId } = (await ladder(three(price))).body.data as { plan_id: string };
    expect((await cancelPlan(planId)).body.data).toEqual({ plan_id: planId, cancelled: 3 });
    expect(await pending()).toEqual([]);
    expect((await cancelPlan(planId)).status).toBe(404);
  });
});

describe('the order list: a plan\'s rungs in rung order', () => {
  it('sorts newest first, a plan\'s rungs (one created_at) by rung whatever their ids, the rest by id', () => {
    const at = (created_at: number, order_id: string, plan?: [string, number]) => ({ created_at, order_id, ...(plan ? { plan_id: plan[0], plan_rung: plan[1] } : {}) });
    // Ids that sort against the rungs: the list sorted by time and id showed rung 3, 2, 1.
    const listed = [at(10, 'o1', ['pA', 3]), at(20, 'o9'), at(10, 'o2', ['pA', 2]), at(10, 'o0'), at(10, 'o3', ['pA', 1]), at(5, 'o4')];
    expect([...listed].sort(orderListOrder).map((o) => o.order_id)).toEqual(['o9', 'o0', 'o3', 'o2', 'o1', 'o4']);
    // One order for every order of the same orders.
    expect([...listed].reverse().sort(orderListOrder)).toEqual([...listed].sort(orderListOrder));
  });

  it('limitOrderList gives a 6-rung plan\'s rungs as 1 to 6', async () => {
    const { price } = await bought();
    const six = [1.5, 2, 3, 4, 5, 6].map((m): Rung => ({ target_price_usd: price.mul(m).toFixed(), share_percent: 16 }));
    expect((await ladder(six)).body.code).toBe(0);
    expect((await orders()).filter((o) => o.plan_id !== undefined).map((o) => o.plan_rung)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('one-cancels-other: the rungs follow the position', () => {
  const stopLoss = (amount: string, target: Dec) =>
    sim.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: 'stop_loss', order_data: { quote_investment: amount, side: 'sell', target_price_usd: target.toFixed() } }, session.access_token);

  it('a stop-loss filling cancels every rung', async () => {
    const { price, held } = await bought();
    await ladder(three(price));
    await stopLoss(share(held, 50), price.mul(0.5));
    await setPrice(price.mul(0.4));
    expect(await pending()).toEqual([]);
  });

  it('a Close (a sell of the whole position) cancels every rung', async () => {
    const { price, held } = await bought();
    await ladder(three(price));
    expect((await sim.call('tradeOrderCreate', { chain: 'solana', token_in: token.address, token_out: '', token_amount: held.toFixed(), slippage: 0.5 }, session.access_token)).body.code).toBe(0);
    expect(await pending()).toEqual([]);
  });

  it('a partial sell shrinks every rung in proportion', async () => {
    const { price, held } = await bought();
    await ladder(three(price));
    const before = (await pending()).map((o) => new D(String(o.quote_investment)));
    await sim.call('tradeOrderCreate', { chain: 'solana', token_in: token.address, token_out: '', token_amount: held.div(2).toDecimalPlaces(token.decimals, D.ROUND_DOWN).toFixed(), slippage: 0.5 }, session.access_token);
    const left = await balance();
    expect((await pending()).map((o) => o.quote_investment)).toEqual(before.map((amount) => amount.mul(left).div(held).toDecimalPlaces(token.decimals, D.ROUND_DOWN).toFixed()));
  });

  it('a rung filling shrinks a stop-loss of the position in proportion instead of cancelling it', async () => {
    const { price, held } = await bought();
    await ladder(three(price));
    await stopLoss(held.toFixed(), price.mul(0.5));
    await setPrice(price.mul(1.6));
    const left = await balance();
    const stop = (await pending()).find((o) => o.order_type === 6);
    expect(stop?.quote_investment).toBe(left.toFixed());
    expect((await pending()).filter((o) => o.plan_id !== undefined)).toHaveLength(2);
  });
});

describe('idempotency of a plan', () => {
  const rungs = [{ multiple: 2, share_percent: 50 }, { multiple: 4, share_percent: 50 }];
  const key = { 'idempotency-key': 'plan-1' };

  it('a plan sent twice with one key is one plan, also after a restart', async () => {
    await bought();
    const first = await ladder(rungs, {}, key);
    expect((await ladder(rungs, {}, key)).body.data).toEqual(first.body.data);
    const restarted = await testSim({ admin: true, persistence });
    expect((await ladder(rungs, {}, key, restarted)).body.data).toEqual(first.body.data);
    expect((await orders(restarted)).filter((o) => o.status === ORDER_STATUS.Pending)).toHaveLength(2);
  });
});
