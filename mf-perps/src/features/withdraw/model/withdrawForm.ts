import { PERP_TOKENS, isChainAddress } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { addAmounts, compareAmounts, floorDecimals, isZeroAmount, maxAmount, sanitizeAmountInput, subtractAmounts } from '../../../shared/model/amount';

/** Withdraw dialog (spec 2 §4): step 0 form, step 1 confirm. */
export type WithdrawStep = 'form' | 'confirm';

/** Why the address field is locked: the risk limit (with its notice) or the Solana network. */
export type AddressLock = 'none' | 'riskLimit' | 'solana';

export interface WithdrawState {
  step: WithdrawStep;
  chain: PerpChain;
  amount: string;
  address: string;
  lock: AddressLock;
}

/** What the rules need from the server and the session. */
export interface WithdrawContext {
  /** Single (once) and daily (day) limits, from /perp/withdraw_limit; undefined until they are known. */
  once: string | undefined;
  day: string | undefined;
  /** Already withdrawn today on the chain; undefined until it is known. */
  withdrawnToday: string | undefined;
  /** The user's own address on the chain. */
  ownAddress: string;
}

export type WithdrawAction =
  | { type: 'amount'; raw: string; context: WithdrawContext }
  /** The limits arrived (or changed): the amount typed is judged against them. */
  | { type: 'limits'; context: WithdrawContext }
  | { type: 'max'; available: string; context: WithdrawContext }
  | { type: 'address'; address: string }
  | { type: 'chain'; chain: PerpChain; ownAddress: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset'; chain: PerpChain; ownAddress: string };

/** The Solana network locks the address field to the user's own address. */
export function initialWithdraw(chain: PerpChain, ownAddress: string): WithdrawState {
  return chain === 'solana' ? { step: 'form', chain, amount: '', address: ownAddress, lock: 'solana' } : { step: 'form', chain, amount: '', address: '', lock: 'none' };
}

/**
 * The risk limit (spec 2 §4): the amount reaches the single limit, or the amount plus what was
 * withdrawn today reaches the daily limit.
 */
export function reachesRiskLimit(amount: string, context: Pick<WithdrawContext, 'once' | 'day' | 'withdrawnToday'>): boolean {
  // Unknown limits lock nothing: an amount typed before they load is judged again once they do
  // ('limits', below), not against a limit of 0 (which locked every address on a slow answer).
  if (isZeroAmount(amount) || context.once === undefined || context.day === undefined || context.withdrawnToday === undefined) return false;
  return compareAmounts(amount, context.once) >= 0 || compareAmounts(addAmounts(amount, context.withdrawnToday), context.day) >= 0;
}

function withAmount(state: WithdrawState, amount: string, context: WithdrawContext): WithdrawState {
  const next = { ...state, amount };
  if (state.lock === 'none' && reachesRiskLimit(amount, context)) return { ...next, address: context.ownAddress, lock: 'riskLimit' };
  return next;
}

/** The form's reducer: the risk-limit lock holds until the network changes or the dialog closes. */
export function withdrawReducer(state: WithdrawState, action: WithdrawAction): WithdrawState {
  switch (action.type) {
    case 'amount':
      return withAmount(state, sanitizeAmountInput(action.raw), action.context);
    case 'limits':
      return withAmount(state, state.amount, action.context);
    case 'max':
      return withAmount(state, maxAmount(action.available), action.context);
    case 'address':
      return state.lock === 'none' ? { ...state, address: action.address.trim() } : state;
    case 'chain':
      return { ...initialWithdraw(action.chain, action.ownAddress), amount: state.amount };
    case 'next':
      return { ...state, step: 'confirm' };
    case 'back':
      return { ...state, step: 'form' };
    case 'reset':
      return initialWithdraw(action.chain, action.ownAddress);
  }
}

/** Minimum withdraw = base minimum + the chain's withdraw fee (spec 2 §5, §9). */
export function minimumWithdraw(baseMinimum: string, chainFee: string): string {
  return addAmounts(baseMinimum, chainFee);
}

/** What arrives: the amount less the chain's withdraw fee (the confirm step's "You receive"). */
export function receivedAmount(amount: string, chainFee: string): string {
  return subtractAmounts(amount, chainFee);
}

export type WithdrawError = { kind: 'minimum'; minimum: string; symbol: string } | { kind: 'insufficient'; symbol: string } | { kind: 'invalidAddress'; chain: PerpChain };

/** Spec 2 §5: zero passes; below the minimum; above the available balance; an address invalid for the chain. */
export function withdrawErrors(state: Pick<WithdrawState, 'chain' | 'amount' | 'address'>, rules: { minimum: string; available: string }): WithdrawError[] {
  const errors: WithdrawError[] = [];
  const symbol = PERP_TOKENS[state.chain].symbol;
  const amount = state.amount;
  if (!isZeroAmount(amount)) {
    if (compareAmounts(amount, rules.minimum) < 0) errors.push({ kind: 'minimum', minimum: rules.minimum, symbol });
    else if (compareAmounts(amount, rules.available) > 0) errors.push({ kind: 'insufficient', symbol });
  }
  if (state.address !== '' && !isChainAddress(state.chain, state.address)) errors.push({ kind: 'invalidAddress', chain: state.chain });
  return errors;
}

/** The Withdraw button is disabled when the amount is zero, no address, or any error. */
export function canWithdraw(state: Pick<WithdrawState, 'amount' | 'address'>, errors: readonly WithdrawError[]): boolean {
  return !isZeroAmount(state.amount) && state.address !== '' && errors.length === 0;
}

/** The amount sent: floored to 9 decimals on Solana (spec 2 §9). */
export function withdrawAmountForChain(chain: PerpChain, amount: string): string {
  return chain === 'solana' ? floorDecimals(amount, 9) : amount;
}

/** The withdraw payload of spec 2 §7 (address, chain, to_address, token_address, token_amount, token_symbol, broker_uid). */
export function withdrawPayload(state: WithdrawState, fromAddress: string, brokerUid: string | undefined) {
  const token = PERP_TOKENS[state.chain];
  return {
    address: fromAddress,
    chain: state.chain,
    to_address: state.address,
    token_address: token.address,
    token_amount: withdrawAmountForChain(state.chain, state.amount),
    token_symbol: token.symbol,
    token_decimal: token.decimals,
    ...(brokerUid ? { broker_uid: brokerUid } : {}),
  };
}

/** Profile drawer (spec 2 §5): withdraw is disabled when the total perp balance is 0 or the wallet balance is 0 or less. */
export function profileWithdrawEnabled(totalPerp: string, walletBalance: string): boolean {
  return compareAmounts(totalPerp, 0) !== 0 && compareAmounts(walletBalance, 0) > 0;
}
