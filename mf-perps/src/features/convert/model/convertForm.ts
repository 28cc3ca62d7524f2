import { PERP_TOKENS } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { addAmounts, compareAmounts, fromTokenUnits, isZeroAmount, maxAmount, sanitizeAmountInput } from '../../amount/model/amount';

/** Convert dialog (spec 2 §4): step 0 form, step 1 confirm. */
export type ConvertStep = 'form' | 'confirm';

export interface ConvertState {
  step: ConvertStep;
  chain: PerpChain;
  amount: string;
}

export type ConvertAction =
  | { type: 'amount'; raw: string }
  | { type: 'max'; available: string }
  | { type: 'chain'; chain: PerpChain }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset'; chain: PerpChain };

export const initialConvert = (chain: PerpChain): ConvertState => ({ step: 'form', chain, amount: '' });

/** The form's reducer: Cancel on the confirm step returns to the form; closing resets everything. */
export function convertReducer(state: ConvertState, action: ConvertAction): ConvertState {
  switch (action.type) {
    case 'amount':
      return { ...state, amount: sanitizeAmountInput(action.raw) };
    case 'max':
      return { ...state, amount: maxAmount(action.available) };
    case 'chain':
      return { ...state, chain: action.chain, amount: '', step: 'form' };
    case 'next':
      return { ...state, step: 'confirm' };
    case 'back':
      return { ...state, step: 'form' };
    case 'reset':
      return initialConvert(action.chain);
  }
}

export type ConvertError = { kind: 'insufficient'; symbol: string };

/** Spec 2 §5: zero passes; above the available stablecoin balance fails, naming the symbol. */
export function convertErrors(amount: string, available: string, symbol: string): ConvertError[] {
  return compareAmounts(amount || '0', available) > 0 ? [{ kind: 'insufficient', symbol }] : [];
}

/** The Convert button is disabled when the amount is zero or errors exist. */
export function canConvert(amount: string, errors: readonly ConvertError[]): boolean {
  return !isZeroAmount(amount || '0') && errors.length === 0;
}

/** Solana deposit fee estimates carry a fixed extra (account rent), spec 2 §7, §9. */
export const SOLANA_DEPOSIT_FEE_EXTRA = '0.00089088';
const NATIVE_DECIMALS: Record<PerpChain, number> = { solana: 9, bsc: 18, eth: 18 };

/** The estimated gas of a convert in whole native coins: `deposit_fee` (smallest units), plus the Solana extra. */
export function estimatedGas(chain: PerpChain, depositFee: string): string {
  const fee = fromTokenUnits(depositFee, NATIVE_DECIMALS[chain]);
  return chain === 'solana' ? addAmounts(fee, SOLANA_DEPOSIT_FEE_EXTRA) : fee;
}

export type ConfirmGate = { kind: 'estimating' } | { kind: 'ready'; gas: string } | { kind: 'insufficientNative'; gas: string };

/**
 * Confirm is enabled only when the native balance exceeds the estimated gas (spec 2 §5); otherwise
 * the insufficient-native-balance note and a Deposit button show. Without an estimate yet, wait.
 */
export function confirmGate(chain: PerpChain, depositFee: string | undefined, nativeBalance: string | undefined): ConfirmGate {
  if (depositFee === undefined || nativeBalance === undefined) return { kind: 'estimating' };
  const gas = estimatedGas(chain, depositFee);
  return compareAmounts(nativeBalance, gas) > 0 ? { kind: 'ready', gas } : { kind: 'insufficientNative', gas };
}

/** The fee estimate polls every 5 s while the confirm step is open and a token is present (spec 2 §4, §9). */
export const FEE_POLL_MS = 5000;

/** The convert payload of spec 2 §7 (perp_access_token travels as a header). */
export function convertPayload(state: ConvertState, address: string, brokerUid: string | undefined) {
  const token = PERP_TOKENS[state.chain];
  return {
    address,
    chain: state.chain,
    token_address: token.address,
    token_amount: state.amount,
    token_symbol: token.symbol,
    token_decimal: token.decimals,
    ...(brokerUid ? { broker_uid: brokerUid } : {}),
  };
}
