import Decimal from 'decimal.js';
import { TRADE, trailPercentError } from '@nova/shared-contracts';
import type { ChainKey, EndpointRequest } from '@nova/shared-contracts';
import type { SlippageFields } from '../../order-execution';
import { floorTo, toDecimal } from '../../../shared/amountInput';
import { cleanDecimalInput } from '../../../shared/decimalInput';

/**
 * A take-profit / stop-loss strategy row (spec 1 §3 "Strategy"), or a trailing stop (ours, issue
 * 34). Percents are whole numbers but a trailing stop's distance, kept as typed.
 */
export interface Strategy {
  id: string;
  type: 'TAKE_PROFIT' | 'STOP_LOSS' | '2XTP' | 'TRAILING_STOP';
  /** Take-profit gain, percent (0..100). */
  gain: number;
  /** Stop-loss loss, percent, stored negative (-100..0). */
  loss: number;
  /** Percent of the bought amount sold (0..100). */
  amount: number;
  /** A trailing stop's distance below the best price since placement, percent as typed (`trailPercentError`: 0.1 to 50, at most 2 decimals). */
  trail?: string;
}

/** The kinds a row can be, in the order the Add menu offers them. */
export const STRATEGY_KINDS = ['TAKE_PROFIT', 'STOP_LOSS', '2XTP', 'TRAILING_STOP'] as const satisfies readonly Strategy['type'][];

/** The 2X row: sells 50 % at twice the entry price (spec 1 §4). */
export const TWO_X: Omit<Strategy, 'id'> = { type: '2XTP', gain: 100, loss: 0, amount: 50 };

export type StrategyAction =
  | { type: 'add'; kind: Strategy['type']; id: string }
  | { type: 'remove'; id: string }
  | { type: 'field'; id: string; field: 'gain' | 'loss' | 'amount' | 'trail'; text: string };

/** The longest distance text kept (the API's `trail_percent` takes 20 characters). */
const TRAIL_MAX_LENGTH = 20;

/** Strategy inputs (spec 1 §5): non-digits stripped, empty is 0, leading zeros gone, capped at 100. */
export function cleanStrategyInput(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 0 : Math.min(100, Number(digits));
}

/** Whether another row of `kind` may be added: at most 5 rows, one 2X row. */
export function canAdd(strategies: readonly Strategy[], kind: Strategy['type']): boolean {
  if (strategies.length >= TRADE.maxStrategies) return false;
  return kind !== '2XTP' || !strategies.some((s) => s.type === '2XTP');
}

export function strategiesReducer(strategies: readonly Strategy[], action: StrategyAction): Strategy[] {
  switch (action.type) {
    case 'add':
      if (!canAdd(strategies, action.kind)) return [...strategies];
      if (action.kind === '2XTP') return [...strategies, { id: action.id, ...TWO_X }];
      return [...strategies, { id: action.id, type: action.kind, gain: 0, loss: 0, amount: 0, ...(action.kind === 'TRAILING_STOP' ? { trail: '' } : {}) }];
    case 'remove':
      return strategies.filter((s) => s.id !== action.id);
    case 'field':
      return strategies.map((s) => {
        if (s.id !== action.id || s.type === '2XTP') return s;
        // The distance keeps digits and one dot (spec 1 §5), its decimals as typed: its rule names what is wrong.
        if (action.field === 'trail') return s.type === 'TRAILING_STOP' ? { ...s, trail: cleanDecimalInput(action.text).slice(0, TRAIL_MAX_LENGTH) } : s;
        if (s.type === 'TRAILING_STOP' && action.field !== 'amount') return s;
        const value = cleanStrategyInput(action.text);
        if (action.field === 'loss') return { ...s, loss: value === 0 ? 0 : -value };
        return { ...s, [action.field]: value };
      });
  }
}

/** How a stop-loss loss is shown: with a minus sign, 0 stays 0. */
export function showLoss(loss: number): string {
  return loss === 0 ? '0' : `-${Math.abs(loss)}`;
}

/**
 * What is wrong with a trailing row's distance (shared-contracts' `trailPercentError`, the sim's
 * own rule): 'format' (not a number with at most 2 decimals) or 'range' (outside 0.1 to 50);
 * null for a valid one, an empty one (the row then places nothing) and every other kind of row.
 */
export function trailError(strategy: Strategy): 'format' | 'range' | null {
  if (strategy.type !== 'TRAILING_STOP') return null;
  const error = trailPercentError(strategy.trail ?? '');
  return error === 'empty' ? null : error;
}

/** Whether a buy may be sent with these strategies: not while a trailing distance is wrong (its stop would be lost). */
export function strategiesValid(strategies: readonly Strategy[]): boolean {
  return strategies.every((s) => trailError(s) === null);
}

/** A row that would create an order: a percent sold above 0 and a gain / loss above 0 or a valid trailing distance (2X always). */
export function isActive(strategy: Strategy): boolean {
  if (strategy.type === '2XTP') return true;
  if (strategy.type === 'TRAILING_STOP') return strategy.amount > 0 && trailPercentError(strategy.trail ?? '') === null;
  return strategy.amount > 0 && (strategy.type === 'TAKE_PROFIT' ? strategy.gain > 0 : strategy.loss < 0);
}

/**
 * The take-profit / stop-loss orders after a buy filled (spec 1 §4): each active row sells its
 * percent of the received amount (floored to the token decimals) at entry x (1 + gain) for a
 * take-profit, entry x (1 + loss) for a stop-loss, 2 x entry for the 2X row (50 %); a trailing
 * row is a trailing stop of its distance (the sim keeps its target from the best price since).
 * The sim binds them all to the position: one filling cancels or shrinks the others.
 */
export function tpslOrders(strategies: readonly Strategy[], fill: { chain: ChainKey; token: string; amountOut: string; priceUsd: string; txHash: string; decimals: number; wallet?: string; slippage: SlippageFields }): EndpointRequest<'limitOrderCreate'>[] {
  const received = toDecimal(fill.amountOut);
  const entry = toDecimal(fill.priceUsd);
  if (!received || !entry || received.lte(0) || entry.lte(0)) return [];
  return strategies.filter(isActive).flatMap((s): EndpointRequest<'limitOrderCreate'>[] => {
    const quantity = floorTo(received.mul(s.amount).div(100), fill.decimals);
    if (quantity.lte(0)) return [];
    if (s.type === 'TRAILING_STOP') {
      return [
        {
          base_token: fill.token,
          chain: fill.chain,
          sub_order_type: 'trailing_stop' as const,
          ...(fill.wallet ? { wallet_address: fill.wallet } : {}),
          order_data: { quote_investment: quantity.toFixed(), side: 'sell' as const, ...fill.slippage, trail_percent: (s.trail ?? '').trim(), buy_tx_hash: fill.txHash },
        },
      ];
    }
    const ratio = s.type === 'STOP_LOSS' ? new Decimal(s.loss).div(100) : new Decimal(s.gain).div(100);
    const target = entry.mul(new Decimal(1).plus(ratio));
    const stop = s.type === 'STOP_LOSS';
    return [
      {
        base_token: fill.token,
        chain: fill.chain,
        sub_order_type: stop ? ('stop_loss' as const) : ('take_profit' as const),
        ...(fill.wallet ? { wallet_address: fill.wallet } : {}),
        order_data: {
          quote_investment: quantity.toFixed(),
          side: 'sell' as const,
          ...fill.slippage,
          target_price_usd: target.toSignificantDigits(12).toFixed(),
          buy_tx_hash: fill.txHash,
          profit_loss_type: s.type,
          profit_loss_ratio: ratio.toNumber(),
          sell_profit_ratio: s.amount / 100,
        },
      },
    ];
  });
}

/** Prefs of a chain's strategies and of the switch per side. */
export const tpslPref = (chain: ChainKey) => `trade.tpsl.${chain}`;
export interface TpslPrefs {
  enabled: { BUY: boolean; SELL: boolean };
  strategies: Strategy[];
}
export const DEFAULT_TPSL: TpslPrefs = { enabled: { BUY: false, SELL: false }, strategies: [] };

/** Saved TP/SL prefs, or the defaults when absent or malformed. */
export function readTpsl(saved: unknown): TpslPrefs {
  const value = saved as Partial<TpslPrefs> | null;
  if (!value || typeof value !== 'object' || !Array.isArray(value.strategies) || typeof value.enabled !== 'object' || value.enabled === null) return DEFAULT_TPSL;
  const strategies = value.strategies
    .filter((s): s is Strategy => typeof s === 'object' && s !== null && (STRATEGY_KINDS as readonly string[]).includes((s as Strategy).type) && typeof (s as Strategy).id === 'string')
    .slice(0, TRADE.maxStrategies)
    .map((s) => (s.type === 'TRAILING_STOP' && typeof s.trail !== 'string' ? { ...s, trail: '' } : s));
  return { enabled: { BUY: value.enabled.BUY === true, SELL: value.enabled.SELL === true }, strategies };
}
