import Decimal from 'decimal.js';
import { cleanDecimalInput } from '../../../shared/decimalInput';

/** The trade form's state (CONVENTIONS 8: reducer, summary, errors). */
export interface TradeFormState {
  side: 'buy' | 'sell';
  /** What the user typed: digits and at most one dot. */
  amount: string;
}

export type TradeFormAction = { type: 'side'; side: 'buy' | 'sell' } | { type: 'amount'; amount: string };

export const initialTradeForm: TradeFormState = { side: 'buy', amount: '' };

/** Keeps only digits and the first dot; switching side clears the amount (its unit changes). */
export function tradeFormReducer(state: TradeFormState, action: TradeFormAction): TradeFormState {
  if (action.type === 'side') return action.side === state.side ? state : { side: action.side, amount: '' };
  return { ...state, amount: cleanDecimalInput(action.amount) };
}

export interface TradeInputs {
  /** Native coin balance on the chain (buy side spends it). */
  nativeBalance: string | null;
  /** Balance of the token (sell side spends it). */
  tokenBalance: string | null;
  /** Token price in USD. */
  priceUsd: string | null;
  /** Native coin price in USD. */
  nativePriceUsd: string | null;
}

export interface TradeSummary {
  amount: Decimal | null;
  /** What the amount spends from: the native balance on buy, the token balance on sell. */
  available: Decimal | null;
  /** USD value of the amount. */
  valueUsd: Decimal | null;
}

const decimal = (value: string | null): Decimal | null => {
  if (value === null || value === '' || value === '.') return null;
  try {
    return new Decimal(value);
  } catch {
    return null;
  }
};

export function tradeSummary(state: TradeFormState, inputs: TradeInputs): TradeSummary {
  const amount = decimal(state.amount);
  const available = decimal(state.side === 'buy' ? inputs.nativeBalance : inputs.tokenBalance);
  const unitPrice = decimal(state.side === 'buy' ? inputs.nativePriceUsd : inputs.priceUsd);
  return { amount, available, valueUsd: amount && unitPrice ? amount.mul(unitPrice) : null };
}

export type TradeError = 'amountRequired' | 'amountInvalid' | 'insufficient';

/** The first rule the form breaks, or null. */
export function tradeErrors(state: TradeFormState, _inputs: TradeInputs, summary: TradeSummary): TradeError | null {
  if (state.amount === '') return 'amountRequired';
  if (!summary.amount || summary.amount.lte(0)) return 'amountInvalid';
  if (summary.available && summary.amount.gt(summary.available)) return 'insufficient';
  return null;
}
