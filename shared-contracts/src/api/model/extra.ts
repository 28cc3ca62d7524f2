// Exported by the package root for use at any time, so not in the lazily loaded `api/extra.ts`.

/** Categories of GET /token/tabs. */
export const TOKEN_TAB_CATEGORIES = ['history', 'holders', 'positions'] as const;
