/**
 * English of the token page header (the `./TokenHeader` expose), keys "discover.header.*"; ICU
 * messages. The header's catalogue is this part alone (headerMessages.ts): none of the list's
 * English comes into its chunk.
 */
export const enHeader = {
  'discover.header.region': 'Token data',
  'discover.header.loading': 'Loading token data',
  'discover.header.error': 'Could not load token data',
  'discover.header.retry': 'Retry',
  'discover.header.price': 'Price',
  'discover.header.marketCap': 'Market cap',
  'discover.header.change24h': '24h',
  'discover.header.volume24h': '24h volume',
  'discover.header.stale': 'Live updates paused: figures may be out of date',
  'discover.header.copyAddress': 'Copy address',
  'discover.header.copied': 'Address copied',
  'discover.header.copyFailed': 'Could not copy: the browser refused clipboard access.',
  'discover.header.age': 'Age',
  'discover.header.share': 'Share',
  'discover.header.links': 'Links',
  'discover.header.website': 'Website',
  'discover.header.watch': 'Add to watch list',
  'discover.header.unwatch': 'Remove from watch list',
  'discover.header.watchFailed': 'Watch list not updated: {message}',
} as const;
