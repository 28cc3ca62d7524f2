/** The wallet monitor's public door (spec 2 §7): the groups and their followed wallets. */
export { WalletMonitor } from './components/WalletMonitor';
export type { WalletMonitorProps } from './components/WalletMonitor';
