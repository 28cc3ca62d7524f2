import { describe, expect, it } from 'vitest';
import { defaultChainPresets } from '@nova/shared-contracts';
import type { SessionUser } from '@nova/shared-contracts';
import type { ExecutionOutcome } from './executorTypes';
import { fillOf, planFormOrder } from './formOrder';
import type { FormOrder } from './formOrder';

const user: SessionUser = { user_id: 'u1', sol_address: 'SolWallet', evm_address: '0x00000000000000000000000000000000000000e1', wallet_type: '', authMethod: 'email' };
const safe = { is_pixiu: 0, is_open_source: 1 } as FormOrder['security'];
const risky = { is_pixiu: 0, is_open_source: 0 } as FormOrder['security'];
const honeypot = { is_pixiu: 1, is_open_source: 1 } as FormOrder['security'];
const settings = defaultChainPresets('solana').presetMap.P1.BUY;
const quote = { quote_id: 'q1', need_approved: 1, approve_address: '0x000000000000000000000000000000000000A11e', from_token: '0x00000000000000000000000000000000000000aa', to_token: '', amount_in: '1', amount_out: '2', min_amount_out: '2', price_impact: 0, expires_at: 0 };

const order = (over: Partial<FormOrder> = {}): FormOrder => ({
  gate: 'ready',
  chain: 'solana',
  address: 'Tok',
  symbol: 'TOK',
  tokenDecimals: 6,
  security: safe,
  side: 'buy',
  orderType: 'market',
  amount: '0.1',
  targetPriceUsd: null,
  settings,
  fees: { priorityFee: '', tip: '' },
  user,
  walletLogin: false,
  walletAddress: 'SolWallet',
  quote: null,
  gas: null,
  invitationCode: null,
  tpsl: false,
  riskConfirmed: false,
  ...over,
});

describe('the trade form submit: validation', () => {
  it('follows the main button: log in, deposit, nothing while blocked', () => {
    expect(planFormOrder(order()).step).toBe('market');
    expect(planFormOrder(order({ gate: 'login' }))).toEqual({ step: 'login' });
    expect(planFormOrder(order({ gate: 'deposit' }))).toEqual({ step: 'deposit' });
    expect(planFormOrder(order({ gate: 'blocked' }))).toEqual({ step: 'none' });
    expect(planFormOrder(order({ amount: '' }))).toEqual({ step: 'none' });
  });
  it('a limit order needs its target', () => {
    expect(planFormOrder(order({ orderType: 'limit', targetPriceUsd: '0.5' })).step).toBe('limit');
    expect(planFormOrder(order({ orderType: 'limit' }))).toEqual({ step: 'none' });
  });
  it('a wallet login needs its quote', () => {
    expect(planFormOrder(order({ walletLogin: true, quote })).step).toBe('wallet');
    expect(planFormOrder(order({ walletLogin: true }))).toEqual({ step: 'none' });
  });
});

describe('the trade form submit: the risk confirm (spec 1 §4)', () => {
  it('a limit sell of a risky token is confirmed first, a limit buy is not', () => {
    const limitSell = order({ orderType: 'limit', side: 'sell', targetPriceUsd: '0.5', security: risky });
    expect(planFormOrder(limitSell)).toEqual({ step: 'confirmRisk' });
    expect(planFormOrder({ ...limitSell, riskConfirmed: true }).step).toBe('limit');
    expect(planFormOrder({ ...limitSell, side: 'buy' }).step).toBe('limit');
  });
  it('any wallet order of a risky token is confirmed first; a custodial market order is not', () => {
    expect(planFormOrder(order({ walletLogin: true, quote, security: risky }))).toEqual({ step: 'confirmRisk' });
    expect(planFormOrder(order({ walletLogin: true, quote, security: risky, riskConfirmed: true })).step).toBe('wallet');
    expect(planFormOrder(order({ security: risky })).step).toBe('market');
  });
  it('a buy of a token that cannot be sold is never sent, for any login; a sell of a honeypot is confirmed', () => {
    expect(planFormOrder(order({ security: honeypot }))).toEqual({ step: 'none' });
    expect(planFormOrder(order({ walletLogin: true, quote, security: honeypot, riskConfirmed: true }))).toEqual({ step: 'none' });
    expect(planFormOrder(order({ walletLogin: true, quote, side: 'sell', security: honeypot }))).toEqual({ step: 'confirmRisk' });
  });
  it('the round trip at the order size decides over the flags', () => {
    expect(planFormOrder(order({ roundTrip: { can_sell: false, reason: 'liquidity', is_open_source: true } }))).toEqual({ step: 'none' });
    expect(planFormOrder(order({ walletLogin: true, quote, roundTrip: { can_sell: true, is_open_source: false } }))).toEqual({ step: 'confirmRisk' });
  });
});

describe('the trade form submit: request building', () => {
  it('a limit order: the target, the preset slippage (Auto for the engine to size when it fires), fees and the invitation code', () => {
    expect(planFormOrder(order({ orderType: 'limit', side: 'sell', amount: '150', targetPriceUsd: '0.5', fees: { priorityFee: '0.002', tip: '' }, invitationCode: 'INV' }))).toEqual({
      step: 'limit',
      request: {
        base_token: 'Tok',
        chain: 'solana',
        sub_order_type: 'limit',
        wallet_address: 'SolWallet',
        invitation_code: 'INV',
        simulation_detection_open: settings.simulatedSell,
        order_data: { quote_investment: '150', side: 'sell', slippage: 0.003, slippage_auto: true, target_price_usd: '0.5', priority_fee: '0.002' },
      },
    });
  });
  it('a custodial market order: the order-create payload; TP/SL only after a buy', () => {
    const plan = planFormOrder(order({ tpsl: true }));
    expect(plan).toMatchObject({ step: 'market', tpsl: true, ticket: { chain: 'solana', address: 'Tok', side: 'buy', symbol: 'TOK', payload: { token_in: '', token_out: 'Tok', token_amount: '0.1', user_wallet: 'SolWallet', user_id: 'u1' } } });
    expect(planFormOrder(order({ tpsl: true, side: 'sell' }))).toMatchObject({ step: 'market', tpsl: false, ticket: { payload: { token_in: 'Tok', token_out: '' } } });
  });
  it('Auto slippage sends the margin over the quote\'s price impact, and refuses beyond 20 %', () => {
    expect(planFormOrder(order({ priceImpactPercent: 1.58 }))).toMatchObject({ step: 'market', ticket: { payload: { slippage: 0.0248 } } });
    expect(planFormOrder(order())).toMatchObject({ ticket: { payload: { slippage: 0.003 } } });
    expect(planFormOrder(order({ priceImpactPercent: 30 }))).toEqual({ step: 'slippageTooHigh', impactPercent: 30 });
    const wallet = order({ walletLogin: true, quote: { ...quote, price_impact: 1.58 } });
    expect(planFormOrder(wallet)).toMatchObject({ step: 'wallet', ticket: { build: { slippage: 0.0248 } } });
    expect(planFormOrder(order({ walletLogin: true, quote: { ...quote, price_impact: 1.58 }, settings: { ...settings, slippage: 0.1 } }))).toMatchObject({ ticket: { build: { slippage: 0.1 } } });
  });
  it('a wallet order: the build with the quote; on EVM the approve the quote asks for', () => {
    const solana = planFormOrder(order({ walletLogin: true, quote }));
    expect(solana).toMatchObject({ step: 'wallet', ticket: { build: { token_in: '', token_out: 'Tok', token_amount: '0.1', wallet_address: 'SolWallet', quote_data: { quote_id: 'q1' } }, signOnly: false } });
    expect(solana.step === 'wallet' && solana.ticket.approve).toBeUndefined();
    const base = planFormOrder(order({ chain: 'base', walletLogin: true, quote, side: 'sell', walletAddress: user.evm_address ?? '' }));
    expect(base).toMatchObject({ step: 'wallet', ticket: { build: { token_in: 'Tok', token_out: '', chain: 'base' }, approve: { to: quote.from_token, value: '0' } } });
  });
});

describe("a filled buy's fill (TP/SL orders are sized from it)", () => {
  const result = { tx_hash: '0xabc', order_id: 'o1', side: 'buy' as const, amount_in: '0.1', amount_out: '100', price_usd: '0.01', fee: '0' };
  it("the notification's amount and price when it came", () => {
    const outcome: Extract<ExecutionOutcome, { status: 'success' }> = {
      status: 'success',
      result,
      notification: { txHash: '0xabc', errorCode: 0, chain: 'solana', side: 'buy', tokenIn: '', tokenOut: 'Tok', amountOut: '200', amountOutUsd: '3', tokenOutDecimals: 6, order_type: 1 },
    };
    expect(fillOf(outcome)).toEqual({ amountOut: '200', priceUsd: '0.015', txHash: '0xabc' });
  });
  it("else the order's answer", () => expect(fillOf({ status: 'success', result, notification: null })).toEqual({ amountOut: '100', priceUsd: '0.01', txHash: '0xabc' }));
});
