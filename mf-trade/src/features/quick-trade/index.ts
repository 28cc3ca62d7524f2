// Quick buys and sells (bus `trade.quick`, the status bar's button) through the one executor.
export { runQuickTrade } from './api/runQuickTrade';
