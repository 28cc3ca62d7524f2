import Decimal from 'decimal.js';
import { CHAINS, TRADE } from '@nova/shared-contracts';
import type { ChainKey, WalletType } from '@nova/shared-contracts';
import { cleanAmountInput, cleanPercentInput, floorTo, toDecimal } from '../../../shared/amountInput';
import { tradeRisk } from '../../risk-confirm';
import type { SellCheck } from '../../risk-confirm';

/**
 * The trade form (spec 1 §2, §5) as a triad (CONVENTIONS 8): `tradeFormReducer` for what the user
 * does, `tradeSummary` for what the order would be, `tradeFindings` / `tradeButton` for what is
 * wrong and what the main button offers. No React here.
 */

export type Side = 'buy' | 'sell';
export type OrderKind = 'market' | 'limit';
export type InputMode = 'amount' | 'percent';
export type PriceBasis = 'PRICE' | 'MCAP';

export interface TradeFormState {
  side: Side;
  orderType: OrderKind;
  /** Buy uses amount mode, sell percent mode; reset on every side change. */
  mode: InputMode;
  /** Amount mode: what the user typed (native coin on a buy, tokens on a sell). */
  amount: string;
  /** Percent mode: percent of the token balance (100 or more means all). */
  percent: string;
  /** Limit: the target, a USD price or a USD market cap by `basis`. */
  target: string;
  basis: PriceBasis;
  /** Limit slider, -100..100 % of the current value; null once the target is typed by hand. */
  slider: number | null;
  /** Take-profit/stop-loss on: forces Market and Buy. */
  tpsl: boolean;
}

export type TradeFormAction =
  | { type: 'side'; side: Side }
  | { type: 'orderType'; orderType: OrderKind }
  | { type: 'mode'; mode: InputMode }
  /** `decimals`: the floor of the side (the chain's amountPrecision on a buy, the token's decimals on a sell). */
  | { type: 'amount'; amount: string; decimals: number }
  | { type: 'percent'; percent: string }
  | { type: 'quickAmount'; amount: string; decimals: number }
  | { type: 'quickPercent'; percent: number }
  /** Sell: 100 %. Buy: `amount` is the summary's maxBuy (balance less fees). */
  | { type: 'max'; amount?: string; decimals?: number }
  | { type: 'target'; target: string }
  | { type: 'basis'; basis: PriceBasis }
  /** `current`: the current price (PRICE) or market cap (MCAP) the slider is relative to. */
  | { type: 'slider'; percent: number; current: string }
  | { type: 'tpsl'; on: boolean }
  /**
   * After a successful order the amount is cleared (spec 1 §4), unless the trader has already
   * entered something else while it was pending: that entry is kept.
   */
  | { type: 'filled'; submitted: Pick<TradeFormState, 'amount' | 'percent' | 'target'> };

export const initialTradeForm: TradeFormState = { side: 'buy', orderType: 'market', mode: 'amount', amount: '', percent: '', target: '', basis: 'PRICE', slider: null, tpsl: false };

/** Slider labels of the limit tab (spec 1 §2). */
export const SLIDER_MARKS = [-100, -50, 0, 50, 100] as const;

const modeOf = (side: Side): InputMode => (side === 'buy' ? 'amount' : 'percent');

export function tradeFormReducer(state: TradeFormState, action: TradeFormAction): TradeFormState {
  switch (action.type) {
    case 'side':
      if (state.tpsl && action.side === 'sell') return state;
      return action.side === state.side ? state : { ...state, side: action.side, mode: modeOf(action.side), amount: '', percent: '' };
    case 'orderType':
      if (state.tpsl && action.orderType === 'limit') return state;
      return { ...state, orderType: action.orderType };
    case 'mode':
      return action.mode === state.mode ? state : { ...state, mode: action.mode, amount: '', percent: '' };
    case 'amount':
      return { ...state, mode: 'amount', amount: cleanAmountInput(action.amount, action.decimals) };
    case 'percent':
      return { ...state, mode: 'percent', percent: cleanPercentInput(action.percent) };
    case 'quickAmount':
      return { ...state, mode: 'amount', amount: cleanAmountInput(action.amount, action.decimals) };
    case 'quickPercent':
      return { ...state, mode: 'percent', percent: String(Math.min(100, Math.max(0, action.percent))) };
    case 'max':
      if (state.side === 'sell') return { ...state, mode: 'percent', percent: '100' };
      return { ...state, mode: 'amount', amount: cleanAmountInput(action.amount ?? '', action.decimals ?? 2) };
    case 'target':
      // Grouping commas go, the decimal point stays (a market cap of "2,000,000.5" is 2000000.5).
      return { ...state, target: cleanAmountInput(action.target, 18), slider: null };
    case 'basis':
      return action.basis === state.basis ? state : { ...state, basis: action.basis, target: '', slider: null };
    case 'slider': {
      const percent = Math.min(100, Math.max(-100, Math.round(action.percent)));
      const current = toDecimal(action.current);
      if (!current) return { ...state, slider: percent };
      const value = current.mul(new Decimal(100).plus(percent)).div(100);
      const target = state.basis === 'MCAP' ? value.toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed() : value.toSignificantDigits(6, Decimal.ROUND_DOWN).toFixed();
      return { ...state, slider: percent, target };
    }
    case 'tpsl':
      return action.on ? { ...state, tpsl: true, orderType: 'market', side: 'buy', mode: state.side === 'buy' ? state.mode : 'amount', amount: state.side === 'buy' ? state.amount : '', percent: '' } : { ...state, tpsl: false };
    case 'filled': {
      const { submitted } = action;
      const unchanged = state.amount === submitted.amount && state.percent === submitted.percent && state.target === submitted.target;
      return unchanged ? { ...state, amount: '', percent: '', target: '', slider: null } : state;
    }
  }
}

/** What the form is used with: the chain, the session, balances, prices and the active preset's fees. */
export interface TradeInputs {
  chain: ChainKey;
  /** null when signed out. */
  session: 'custodial' | 'wallet' | null;
  walletType: WalletType;
  /** Decimals a buy amount is floored to (token info's amountPrecision; default 2). */
  amountPrecision: number;
  /** Decimals a sell amount is floored to (the token's decimals; default 2). */
  tokenDecimals: number;
  /** null until known (signed out or loading). */
  nativeBalance: string | null;
  tokenBalance: string | null;
  priceUsd: string | null;
  nativePriceUsd: string | null;
  marketCapUsd: string | null;
  /** The pool's liquidity is under the warning line (`isLowLiquidity`). */
  lowLiquidity: boolean;
  /** The network-fee estimate (spec 1 §9) in the native coin, null when unknown. */
  networkFee: Decimal | null;
  /** The active preset's priority fee (custom mode) in the native coin, '' for none. */
  priorityFee: string;
  /** The active preset's MEV tip in the native coin, '' for none. */
  tip: string;
  /** Whether the token could be sold back (`sellCheckOf`: the round trip at the buy's size, else its flags); unknown when absent. */
  sellCheck?: SellCheck;
}

export interface TradeSummary {
  /** What the order spends, floored: native on a buy, tokens on a sell (percent applied). */
  amount: Decimal | null;
  /** A sell of 100 % or more: the whole balance. */
  sellAll: boolean;
  /** Balance the amount is taken from (native on a buy, tokens on a sell). */
  available: Decimal | null;
  nativeBalance: Decimal | null;
  /** USD value of the amount. */
  valueUsd: Decimal | null;
  networkFee: Decimal | null;
  priorityFee: Decimal;
  tip: Decimal;
  /** Network + priority + tip (network counted as 0 while unknown). */
  fees: Decimal;
  /** Max on a buy: the native balance less the fees, floored; null while the balance is unknown. */
  maxBuy: Decimal | null;
  /** Limit is offered only on Solana and only for custodial logins (spec 1 §2). */
  limitAllowed: boolean;
  tradingEnabled: boolean;
  /** Limit: the target as a USD price (a market-cap target converted at the current price). */
  targetPriceUsd: Decimal | null;
}

const nonNegative = (value: string): Decimal => {
  const parsed = toDecimal(value);
  return parsed && parsed.gt(0) ? parsed : new Decimal(0);
};

/** The USD value of an amount at a unit price (a buy: the native coin's; a sell: the token's); null while either is unknown. */
export function valueUsdOf(amount: Decimal | null, unitPriceUsd: string | null): Decimal | null {
  const unitPrice = toDecimal(unitPriceUsd);
  return amount && unitPrice ? amount.mul(unitPrice) : null;
}

export function tradeSummary(state: TradeFormState, inputs: TradeInputs): TradeSummary {
  const nativeBalance = toDecimal(inputs.nativeBalance);
  const tokenBalance = toDecimal(inputs.tokenBalance);
  const available = state.side === 'buy' ? nativeBalance : tokenBalance;
  let amount: Decimal | null = null;
  let sellAll = false;
  if (state.mode === 'percent') {
    const percent = toDecimal(state.percent);
    if (percent && tokenBalance) {
      sellAll = percent.gte(100);
      amount = sellAll ? tokenBalance : floorTo(tokenBalance.mul(percent).div(100), inputs.tokenDecimals);
    } else if (percent) amount = new Decimal(0);
  } else {
    const typed = toDecimal(state.amount);
    if (typed) amount = floorTo(typed, state.side === 'buy' ? inputs.amountPrecision : inputs.tokenDecimals);
  }
  const priorityFee = nonNegative(inputs.priorityFee);
  const tip = nonNegative(inputs.tip);
  const fees = (inputs.networkFee ?? new Decimal(0)).plus(priorityFee).plus(tip);
  const maxBuy = nativeBalance ? Decimal.max(0, floorTo(nativeBalance.minus(fees), inputs.amountPrecision)) : null;
  const target = toDecimal(state.target);
  const price = toDecimal(inputs.priceUsd);
  const cap = toDecimal(inputs.marketCapUsd);
  const targetPriceUsd = !target || target.lte(0) ? null : state.basis === 'PRICE' ? target : price && cap && cap.gt(0) ? target.div(cap).mul(price) : null;
  return {
    amount,
    sellAll,
    available,
    nativeBalance,
    valueUsd: valueUsdOf(amount, state.side === 'buy' ? inputs.nativePriceUsd : inputs.priceUsd),
    networkFee: inputs.networkFee,
    priorityFee,
    tip,
    fees,
    maxBuy,
    limitAllowed: inputs.chain === 'solana' && inputs.session === 'custodial',
    tradingEnabled: CHAINS[inputs.chain].tradingEnabled,
    targetPriceUsd,
  };
}

/** Liquidity (USD) under which the form warns (market-sim refuses orders with 105 below $1000). */
export const LOW_LIQUIDITY_USD = 1000;

/** Liquidity known and under LOW_LIQUIDITY_USD (the low-liquidity warning). */
export function isLowLiquidity(liquidityUsd: string | null): boolean {
  const liquidity = toDecimal(liquidityUsd);
  return liquidity !== null && liquidity.lt(LOW_LIQUIDITY_USD);
}

/**
 * Message keys of the form's findings (spec 1 §5). The four pre-check errors each have their own:
 * amount-zero, ins-bal, ins-prio, ins-tip.
 */
export type TradeFinding =
  | 'amount-zero'
  | 'ins-bal'
  | 'ins-prio'
  | 'ins-tip'
  | 'market-low'
  | 'market-exceed'
  | 'target-empty'
  | 'no-balance'
  | 'scan-unsupported'
  | 'limit-unavailable'
  | 'trading-off'
  | 'unsellable'
  | 'unsellable-liquidity'
  | 'low-liquidity';

export interface Finding {
  key: TradeFinding;
  level: 'error' | 'warning';
}

/** Every rule the form breaks, errors first in the order of spec 1 §5, then warnings. */
export function tradeFindings(state: TradeFormState, inputs: TradeInputs, summary: TradeSummary): Finding[] {
  const found: Finding[] = [];
  const error = (key: TradeFinding) => found.push({ key, level: 'error' });
  if (!summary.tradingEnabled) error('trading-off');
  // The sell check (issue 34): a buy of a token that cannot be sold back is blocked, for every login.
  const risk = state.side === 'buy' ? tradeRisk(inputs.sellCheck, 'buy') : null;
  if (risk?.kind === 'blocked') error(risk.reason === 'liquidity' ? 'unsellable-liquidity' : 'unsellable');
  if (inputs.chain === 'solana' && (inputs.walletType === 'gatescan' || inputs.walletType === 'walletconnect') && inputs.session === 'wallet') error('scan-unsupported');
  if (state.orderType === 'limit' && !summary.limitAllowed) error('limit-unavailable');
  if (state.side === 'sell' && summary.available !== null && summary.available.lte(0)) error('no-balance');
  const typed = state.mode === 'percent' ? state.percent : state.amount;
  if (typed !== '' && summary.amount !== null) {
    if (summary.amount.lte(0)) error('amount-zero');
    else if (summary.available !== null && summary.amount.gt(summary.available)) error('ins-bal');
    if (summary.nativeBalance !== null && summary.nativeBalance.lt(summary.priorityFee)) error('ins-prio');
    if (summary.nativeBalance !== null && summary.nativeBalance.lt(summary.tip)) error('ins-tip');
    if (inputs.chain === 'gatelayer' && state.side === 'buy' && summary.amount.gt(0)) {
      if (summary.amount.lt(TRADE.gatelayerMinBuy)) error('market-low');
      if (summary.amount.gt(TRADE.gatelayerMaxBuy)) error('market-exceed');
    }
  } else if (typed !== '') error('amount-zero');
  if (state.orderType === 'limit' && summary.targetPriceUsd === null) error('target-empty');
  if (inputs.lowLiquidity) found.push({ key: 'low-liquidity', level: 'warning' });
  return found;
}

/**
 * The errors the form shows (an empty amount is not yet an error, nor an empty limit target
 * before the user typed an amount or a target): they block the main button and the wallet quote
 * (`formQuoteRequest`): an amount the form refuses is never quoted.
 */
export function formErrors(state: TradeFormState, findings: readonly Finding[]): Finding[] {
  const typedAmount = state.amount !== '' || state.percent !== '';
  const waiting = (key: TradeFinding) => (key === 'amount-zero' && !typedAmount) || (key === 'target-empty' && !typedAmount && state.target === '');
  return findings.filter((finding) => finding.level === 'error' && !waiting(finding.key));
}

export type TradeButton =
  | { action: 'login' }
  /** Zero native balance on a buy: opens the deposit dialog. */
  | { action: 'deposit' }
  /** A buy above the native balance. */
  | { action: 'topUp' }
  | { action: 'submit'; side: Side; disabled: boolean };

/**
 * The main button (spec 1 §2): signed out, log in; a buy at zero native balance, Deposit; a buy
 * above the balance, Top up; else Buy or Sell, disabled when the amount is empty or zero, a sell
 * has nothing to sell, any error is found, or an order is in flight.
 */
export function tradeButton(state: TradeFormState, inputs: TradeInputs, summary: TradeSummary, findings: readonly Finding[], busy: boolean): TradeButton {
  if (inputs.session === null) return { action: 'login' };
  if (state.side === 'buy' && summary.nativeBalance !== null && summary.nativeBalance.lte(0)) return { action: 'deposit' };
  if (state.side === 'buy' && summary.amount && summary.nativeBalance && summary.amount.gt(summary.nativeBalance)) return { action: 'topUp' };
  const empty = summary.amount === null || summary.amount.lte(0);
  const blocked = findings.some((finding) => finding.level === 'error');
  return { action: 'submit', side: state.side, disabled: busy || empty || blocked };
}
