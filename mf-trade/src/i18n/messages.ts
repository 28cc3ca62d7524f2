import { useMessages } from '@nova/shared-ui';

/** English catalogue of mf-trade; keys are namespaced "trade.*". Other locales fall back to it. */
export const en = {
  'trade.title': 'Trade',
  'trade.side': 'Side',
  'trade.side.buy': 'Buy',
  'trade.side.sell': 'Sell',
  'trade.market': 'Market',
  'trade.price': 'Price',
  'trade.balance': 'Balance',
  'trade.amount': 'Amount',
  'trade.presets': 'Quick amounts',
  'trade.submit.buy': 'Buy',
  'trade.submit.sell': 'Sell',
  'trade.comingSoon': 'Trading arrives in a later release.',
  'trade.login': 'Log in to trade',
  'trade.loginHint': 'Sign in to see your balance and trade.',
  'trade.loading': 'Loading trade panel',
  'trade.error': 'Could not load the trade panel',
  'trade.retry': 'Retry',
  'trade.error.amountRequired': 'Enter an amount',
  'trade.error.amountInvalid': 'Enter a positive number',
  'trade.error.insufficient': 'Amount exceeds your balance',
} as const;

export type TradeMessages = typeof en;

export function useTradeMessages() {
  return useMessages<TradeMessages>('trade', { en });
}
