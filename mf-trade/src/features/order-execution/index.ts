// The one place orders run (spec 1 §4): the executor per platform and its slots, the trade form's
// submit, market orders outside the form, the order payload from a preset, its fees, and EVM gas.
export { orderExecutorFor, useOrderExecutor } from './api/orderExecutor';
export { submitFormOrder } from './api/submitFormOrder';
export type { FormGate } from './model/formOrder';
export type { Submission } from './model/executorTypes';
export { placeMarketTrade, tradeErrorToast } from './api/marketTrade';
export { invitationCode } from './api/invitation';
export { useEvmGas } from './api/evmGas';
export type { EvmGas } from './model/gas';
export { slippageFields, slippageOf } from './model/orderPayload';
export type { SlippageFields } from './model/orderPayload';
export { feeFields, orderFees } from './model/orderFees';
export type { OrderFees } from './model/orderFees';
export { fetchFeeMarket, useFeeMarket } from './api/feeMarket';
export { isRepeatClick } from './model/repeatClick';
export { playFillSound } from './model/triggered';
