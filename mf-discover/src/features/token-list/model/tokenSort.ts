import { sortRows } from '@nova/shared-ui';
import type { SortState } from '@nova/shared-ui';
import type { Token } from '@nova/shared-contracts';

/** Columns of the token table that sort. */
export type TokenSortKey = 'age' | 'price' | 'change' | 'marketCap' | 'liquidity' | 'volume' | 'holders';

/** Sort keys read from a token. Ordering only: amounts stay decimal strings for display. */
const SORT_VALUE: Record<TokenSortKey, (token: Token) => number> = {
  // Younger first when descending: age sorts by creation time, newest = largest.
  age: (t) => t.created_at,
  price: (t) => Number(t.current_price),
  change: (t) => t.price_change_24h,
  marketCap: (t) => Number(t.market_cap),
  liquidity: (t) => Number(t.liquidity),
  volume: (t) => Number(t.volume_24h),
  holders: (t) => t.holders_count,
};

/** Tokens in the chosen order; without a sort, the API's ranking order. */
export function sortTokens(tokens: readonly Token[], sort: SortState<TokenSortKey> | null): readonly Token[] {
  if (!sort) return tokens;
  return sortRows(tokens, SORT_VALUE[sort.by], sort.dir);
}
