import type { PerpsMessages } from '../../i18n/messages';
import { PAYOUT_NOT_SENT } from './perpErrors';
import type { PerpFailure, Revert } from './perpErrors';

export interface FailureText {
  key: keyof PerpsMessages & string;
  values?: Record<string, string | number>;
  /** A nested key whose text fills `{reason}`. */
  reasonKey?: keyof PerpsMessages & string;
}

function revertReason(revert: Revert): string {
  switch (revert.kind) {
    case 'empty':
      return 'reverted without data';
    case 'message':
      return revert.message;
    case 'panic':
      return `panic 0x${revert.code.toString(16)}`;
    case 'custom':
      return revert.name;
  }
}

/**
 * The text of a failure (spec 2 §8 dialog errors): the mapped message when the code is known,
 * else `fallback` (the flow's generic "transfer failed" / "withdraw failed").
 */
export function failureText(failure: PerpFailure, fallback: keyof PerpsMessages & string): FailureText {
  switch (failure.kind) {
    case 'rejected':
      return { key: 'perps.fail.rejected' };
    case 'chainNotAdded':
      return { key: 'perps.fail.chainNotAdded' };
    case 'timeout':
      return { key: 'perps.fail.timeout' };
    case 'transferFailed':
      return { key: 'perps.fail.transferFailed' };
    case 'noGas':
      return { key: 'perps.fail.noGas' };
    case 'noTokens':
      return { key: 'perps.fail.noTokens' };
    case 'reverted':
      return { key: 'perps.fail.reverted' };
    case 'notMined':
      return { key: 'perps.fail.notMined' };
    case 'accountRent':
      return { key: 'perps.fail.accountRent' };
    case 'refusedToSign':
      return { key: 'perps.fail.server', values: { message: failure.message } };
    case 'perp':
      // The payout could not be sent (the chain refused or did not answer): nothing left the account.
      if (failure.code === PAYOUT_NOT_SENT) return { key: 'perps.fail.payoutNotSent', values: { code: failure.code } };
      if (failure.group === 'validation') return { key: 'perps.fail.validation', values: { code: failure.code, message: failure.message } };
      if (failure.group === 'withdraw') return { key: 'perps.fail.withdraw', values: { code: failure.code } };
      if (failure.group === 'deposit') return { key: 'perps.fail.deposit', values: { code: failure.code } };
      if (failure.group === 'system') return { key: 'perps.fail.system', values: { code: failure.code } };
      return failure.message ? { key: 'perps.fail.server', values: { message: failure.message } } : { key: fallback };
    case 'solanaProgram':
      return { key: 'perps.fail.program', reasonKey: `perps.fail.program.${failure.error}` };
    case 'revert':
      // The causes a user can act on get their own words: approve first, hold enough of the token.
      if (failure.revert.kind === 'custom' && failure.revert.name === 'InsufficientAllowance') return { key: 'perps.fail.noAllowance' };
      if (failure.revert.kind === 'custom' && (failure.revert.name === 'InsufficientBalance' || failure.revert.name === 'BalanceNotEnough')) return { key: 'perps.fail.noTokens' };
      return { key: 'perps.fail.revert', values: { reason: revertReason(failure.revert) } };
    case 'unknown':
      return { key: fallback };
  }
}

export function formatFailure(text: FailureText, t: (key: keyof PerpsMessages & string, values?: Record<string, string | number>) => string): string {
  const reason = text.reasonKey ? t(text.reasonKey) : undefined;
  return t(text.key, { ...text.values, ...(reason !== undefined ? { reason } : {}) });
}
