import { CLIENT_ERRORS, ORDER_ERRORS, RISK_CODE } from '@nova/shared-contracts';

/**
 * What a failed custodial withdraw says (spec 2 §8): 5070 the account-rent message (in the
 * dialog, by the amount); 407001 nothing (the host opens the safety tip); a user cancel nothing;
 * the order codes of spec 1 §8 their message; anything else the server's message, else the
 * generic withdraw-failed text.
 */
export type WithdrawFailure =
  | { kind: 'rent' }
  | { kind: 'silent' }
  | { kind: 'network' }
  | { kind: 'code'; code: keyof typeof ORDER_ERRORS }
  | { kind: 'message'; message: string }
  | { kind: 'generic' };

/** Rent a new Solana account needs (spec 2 §8, §9). */
export const SOLANA_RENT = '0.00089088';

export function withdrawFailure(code: number, message: string): WithdrawFailure {
  if (code === 5070) return { kind: 'rent' };
  if (code === RISK_CODE || code === CLIENT_ERRORS.userCancelled || code === CLIENT_ERRORS.aborted) return { kind: 'silent' };
  if (code === CLIENT_ERRORS.network || code === CLIENT_ERRORS.timeout) return { kind: 'network' };
  if (code in ORDER_ERRORS) return { kind: 'code', code: code as keyof typeof ORDER_ERRORS };
  return message.trim() !== '' ? { kind: 'message', message } : { kind: 'generic' };
}
