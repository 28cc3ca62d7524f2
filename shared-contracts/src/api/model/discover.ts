// Exported by the package root for use at any time, so not in the lazily loaded `api/discover.ts`.

/** Wallet tag kinds for filtering by token (spec 1 §3). */
export const WALLET_TAG_KINDS = ['all', 'kol', 'insider', 'smart_money', 'whale', 'sniper', 'dev', 'new_money', 'early_buyers'] as const;
