// The perp account feature's public face (other features and the exposes import only this file).
export { AccountSummary } from './components/AccountSummary';
export { BrokerStats } from './components/BrokerStats';
export { ChainCards } from './components/ChainCards';
export type { PerpAction } from './components/ChainCards';
export { visibleChainTypes } from './model/chains';
