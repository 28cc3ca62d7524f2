import type { AuthMethod } from '@nova/shared-contracts';

/**
 * How a session proves it is still its owner (spec 2 §2): email users type their password,
 * Google and exchange users go through their provider's consent again; wallet logins have no
 * recovery phrase to export and no custodial withdraw (custodial users only, spec 2 §6). The
 * recovery-phrase export and the withdraw both ask it.
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

/** The message key a failed security check answers with (spec 2 §8): a wrong password (405007, 405008) fomox-pwd-inc, anything else fomox-v-failed. */
export type SecurityCheckFailure = 'fomox-pwd-inc' | 'fomox-v-failed';

export function securityCheckFailure(code: number): SecurityCheckFailure {
  return code === 405007 || code === 405008 ? 'fomox-pwd-inc' : 'fomox-v-failed';
}
