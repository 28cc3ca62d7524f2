/**
 * What the user chose to see of their trading on the chart (spec 3 §3 trade display options; also
 * the "events" of the spec's chartSetting), and where the order and position labels sit.
 */
export interface TradeDisplay {
  ownTrades: boolean;
  followedTrades: boolean;
  orderLines: boolean;
}

export const TRADE_DISPLAY_KEYS = ['ownTrades', 'followedTrades', 'orderLines'] as const satisfies readonly (keyof TradeDisplay)[];

/** The toggles' names (the toolbar group `Trades on the chart` and the settings dialog's Events tab). */
export const TRADE_DISPLAY_LABELS = { ownTrades: 'chart.trades.own', followedTrades: 'chart.trades.followed', orderLines: 'chart.trades.orders' } as const satisfies Record<keyof TradeDisplay, string>;

/** Where the order and position lines' labels (with their Close, TP/SL, × and ⇄ buttons) sit on the chart. */
export type OrderPanelPosition = 'left' | 'right';
export const ORDER_PANEL_POSITIONS: readonly OrderPanelPosition[] = ['left', 'right'];
