import type { EndpointResponse, OrderResult, Token } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp, testSim, tradableToken } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';
import { D } from '../money';
import { roundTrip } from './roundTrip';

const pool = () => ({ base: new D(1_000_000), quote: new D(100), feeRate: new D('0.0025'), virtualQuote: new D(0) });
const input = { amountIn: new D(1), tokenDecimals: 6, nativeDecimals: 9, networkFee: new D('0.001'), sellable: true, nativeUsd: new D(150) };

describe('roundTrip (pure)', () => {
  it('buys, then sells every token received against the pool the buy left', () => {
    const trip = roundTrip({ ...input, pool: pool() });
    // 1 in, 0.9975 net: 1e6 * 0.9975 / 100.9975 tokens, floored to 6 decimals.
    expect(trip.tokensOut.toFixed()).toBe('9876.482091');
    expect(trip.poolFeeIn.toFixed()).toBe('0.0025');
    expect(trip.buyImpact.toNumber()).toBeCloseTo(0.0125, 3);
    expect(trip.sellImpact.toNumber()).toBeCloseTo(0.0124, 3);
    // About 0.5 % in pool fees both ways; 0.002 in network fees on 1.
    expect(trip.nativeBack.toNumber()).toBeCloseTo(0.995, 3);
    expect(trip.loss.toFixed()).toBe(new D(1).plus('0.002').minus(trip.nativeBack).toFixed());
    expect(trip.lossRatio.toNumber()).toBeCloseTo(0.007, 3);
    expect(trip.canSell).toBe(true);
    expect(trip.reason).toBeUndefined();
  });

  it('does not change the pool it reads', () => {
    const p = pool();
    roundTrip({ ...input, pool: p });
    expect([p.base.toFixed(), p.quote.toFixed()]).toEqual(['1000000', '100']);
  });

  it('on one curve the impact in and out cancel: without fees, the sell gives back what the buy paid', () => {
    const free = { ...pool(), feeRate: new D(0) };
    const trip = roundTrip({ ...input, pool: free, amountIn: new D(10), networkFee: new D(0) });
    expect(trip.buyImpact.toNumber()).toBeGreaterThan(0.09);
    expect(trip.sellImpact.toNumber()).toBeGreaterThan(0.09);
    // Only the buy's floor to the token's smallest unit is lost.
    expect(trip.nativeBack.toNumber()).toBeCloseTo(10, 6);
  });

  it('a honeypot gives nothing back: it cannot be sold', () => {
    const trip = roundTrip({ ...input, pool: pool(), sellable: false });
    expect(trip.canSell).toBe(false);
    expect(trip.reason).toBe('honeypot');
    expect(trip.nativeBack.isZero()).toBe(true);
    expect(trip.loss.toFixed()).toBe('1.002');
  });

  it('a pool under the liquidity orders need after the buy refuses the sell', () => {
    const thin = { base: new D(1_000_000), quote: new D(2), feeRate: new D('0.0025'), virtualQuote: new D(0) };
    const trip = roundTrip({ ...input, pool: thin, amountIn: new D('0.1') });
    expect(trip.canSell).toBe(false);
    expect(trip.reason).toBe('liquidity');
  });
});

describe('GET /trade/quote/round_trip', () => {
  let sim: TestSim;
  let token: Token;
  beforeEach(async () => {
    sim = await testSim({ admin: true });
    token = await tradableToken(sim, 'solana');
  });
  const check = (request: Record<string, unknown>) => sim.call('tradeRoundTrip', request);

  it('needs no login and matches a real buy then sell of what it received', async () => {
    const answer = await check({ chain: 'solana', token: token.address, amount_in: '0.5' });
    expect(answer.body.code).toBe(0);
    const trip = answer.body.data as EndpointResponse<'tradeRoundTrip'>;
    expect(trip.can_sell).toBe(true);
    expect(trip.buy_price_impact).toBeGreaterThan(0);
    expect(trip.sell_price_impact).toBeGreaterThan(0);
    expect(trip.loss_percent).toBeGreaterThan(0);

    // The sim's market moves only on its steps: a buy and a sell now meet the pool the check read.
    const session = await signUp(sim, 'round-trip@nova.test');
    const order = (body: Record<string, unknown>) => sim.call('tradeOrderCreate', { chain: 'solana', slippage: 0.5, ...body }, session.access_token);
    const bought = (await order({ token_in: '', token_out: token.address, token_amount: '0.5' })).body.data as OrderResult;
    expect(String(bought.amount_out)).toBe(String(trip.tokens_out));
    const sold = (await order({ token_in: token.address, token_out: '', token_amount: String(bought.amount_out) })).body.data as OrderResult;
    expect(String(sold.amount_out)).toBe(String(trip.native_back));
  });

  it('answers can_sell false with the reason for a honeypot', async () => {
    const state = sim.engine.market.find('solana', token.address);
    if (!state) throw new Error('token not found');
    sim.engine.market.setSecurity(state, { is_pixiu: 1 });
    const trip = (await check({ chain: 'solana', token: token.address, amount_in: '0.5' })).body.data as EndpointResponse<'tradeRoundTrip'>;
    expect(trip.can_sell).toBe(false);
    expect(trip.reason).toBe('honeypot');
    expect(trip.native_back).toBe('0');
  });

  it('refuses what an order refuses: a zero amount (1000), gatelayer bounds (400), an unknown token (404), a bad request', async () => {
    expect((await check({ chain: 'solana', token: token.address, amount_in: '0' })).body.code).toBe(1000);
    expect((await check({ chain: 'solana', token: token.address, amount_in: '0.0000000001' })).body.code).toBe(1000);
    const gt = await tradableToken(sim, 'gatelayer');
    const low = await check({ chain: 'gatelayer', token: gt.address, amount_in: '0.001' });
    expect([low.body.code, low.body.message]).toEqual([400, expect.stringMatching(/market-low/)]);
    expect((await check({ chain: 'solana', token: 'NoSuchToken111', amount_in: '1' })).body.code).toBe(404);
    expect((await check({ chain: 'solana', token: token.address, amount_in: '-1' })).body.code).not.toBe(0);
    expect((await check({ chain: 'mars', token: token.address, amount_in: '1' })).body.code).not.toBe(0);
  });
});
