import { SEARCH, isChainKey } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';

/** A token picked from search, with what the history row shows. */
export interface HistoryToken {
  chain: ChainKey;
  address: string;
  symbol: string;
  logo: string;
}

/** A wallet picked from search. */
export interface HistoryWallet {
  chain: ChainKey;
  address: string;
  remark: string;
}

/** Search history (spec 3 §3 "Search history (local)"): most recent first. */
export interface SearchHistory {
  tokens: HistoryToken[];
  wallets: HistoryWallet[];
}

/** The prefs key the history is saved under. */
export const SEARCH_HISTORY_PREF = 'discover.search.history';

export const EMPTY_HISTORY: SearchHistory = { tokens: [], wallets: [] };

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);
const text = (value: unknown): value is string => typeof value === 'string';

function parseToken(value: unknown): HistoryToken | null {
  const v = record(value);
  if (!v || !isChainKey(v.chain) || !text(v.address) || v.address === '' || !text(v.symbol)) return null;
  return { chain: v.chain, address: v.address, symbol: v.symbol, logo: text(v.logo) ? v.logo : '' };
}

function parseWallet(value: unknown): HistoryWallet | null {
  const v = record(value);
  if (!v || !isChainKey(v.chain) || !text(v.address) || v.address === '') return null;
  return { chain: v.chain, address: v.address, remark: text(v.remark) ? v.remark : '' };
}

const sameRef = (a: { chain: string; address: string }, b: { chain: string; address: string }) => a.chain === b.chain && a.address === b.address;

function addTo<T extends { chain: string; address: string }>(list: readonly T[], item: T, max: number): T[] {
  return [item, ...list.filter((entry) => !sameRef(entry, item))].slice(0, max);
}

/**
 * A saved history as prefs returned it. Entries that are not well formed are dropped (one bad
 * entry never loses the others); duplicates and overflow are cut to the 5 + 5 of spec 3 §9.
 */
export function parseHistory(value: unknown): SearchHistory {
  const v = record(value);
  if (!v) return EMPTY_HISTORY;
  const tokens = (Array.isArray(v.tokens) ? v.tokens : []).map(parseToken).filter((t): t is HistoryToken => t !== null);
  const wallets = (Array.isArray(v.wallets) ? v.wallets : []).map(parseWallet).filter((w): w is HistoryWallet => w !== null);
  return {
    tokens: tokens.reduceRight<HistoryToken[]>((list, token) => addTo(list, token, SEARCH.historyTokens), []),
    wallets: wallets.reduceRight<HistoryWallet[]>((list, wallet) => addTo(list, wallet, SEARCH.historyWallets), []),
  };
}

/** The history with a token put first (moved up if it was there already), at most 5 tokens. */
export function rememberToken(history: SearchHistory, token: HistoryToken): SearchHistory {
  return { ...history, tokens: addTo(history.tokens, token, SEARCH.historyTokens) };
}

/** The history with a wallet put first, at most 5 wallets. */
export function rememberWallet(history: SearchHistory, wallet: HistoryWallet): SearchHistory {
  return { ...history, wallets: addTo(history.wallets, wallet, SEARCH.historyWallets) };
}
