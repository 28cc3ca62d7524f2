import type { SessionUser } from '@nova/shared-contracts';

/** What the wallet adapters report: the connected address per family, if any. */
export interface ConnectedAccounts {
  evm?: string;
  /** Phantom's account. */
  solana?: string;
  /** {product} Wallet's Solana account. */
  novaSolana?: string;
}

/**
 * Wallet session watch (spec 2 §4, spec 3 §6): when the wallet a user signed in with changes
 * account or disconnects, the user is logged out. MetaMask, {product} and Phantom are watched;
 * Phantom is compared with the Solana address, {product} Wallet with the address of the family
 * it signed in on, MetaMask with the EVM address, case-insensitively.
 */
export function shouldLogout(user: SessionUser | null, accounts: ConnectedAccounts): boolean {
  if (!user || user.authMethod !== 'wallet') return false;
  switch (user.wallet_type) {
    case 'phantom':
      return !sameAddress(user.sol_address, accounts.solana);
    case 'nova':
      return user.wallet_family === 'solana' ? !sameAddress(user.sol_address, accounts.novaSolana) : !sameAddress(user.evm_address, accounts.evm);
    case 'metamask':
      return !sameAddress(user.evm_address, accounts.evm);
    default:
      return false;
  }
}

function sameAddress(expected: string | undefined, actual: string | undefined): boolean {
  if (!expected || !actual) return false;
  return expected.toLowerCase() === actual.toLowerCase();
}

export const SESSION_WATCH_DEBOUNCE_MS = 500;

/**
 * Debounces account reports by 500 ms and calls `logout` when the last report says the session's
 * wallet is gone. Returns the report function and a dispose function.
 */
export function createSessionWatch(options: {
  getUser: () => SessionUser | null;
  logout: () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}): { report: (accounts: ConnectedAccounts) => void; dispose: () => void } {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let pending: unknown;
  return {
    report(accounts) {
      if (pending !== undefined) clearTimer(pending);
      pending = setTimer(() => {
        pending = undefined;
        if (shouldLogout(options.getUser(), accounts)) options.logout();
      }, SESSION_WATCH_DEBOUNCE_MS);
    },
    dispose() {
      if (pending !== undefined) clearTimer(pending);
      pending = undefined;
    },
  };
}
