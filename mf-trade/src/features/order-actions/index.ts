// The chart's order-line buttons (bus `trade.order`): cancel or reverse an open limit order.
export { runOrderAction } from './api/runOrderAction';
