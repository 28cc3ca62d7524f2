/** The watch list's hidden tokens (spec 3 §2 "hide and show token", §4 "Token shield"). Pure functions. */
import { isChainKey } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';

/** platform.prefs key: a JSON list of `chain:address` strings, oldest hidden first. */
export const HIDDEN_TOKENS_PREF = 'trackers.watchlist.hidden';

/** One token's entry in the hidden list. */
export const hiddenKey = (chain: ChainKey, address: string): string => `${chain}:${address}`;

const isHiddenKey = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const colon = value.indexOf(':');
  return colon > 0 && isChainKey(value.slice(0, colon)) && value.length > colon + 1 && value.length - colon - 1 <= 100;
};

/**
 * The saved hidden list. A value that is not a list counts as an empty list; entries that are not
 * `chain:address` strings of a known chain (and duplicates) are dropped, the valid ones kept.
 */
export function parseHiddenTokens(saved: unknown): string[] {
  if (!Array.isArray(saved)) return [];
  return [...new Set(saved.filter(isHiddenKey))];
}

/** The list with `key` added at the end (unchanged if already hidden). */
export const withHidden = (hidden: readonly string[], key: string): string[] => (hidden.includes(key) ? [...hidden] : [...hidden, key]);

/** The list without `key` (show again, or the toast's Revert). */
export const withoutHidden = (hidden: readonly string[], key: string): string[] => hidden.filter((entry) => entry !== key);

/** The rows shown and the rows hidden (each in the given order), by their `chain:address` key. */
export function splitHidden<T>(rows: readonly T[], hidden: ReadonlySet<string>, keyOf: (row: T) => string): { shown: T[]; hidden: T[] } {
  const split = { shown: [] as T[], hidden: [] as T[] };
  for (const row of rows) (hidden.has(keyOf(row)) ? split.hidden : split.shown).push(row);
  return split;
}

/** How long the "hidden" toast offers Revert (spec 1 §2 "Watch list": 5 s). */
export const HIDE_REVERT_MS = 5_000;
