/**
 * English of the search dialog (the `./SearchDialog` expose), keys "discover.search.*"; ICU messages.
 * Its Close is in ../en.ts (the filter drawer's close button has that key); searchMessages.ts adds the list's English.
 */
export const enSearch = {
  'discover.search.title': 'Search',
  'discover.search.input': 'Search tokens or wallets',
  'discover.search.placeholder': 'Search token name, symbol or address',
  'discover.search.history': 'Recent searches',
  'discover.search.clear': 'Clear history',
  'discover.search.all': 'All',
  'discover.search.tokens': 'Token',
  'discover.search.wallets': 'Wallet address',
  'discover.search.empty': 'No data',
  'discover.search.hint': 'Type a token name, symbol or address',
  'discover.search.loading': 'Searching',
  'discover.search.error': 'Search failed',
  'discover.search.balance': 'Balance',
  'discover.search.profit': 'PnL',
  'discover.search.winRate': 'Win rate',
} as const;
