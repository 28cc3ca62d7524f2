import { formatUnits } from 'viem';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { addAmounts, compareAmounts, isZeroAmount, maxAmount, sanitizeAmountInput } from '../../../shared/model/amount';
import type { BalanceError } from '../../../shared/model/amount';

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

/** The Convert button is disabled when the amount is zero or errors exist (the errors: `balanceErrors`, spec 2 §5). */
export function canConvert(amount: string, errors: readonly BalanceError[]): boolean {
  return !isZeroAmount(amount) && errors.length === 0;
}

/** Solana deposit fee estimates carry a fixed extra (account rent), spec 2 §7, §9. */
export const SOLANA_DEPOSIT_FEE_EXTRA = '0.00089088';
const NATIVE_DECIMALS: Record<PerpChain, number> = { solana: 9, bsc: 18, eth: 18 };

/** The estimated gas of a convert in whole native coins: `deposit_fee` (smallest units, the wallet edge), plus the Solana extra. */
export function estimatedGas(chain: PerpChain, depositFee: string): string {
  const fee = formatUnits(BigInt(depositFee), NATIVE_DECIMALS[chain]);
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
const FEE_POLL_MS = 5000;

/** The estimate's polling period: 5 s, until an estimate fails; an error stops polling silently (the last estimate stays). */
export function feePollMs(estimateFailed: boolean): number {
  return estimateFailed ? 0 : FEE_POLL_MS;
}

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
