// The trade form's take-profit / stop-loss strategies (spec 1 §2, §4): the switch and editor, the
// chain's saved strategies, and the orders a filled buy creates from them.
export { TpslEditor, useTpsl } from './components/TpslEditor';
export { tpslOrders } from './model/strategies';
export type { Strategy } from './model/strategies';
