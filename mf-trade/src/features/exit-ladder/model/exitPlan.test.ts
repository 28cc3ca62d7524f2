import { describe, expect, it } from 'vitest';
import type { LimitOrder } from '@nova/shared-contracts';
import { NEW_PLAN, canAddRung, canRemoveRung, draftFromPlan, nextRung, pendingPlan, planErrors, planRequest, planSummary, rungInputs } from './exitPlan';
import type { RungDraft } from './exitPlan';

const market = { priceUsd: 1, avgPriceUsd: 0.8 };
const rung = (mode: RungDraft['mode'], target: string, share: string): RungDraft => ({ mode, target, share });
const order = (id: string, extra: Partial<LimitOrder>): LimitOrder => ({
  order_id: id,
  status: 2,
  side: 'sell',
  chain: 'solana',
  base_token: 'T',
  token_name: 'Tok',
  token_symbol: 'TOK',
  token_icon: '',
  quote_investment: '10',
  target_price_usd: '2',
  order_type: 5,
  wallet_address: 'W',
  created_at: 1,
  ...extra,
});

describe('exit plan rows', () => {
  it('starts with two rungs and keeps 2 to 6', () => {
    expect(NEW_PLAN).toHaveLength(2);
    expect(canRemoveRung(NEW_PLAN)).toBe(false);
    const six = Array.from({ length: 6 }, () => nextRung(NEW_PLAN));
    expect(canAddRung(six)).toBe(false);
    expect(canRemoveRung(six)).toBe(true);
  });

  it('adds a row at twice the last multiple, with its share to fill in', () => {
    expect(nextRung([rung('multiple', '3', '50')])).toEqual(rung('multiple', '6', ''));
    expect(nextRung([rung('price', '3', '50')])).toEqual(rung('multiple', '2', ''));
  });

  it('reads a price, a multiple, and an empty field as none', () => {
    expect(rungInputs([rung('price', '1.5', '30'), rung('multiple', '3', '20'), rung('multiple', '', '')])).toEqual([
      { target_price_usd: '1.5', share_percent: 30 },
      { multiple: 3, share_percent: 20 },
      { share_percent: Number.NaN },
    ]);
  });
});

describe('planErrors: the shared rules on the form fields', () => {
  it('is null for a plan the sim accepts', () => {
    expect(planErrors([rung('multiple', '2', '30'), rung('price', '2', '30'), rung('multiple', '5', '40')], market)).toBeNull();
  });

  it('puts a row rule on its field and a plan rule on the plan', () => {
    expect(planErrors([rung('price', '0.9', '30'), rung('multiple', '', '0')], market)).toEqual({ rows: [{ target: 'notAbovePrice' }, { target: 'target', share: 'share' }] });
    expect(planErrors([rung('multiple', '2', '60'), rung('multiple', '3', '41')], market)).toEqual({ rows: [{}, {}], plan: 'shareTotal' });
    expect(planErrors([rung('multiple', '3', '10'), rung('multiple', '2', '10')], market)?.rows[1]).toEqual({ target: 'notIncreasing' });
  });
});

describe('planSummary', () => {
  it('gives each rung its tokens and proceeds at its target, and what stays held', () => {
    const summary = planSummary([rung('multiple', '2', '30'), rung('price', '3', '20')], { balance: '1000', avgPriceUsd: 0.5, decimals: 6 });
    expect(summary).toEqual({ rows: [{ amount: '300', priceUsd: 1, proceedsUsd: 300 }, { amount: '200', priceUsd: 3, proceedsUsd: 600 }], kept: '500' });
  });

  it('keeps nothing once the shares reach 100 %, and has no proceeds for a row without a target', () => {
    const summary = planSummary([rung('multiple', '', '50'), rung('multiple', '3', '50')], { balance: '10', avgPriceUsd: 1, decimals: 6 });
    expect(summary.rows[0]).toEqual({ amount: '5', priceUsd: null, proceedsUsd: null });
    expect(summary.kept).toBe('0');
  });
});

describe('an existing plan', () => {
  it('is the newest pending rung plan, its rungs in order', () => {
    const orders = [order('tp', {}), order('b2', { plan_id: 'p2', plan_rung: 2 }), order('b1', { plan_id: 'p2', plan_rung: 1 }), order('a1', { plan_id: 'p1', plan_rung: 1 }), order('done', { plan_id: 'p2', plan_rung: 0, status: 1 })];
    expect(pendingPlan(orders)).toEqual({ planId: 'p2', rungs: [orders[2], orders[1]] });
    expect(pendingPlan([order('tp', {})])).toBeNull();
  });

  it('opens as rows: the target as given, the share of the position now', () => {
    const rows = draftFromPlan([order('a', { quote_investment: '25', target_price_usd: '1.6', plan_multiple: 2 }), order('b', { quote_investment: '50', target_price_usd: '3' })], '75');
    expect(rows).toEqual([rung('multiple', '2', '33.33'), rung('price', '3', '66.67')]);
  });

  it('is replaced through its plan id', () => {
    const request = planRequest([rung('multiple', '2', '50'), rung('price', '3', '50')], { chain: 'solana', address: 'T', wallet: 'W' }, 'p1');
    expect(request).toEqual({ chain: 'solana', base_token: 'T', wallet_address: 'W', plan_id: 'p1', rungs: [{ multiple: 2, share_percent: 50 }, { target_price_usd: '3', share_percent: 50 }] });
  });
});
