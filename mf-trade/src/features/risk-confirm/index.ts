// The sell check and the risk confirm of spec 1 §4 (a honeypot or a token that is not open source):
// one rule (`tradeRisk` over `sellCheckOf`) that blocks a buy of a token that cannot be sold and
// decides the dialog `Risky token`, and a promise-returning confirm for code outside a form.
export { needsRiskConfirm, sellCheckOf, tradeRisk } from './model/risk';
export type { RoundTripVerdict, SellCheck, TradeRisk } from './model/risk';
export { LazyRiskConfirm as RiskConfirm, preloadRiskConfirm } from './components/LazyRiskConfirm';
export { useRiskConfirm } from './components/useRiskConfirm';
export type { RiskConfirmer } from './components/useRiskConfirm';
