import type { enData } from './en/data';
import type { enHeader } from './en/header';
import type { enLaunch } from './en/launch';
import type { enSearch } from './en/search';
import type { enShare } from './en/share';

/**
 * English of mf-discover's token list (namespaced "discover.*"; ICU messages): what the `./TokenList`
 * expose renders, with its rows, their actions, the hover card and the filter drawer and its form.
 * Only this part is in the TokenList's chunk. The other exposes' catalogues add their own part,
 * `en/*.ts` (launchMessages.ts, searchMessages.ts, dataMessages.ts, shareMessages.ts), except the
 * token header's (headerMessages.ts), which is its part alone. Each key's English is in one
 * module: a key of another prefix that the list renders is here, under its name.
 */
export const en = {
  'discover.list.hot': 'Hot tokens',
  'discover.list.new': 'New tokens',
  'discover.list.ai': 'AI tokens',
  'discover.list.signal': 'Signal tokens',
  'discover.loading': 'Loading {list}',
  'discover.error': 'Could not load {list}',
  'discover.retry': 'Retry',
  'discover.empty': 'No tokens on this chain yet',
  'discover.chains': 'Chain filter',
  'discover.chains.all': 'All chains',
  'discover.col.token': 'Token',
  'discover.col.age': 'Age',
  'discover.col.price': 'Price',
  'discover.col.change': '24h',
  'discover.col.marketCap': 'Market cap',
  'discover.col.liquidity': 'Liquidity',
  'discover.col.volume': 'Volume 24h',
  'discover.col.holders': 'Holders',
  'discover.tabs': 'Token lists',
  'discover.tab.hot': 'Hot',
  'discover.tab.new': 'New',
  'discover.tab.ai': 'AI',
  'discover.tab.signal': 'Signal',
  'discover.filter.open': 'Filters',
  'discover.filter.openCount': 'Filters ({count})',
  'discover.filter.title': 'Token filter',
  'discover.filter.min': 'Min',
  'discover.filter.max': 'Max',
  'discover.filter.minOf': '{field} minimum',
  'discover.filter.maxOf': '{field} maximum',
  'discover.filter.windowOf': '{field} window',
  'discover.filter.window.1h': '1h',
  'discover.filter.window.1m': '1m',
  'discover.filter.field.marketCap': 'Market cap ($)',
  'discover.filter.field.progress': 'Progress (%)',
  'discover.filter.field.txCount': 'Transactions',
  'discover.filter.field.volume': 'Volume ($)',
  'discover.filter.field.holders': 'Holders',
  'discover.filter.field.age': 'Token age (min)',
  'discover.filter.field.liquidity': 'Liquidity ($)',
  'discover.filter.indicators': 'Indicators',
  'discover.filter.indicator.dev_sold_all': 'Dev sold all',
  'discover.filter.indicator.dev_holding': 'Dev still holding',
  'discover.filter.indicator.burnt': 'Burnt',
  'discover.filter.indicator.has_social': 'At least one social media',
  'discover.filter.keyword': 'Keywords',
  'discover.filter.excludeKeyword': 'Exclude keywords',
  'discover.filter.reset': 'Reset',
  'discover.filter.confirm': 'Confirm',
  'discover.filter.error.maxMin': 'The maximum cannot be lower than the minimum',
  'discover.filter.empty': 'No tokens match these filters',
  'discover.col.actions': 'Actions',
  'discover.row.favourite': 'Add {symbol} to watch list',
  'discover.row.unfavourite': 'Remove {symbol} from watch list',
  'discover.row.favouriteFailed': 'Watch list not updated: {message}',
  'discover.list.phoneColumn': 'Column',
  'discover.row.tools': 'Tools for {symbol}',
  'discover.row.toolsMenu': 'Security and analysis tools for {symbol}',
  'discover.row.hide': 'Hide {symbol}',
  'discover.row.hidden': '{symbol} hidden',
  'discover.row.revert': 'Revert',
  // Keys of other prefixes that the list renders too: the rows' quick buy, the hover card's shares, the close button of the drawer.
  'discover.launch.quickBuy': 'Quick buy {symbol} for {amount} {coin}',
  'discover.search.close': 'Close',
  'discover.data.risk.top10': 'Top 10 holders',
  'discover.data.risk.devHold': 'Dev holding',
} as const;

/** The token list's keys. */
export type ListMessages = { readonly [K in keyof typeof en]: string };

/** Every key of mf-discover, all parts together: the shape of each locale file (`locales/*.ts`, one flat object per locale). */
export type DiscoverMessages = { readonly [K in keyof (typeof en & typeof enData & typeof enLaunch & typeof enSearch & typeof enShare & typeof enHeader)]: string };
