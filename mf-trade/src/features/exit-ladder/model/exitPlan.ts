import { LADDER, ORDER_STATUS, ladderIssues, rungAmounts, rungTargetUsd, shareBasisPoints } from '@nova/shared-contracts';
import type { ChainKey, EndpointRequest, LadderIssueCode, LadderRungInput, LimitOrder } from '@nova/shared-contracts';

/** How a rung's target is written: a price in USD, or a multiple of the average buy price. */
export type TargetMode = 'price' | 'multiple';

/** A rung as the form holds it: the typed text. */
export interface RungDraft {
  mode: TargetMode;
  target: string;
  /** Percent of the position. */
  share: string;
}

/** A new plan's rows: half at twice the cost, half at four times. */
export const NEW_PLAN: readonly RungDraft[] = [
  { mode: 'multiple', target: '2', share: '50' },
  { mode: 'multiple', target: '4', share: '50' },
];

/** What a row added to a plan starts with: a multiple above the last row's, no share yet. */
export function nextRung(rungs: readonly RungDraft[]): RungDraft {
  const last = rungs.at(-1);
  const multiple = last?.mode === 'multiple' && Number(last.target) > 0 ? Number(last.target) * 2 : 2;
  return { mode: 'multiple', target: String(multiple), share: '' };
}

export const canAddRung = (rungs: readonly RungDraft[]) => rungs.length < LADDER.maxRungs;
export const canRemoveRung = (rungs: readonly RungDraft[]) => rungs.length > LADDER.minRungs;

/** The rungs as the plan request and the shared rules read them (an empty field is no target / no share). */
export function rungInputs(rungs: readonly RungDraft[]): LadderRungInput[] {
  return rungs.map((rung) => {
    const share = rung.share === '' ? Number.NaN : Number(rung.share);
    if (rung.target === '') return { share_percent: share };
    return rung.mode === 'price' ? { target_price_usd: rung.target, share_percent: share } : { multiple: Number(rung.target), share_percent: share };
  });
}

export interface PlanErrors {
  /** By row: the target's and the share's problem. */
  rows: Array<{ target?: LadderIssueCode; share?: LadderIssueCode }>;
  /** The plan's own (the count of rungs, the shares' sum). */
  plan?: LadderIssueCode;
}

/** The shared rules (`ladderIssues`, what the sim refuses too) placed on the form's fields; null when the plan may be saved. */
export function planErrors(rungs: readonly RungDraft[], market: { priceUsd: number; avgPriceUsd: number }): PlanErrors | null {
  const issues = ladderIssues(rungInputs(rungs), market);
  if (issues.length === 0) return null;
  const errors: PlanErrors = { rows: rungs.map(() => ({})) };
  for (const { rung, code } of issues) {
    const row = rung === null ? undefined : errors.rows[rung];
    if (!row) errors.plan ??= code;
    else if (code === 'share') row.share ??= code;
    else row.target ??= code;
  }
  return errors;
}

export interface SummaryRow {
  /** Tokens the rung sells. */
  amount: string;
  /** Its target, USD; null while the row has none. */
  priceUsd: number | null;
  /** What it brings at its target before fees and price impact, USD. */
  proceedsUsd: number | null;
}

/** Each rung's tokens (`rungAmounts`, what the sim places) and proceeds at its target, and what stays held after all of them. */
export function planSummary(rungs: readonly RungDraft[], position: { balance: string; avgPriceUsd: number; decimals: number }): { rows: SummaryRow[]; kept: string } {
  const inputs = rungInputs(rungs);
  const amounts = rungAmounts(position.balance, inputs.map((r) => r.share_percent), position.decimals);
  const rows = inputs.map((input, index) => {
    const amount = amounts[index] ?? '0';
    const priceUsd = rungTargetUsd(input, position.avgPriceUsd);
    return { amount, priceUsd, proceedsUsd: priceUsd === null ? null : Number(amount) * priceUsd };
  });
  const soldPoints = inputs.reduce((sum, input) => sum + (shareBasisPoints(input.share_percent) ?? 0), 0);
  const [kept] = rungAmounts(position.balance, [Math.max(0, 10_000 - soldPoints) / 100], position.decimals);
  return { rows, kept: soldPoints >= 10_000 ? '0' : (kept ?? '0') };
}

/** The token's plan being edited: the newest pending rung's plan and its pending rungs in order; null without one. */
export function pendingPlan(orders: readonly LimitOrder[]): { planId: string; rungs: LimitOrder[] } | null {
  const rungs = orders.filter((o) => o.plan_id !== undefined && o.status === ORDER_STATUS.Pending);
  const planId = rungs[0]?.plan_id;
  if (planId === undefined) return null;
  return { planId, rungs: rungs.filter((o) => o.plan_id === planId).sort((a, b) => (a.plan_rung ?? 0) - (b.plan_rung ?? 0)) };
}

/**
 * A pending plan as form rows: each target as it was given, each share as its part of the position
 * now, rounded to two decimals (a rung's tokens were floored to the token decimals, so 30 % reads 30, not 29.99).
 */
export function draftFromPlan(rungs: readonly LimitOrder[], balance: string): RungDraft[] {
  const held = Number(balance);
  return rungs.map((rung) => ({
    mode: rung.plan_multiple === undefined ? 'price' : 'multiple',
    target: rung.plan_multiple === undefined ? String(rung.target_price_usd) : String(rung.plan_multiple),
    share: held > 0 ? String(Math.min(100, Math.round((Number(rung.quote_investment) / held) * 10_000) / 100)) : '',
  }));
}

/** The plan request (custodial: the sim sizes each rung from the position it holds). */
export function planRequest(rungs: readonly RungDraft[], token: { chain: ChainKey; address: string; wallet: string }, planId: string | undefined): EndpointRequest<'limitOrderLadder'> {
  return { chain: token.chain, base_token: token.address, wallet_address: token.wallet, rungs: rungInputs(rungs), ...(planId === undefined ? {} : { plan_id: planId }) };
}
