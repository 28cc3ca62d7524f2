/**
 * A group's wallet list: 10 a page, searched by address, name or remark. The search box settles
 * (ours: 300 ms after the last key) before the list is asked again, and a settled search goes back
 * to page 1.
 */

/** Smart wallets per page in the monitor (ours; the spec pages group/smart/list without a size). */
export const MONITOR_PAGE_SIZE = 10;

/** Search typing settles this long before the list is asked again (ours). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The number of pages of a list of `total` rows (at least 1). */
export function pageCount(total: number, pageSize = MONITOR_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The pager of page `page` of `total` rows. */
export function pagerOf(page: number, total: number): { pages: number; canPrev: boolean; canNext: boolean; shown: boolean } {
  const pages = pageCount(total);
  return { pages, canPrev: page > 1, canNext: page < pages, shown: pages > 1 };
}

export interface WalletSearch {
  /** What the search box holds. */
  typed: string;
  /** What the list was last asked with. */
  settled: string;
  page: number;
}

export type WalletSearchAction = { type: 'typed'; text: string } | { type: 'settled' } | { type: 'page'; page: number };

export const initialWalletSearch: WalletSearch = { typed: '', settled: '', page: 1 };

export function walletSearchReducer(state: WalletSearch, action: WalletSearchAction): WalletSearch {
  switch (action.type) {
    case 'typed':
      return action.text === state.typed ? state : { ...state, typed: action.text };
    case 'settled':
      return state.typed === state.settled ? state : { typed: state.typed, settled: state.typed, page: 1 };
    case 'page':
      return action.page === state.page ? state : { ...state, page: action.page };
  }
}

/** Whether the list shows a search (an empty list then means "no match", not "empty group"). */
export const isSearching = (search: WalletSearch): boolean => search.settled.trim() !== '';

/** The smart/list request of a group's page, with the settled search when there is one. */
export function walletPageRequest(groupId: string, search: Pick<WalletSearch, 'settled' | 'page'>) {
  const trimmed = search.settled.trim();
  return { group_id: groupId, page: search.page, page_size: MONITOR_PAGE_SIZE, ...(trimmed !== '' ? { search: trimmed } : {}) };
}
