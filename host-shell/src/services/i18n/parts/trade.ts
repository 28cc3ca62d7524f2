import { copyAddressEn } from './copyAddress';

/** English of the token page (`route-trade`): the token summary and the trade panel's splitter. */
export const tradeEn = {
  ...copyAddressEn,
  'shell.token.region': 'Token data',
  'shell.token.loading': 'Loading token data',
  'shell.token.error': 'Could not load token data',
  'shell.token.retry': 'Retry',
  'shell.token.price': 'Price',
  'shell.token.marketCap': 'Market cap',
  'shell.token.change24h': '24h',
  'shell.token.volume24h': '24h volume',
  'shell.token.stale': 'Live updates paused: figures may be out of date',
  'shell.token.copyAddress': 'Copy address',
  'shell.token.age': 'Age',
  'shell.token.share': 'Share',
  'shell.token.links': 'Links',
  'shell.token.website': 'Website',
  'shell.trade.resize': 'Resize trade panel',
} as const;
