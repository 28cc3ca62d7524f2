// Exported by the package root for use at any time, so not in the lazily loaded `api/wallet.ts`.

/** Events of POST /user/wallet/event. */
export const WALLET_EVENTS = ['connect', 'disconnect', 'switch_chain', 'switch_account', 'sign_in', 'sign_out'] as const;
