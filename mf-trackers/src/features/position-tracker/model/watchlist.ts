/** Watch list ordering and display basis (spec 3 §2 "Watch list and position tracker"). Pure functions. */
import type { WatchToken } from '@nova/shared-contracts';
import { sortRows } from '@nova/shared-ui';
import type { SortState } from '@nova/shared-ui';

/** The watch list sorts by 24h volume or 24h change. */
export type WatchSortKey = 'volume' | 'change';
/** What the value column shows: the price or the market cap. */
export type WatchBasis = 'price' | 'mcap';

const sortValue = (key: WatchSortKey) => (token: WatchToken) => (key === 'volume' ? Number(token.volume) : token.price_change_24h);

/** The tokens in the chosen order; null keeps the list's own order (newest first). */
export function sortWatchlist(tokens: readonly WatchToken[], sort: SortState<WatchSortKey> | null): WatchToken[] {
  return sort === null ? [...tokens] : sortRows(tokens, sortValue(sort.by), sort.dir);
}

/** The value a row shows on the chosen basis. */
export function watchValue(token: WatchToken, basis: WatchBasis): string | number {
  return basis === 'price' ? token.price : token.market_cap;
}

/**
 * Watch list row height (spec 1 §9: row height 44, overscan 3). The list is not virtualised (a
 * watch list holds tens of tokens), so the overscan does not apply.
 */
export const WATCH_ROW_HEIGHT_PX = 44;
