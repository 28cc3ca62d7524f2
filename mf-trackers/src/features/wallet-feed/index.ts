/** The wallet feed's public door: the live trades of followed wallets. */
export { WalletFeed } from './components/WalletFeed';
export type { WalletFeedProps } from './components/WalletFeed';
