import { useMessages } from '@nova/shared-ui';

/** English catalogue of mf-discover; keys are namespaced "discover.*". Other locales fall back to it. */
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
  'discover.live': 'Live',
} as const;

export type DiscoverMessages = typeof en;

export function useDiscoverMessages() {
  return useMessages<DiscoverMessages>('discover', { en });
}
