import { useMessages } from '@nova/shared-ui';

/** English catalogue of mf-perps; keys are namespaced "perps.*". Other locales fall back to it. */
export const en = {
  'perps.title': 'Perpetual account',
  'perps.table': 'Perpetual account by chain type',
  'perps.col.account': 'Account',
  'perps.col.total': 'Total',
  'perps.col.pnl': 'Unrealised PnL',
  'perps.col.available': 'Available',
  'perps.account.SOL': 'Solana',
  'perps.account.EVM': 'EVM',
  'perps.loading': 'Loading perpetual account',
  'perps.error': 'Could not load the perpetual account',
  'perps.retry': 'Retry',
  'perps.connect': 'Connect to trade perpetuals',
  'perps.connectHint': 'Log in to see your perpetual balances and PnL.',
} as const;

export type PerpsMessages = typeof en;

export function usePerpsMessages() {
  return useMessages<PerpsMessages>('perps', { en });
}
