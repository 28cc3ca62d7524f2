/**
 * The phone list's third figure (issue 36): below 768 px the list keeps token, price and one more
 * column, 24h unless the user picks market cap, liquidity or age (kept in the prefs).
 */
export const PHONE_COLUMNS = ['change', 'marketCap', 'liquidity', 'age'] as const;
export type PhoneColumn = (typeof PHONE_COLUMNS)[number];

/** The prefs key of the picked column. */
export const PHONE_COLUMN_PREF = 'discover.phoneColumn';

/** A stored value as a column: 24h for anything that is not one (an old or hand-edited pref). */
export function parsePhoneColumn(value: unknown): PhoneColumn {
  return PHONE_COLUMNS.find((column) => column === value) ?? 'change';
}
