// The trade form of spec 1 §2 and the data it reads from the one cache.
export { TradeForm } from './components/TradeForm';
export { useTradeData } from './api/useTradeData';
