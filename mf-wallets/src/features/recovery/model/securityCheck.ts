import type { AuthMethod } from '@nova/shared-contracts';

/**
 * How a session proves it is still its owner (spec 2 §2): email users type their password,
 * Google and exchange users go through their provider's consent again; wallet logins have no
 * recovery phrase to export (custodial users only, spec 2 §6).
 */
export type CheckMethod = 'password' | 'google' | 'exchange' | 'none';

export function checkMethodOf(authMethod: AuthMethod | undefined): CheckMethod {
  switch (authMethod) {
    case 'email':
      return 'password';
    case 'google':
    case 'exchange':
      return authMethod;
    default:
      return 'none';
  }
}

/** The words of a phrase, in order (any run of whitespace separates them). */
export function phraseWords(mnemonic: string): string[] {
  return mnemonic.trim().split(/\s+/).filter(Boolean);
}

/** The message key a failed security check answers with (spec 2 §8): a wrong password (405007, 405008) fomox-pwd-inc, anything else fomox-v-failed. */
export type SecurityCheckFailure = 'fomox-pwd-inc' | 'fomox-v-failed';

export function securityCheckFailure(code: number): SecurityCheckFailure {
  return code === 405007 || code === 405008 ? 'fomox-pwd-inc' : 'fomox-v-failed';
}
