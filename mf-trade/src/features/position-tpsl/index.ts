// A held position's take-profit / stop-loss dialog (bus `trade.tpsl`).
export { PositionTpslDialog } from './components/PositionTpslDialog';
export { isFreshTpslRequest } from './model/positionTpsl';
