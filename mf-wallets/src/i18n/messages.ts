import { useMessages } from '@nova/shared-ui';

/** English catalogue of mf-wallets; keys are namespaced "wallets.*". Other locales fall back to it. */
export const en = {
  'wallets.title': 'Wallet {address}',
  'wallets.period': 'Period',
  'wallets.summary': 'Wallet summary',
  'wallets.balance': 'Balance',
  'wallets.totalProfit': 'Total PnL',
  'wallets.unrealised': 'Unrealised PnL',
  'wallets.winRate': 'Win rate',
  'wallets.trades': 'Buys / sells',
  'wallets.holdings': 'Token profit',
  'wallets.col.token': 'Token',
  'wallets.col.balance': 'Balance',
  'wallets.col.bought': 'Bought',
  'wallets.col.sold': 'Sold',
  'wallets.col.realised': 'Realised',
  'wallets.col.unrealised': 'Unrealised',
  'wallets.col.total': 'Total PnL',
  'wallets.empty': 'No token activity in this period',
  'wallets.loading': 'Loading wallet profile',
  'wallets.error': 'Could not load the wallet profile',
  'wallets.retry': 'Retry',
  'wallets.login': 'Log in to view wallets',
  'wallets.loginHint': 'Wallet profiles are available to signed-in users.',
} as const;

export type WalletsMessages = typeof en;

export function useWalletsMessages() {
  return useMessages<WalletsMessages>('wallets', { en });
}
