import { lazy } from 'react';

/**
 * The signed-in user's trading on a chart (spec 3 §3, §4): own-trade markers, followed wallets'
 * trades, order and position lines with their buttons, and the trade display options. The overlay
 * is its own chunk, loaded for a signed-in user.
 */
export const TradeOverlay = lazy(() => import('./components/TradeOverlay'));
export type { TradeOverlayProps } from './components/TradeOverlay';
export type { LineActions } from './components/TradeLayer';
export { marketPreviewLine } from './model/lines';
export type { ChartLine } from './model/lines';
export { ORDER_PANEL_POSITIONS, TRADE_DISPLAY_KEYS, TRADE_DISPLAY_LABELS } from './model/display';
export type { OrderPanelPosition, TradeDisplay } from './model/display';
