// The risk confirm of spec 1 §4 (a honeypot or a token that is not open source): the rule, the
// dialog `Risky token`, and a promise-returning confirm for code outside a form.
export { needsRiskConfirm } from './model/risk';
export { RiskConfirm } from './components/RiskConfirm';
export { useRiskConfirm } from './components/useRiskConfirm';
export type { RiskConfirmer } from './components/useRiskConfirm';
