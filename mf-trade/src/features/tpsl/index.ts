// The trade form's take-profit / stop-loss strategies (spec 1 §2, §4): the switch and editor, the
// chain's saved strategies (take-profit, stop-loss, 2x, trailing stop), whether a buy may carry
// them, and the orders a filled buy creates from them.
export { TpslEditor, useTpsl } from './components/TpslEditor';
export { strategiesValid, tpslOrders } from './model/strategies';
export type { Strategy } from './model/strategies';
