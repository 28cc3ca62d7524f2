import { ORDER_TYPES } from '@nova/shared-contracts';
import type { ChainKey, LimitOrder, Position } from '@nova/shared-contracts';
import { AVG_COST_COLOUR, MARKER_COLOURS } from './markers';

/**
 * Order and position lines of a chart (spec 3 §3 "Order or position line", §4, §9): open limit,
 * take-profit, stop-loss and trailing stop orders (a trailing stop's line is its stop price now,
 * moved up by the order push as the best price rises), the position's average cost, and the
 * 'market-preview' line while a market sell is being considered. Each line carries the flags of its buttons.
 */
export type LineKind = 'limitBuy' | 'limitSell' | 'tp' | 'sl' | 'trailing' | 'position' | 'marketPreview';

export interface LineButtons {
  /** Order lines: cancel the order; the position line: sell all at market. */
  close: boolean;
  /** The position line: take-profit / stop-loss orders for the holding. */
  tpsl: boolean;
  /** A limit order line: the same order on the other side at the same price. */
  reverse: boolean;
}

export interface ChartLine {
  id: string;
  kind: LineKind;
  /** USD per token (the chart scales it to its unit). */
  avgPrice: number;
  side: 'buy' | 'sell';
  /** Order: its quote_investment (native coin to spend on a buy, tokens on a sell); position: the balance. */
  qty: number;
  /** Position: unrealised PnL in USD as the server last reported it (`pnlAt` uses the price now). */
  pnlValue?: number;
  buttons: LineButtons;
  /** The order behind an order line. */
  order?: LimitOrder;
}

/** Each kind's colour: buys and take profits green, sells and stop losses red, the position amber. */
export const LINE_COLOURS: Record<LineKind, string> = {
  limitBuy: MARKER_COLOURS.buy,
  limitSell: MARKER_COLOURS.sell,
  tp: MARKER_COLOURS.buy,
  sl: MARKER_COLOURS.sell,
  trailing: MARKER_COLOURS.sell,
  position: AVG_COST_COLOUR,
  marketPreview: '#8a94a6',
};

/** Each kind's title in the `chart.*` catalogue. */
export const LINE_TITLE_KEYS = {
  limitBuy: 'chart.line.limitBuy',
  limitSell: 'chart.line.limitSell',
  tp: 'chart.line.tp',
  sl: 'chart.line.sl',
  trailing: 'chart.line.trailing',
  position: 'chart.line.avgCost',
  marketPreview: 'chart.line.preview',
} as const satisfies Record<LineKind, string>;

/** Order line height and the labels' distance from the pane's left edge, px (spec 3 §9). */
export const LINE_HEIGHT = 19;
export const LINE_PADDING = 40;
/** Order lines while a market-preview line is shown (spec 3 §4: semi-transparent). */
export const PREVIEW_DIM_ALPHA = 0.4;

/** Pending statuses shown as lines (spec 3 §4: "open or prepare status orders"). */
const OPEN_STATUSES = new Set([2, 3]);

export interface LinesContext {
  address: string;
  chain: ChainKey;
  /** TP/SL orders are offered to custodial sessions only (spec 1 §6). */
  custodial: boolean;
}

/** Plain limit orders: custodial sessions on Solana (the rule of mf-trade's form and of market-sim). */
export function limitOrdersOffered(custodial: boolean, chain: ChainKey): boolean {
  return custodial && chain === 'solana';
}

function kindOf(order: LimitOrder): LineKind {
  if (order.order_type === ORDER_TYPES.TakeProfit) return 'tp';
  if (order.order_type === ORDER_TYPES.StopLoss) return 'sl';
  if (order.order_type === ORDER_TYPES.TrailingLimit) return 'trailing';
  return order.side === 'buy' ? 'limitBuy' : 'limitSell';
}

/**
 * The lines of a token: its open orders (cancel button; reverse on plain limit orders when orders
 * may be placed), and the position's average cost with close (sell all) and TP/SL. A spot holding
 * cannot be turned into a short, so the position line has no reverse button.
 */
export function chartLines(orders: readonly LimitOrder[] | null, positions: readonly Position[] | null, context: LinesContext): ChartLine[] {
  const lines: ChartLine[] = [];
  for (const order of orders ?? []) {
    if (order.base_token !== context.address || !OPEN_STATUSES.has(order.status)) continue;
    const kind = kindOf(order);
    const price = Number(order.target_price_usd);
    if (!(price > 0)) continue;
    lines.push({
      id: `order:${order.order_id}`,
      kind,
      avgPrice: price,
      side: order.side,
      qty: Number(order.quote_investment),
      buttons: { close: true, tpsl: false, reverse: limitOrdersOffered(context.custodial, context.chain) && (kind === 'limitBuy' || kind === 'limitSell') },
      order,
    });
  }
  const position = positions?.find((p) => p.token_address === context.address && p.chain === context.chain && Number(p.balance) > 0);
  if (position && Number(position.buy_avg_price) > 0) {
    lines.push({
      id: 'position',
      kind: 'position',
      avgPrice: Number(position.buy_avg_price),
      side: 'buy',
      qty: Number(position.balance),
      pnlValue: Number(position.unrealized_profit),
      buttons: { close: true, tpsl: context.custodial, reverse: false },
    });
  }
  return lines;
}

/**
 * A line's unrealised PnL in USD at the token's price now (the page's one price): the position's
 * (price − average cost) × balance; the server's figure while the price is unknown; none for orders.
 */
export function pnlAt(line: ChartLine, price: number | null): number | undefined {
  if (line.kind !== 'position') return undefined;
  return price !== null && price > 0 ? (price - line.avgPrice) * line.qty : line.pnlValue;
}

/** The 'market-preview' line: where a market sell of the position would go now. */
export function marketPreviewLine(price: number, qty: number): ChartLine {
  return { id: 'market-preview', kind: 'marketPreview', avgPrice: price, side: 'sell', qty, buttons: { close: false, tpsl: false, reverse: false } };
}

/** Opacity of a line: order lines are semi-transparent while a market-preview line is there. */
export function lineOpacity(line: ChartLine, lines: readonly ChartLine[]): number {
  if (line.kind === 'marketPreview') return 1;
  return lines.some((l) => l.kind === 'marketPreview') ? PREVIEW_DIM_ALPHA : 1;
}

/** `#rrggbb` with an alpha (0..1) as `#rrggbbaa`. */
export function withAlpha(hex: string, alpha: number): string {
  if (alpha >= 1) return hex;
  const byte = Math.round(Math.max(0, alpha) * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex.slice(0, 7)}${byte}`;
}

/** Labels sorted top to bottom and pushed apart so none overlaps the one above (line height 19). */
export function stackLabels<T extends { y: number }>(items: readonly T[], height: number = LINE_HEIGHT): Array<T & { top: number }> {
  const sorted = [...items].sort((a, b) => a.y - b.y);
  const placed: Array<T & { top: number }> = [];
  let next = -Infinity;
  for (const item of sorted) {
    const top = Math.max(item.y - height / 2, next);
    placed.push({ ...item, top });
    next = top + height;
  }
  return placed;
}

/**
 * Where a line's label sits across the chart (the saved `orderPanelPosition`): its left edge 40 px
 * from the plot's left, or its right edge 40 px from the plot's right (left of the price axis),
 * as CSS for a layer whose plot starts at its left edge and is `paneWidth` wide.
 */
export function labelInset(position: 'left' | 'right', paneWidth: number): { left: number; transform?: string } {
  return position === 'right' ? { left: Math.max(0, paneWidth - LINE_PADDING), transform: 'translateX(-100%)' } : { left: LINE_PADDING };
}

/** A price line as the chart draws it on the canvas (with its axis label). */
export interface PriceLineSpec {
  /** In the chart's unit. */
  price: number;
  color: string;
  style: 'solid' | 'dashed';
  /** Only the market-preview line is titled on the canvas; the others have an HTML label. */
  title: string;
}

/**
 * The price lines of the lines: at their price in the chart's unit (`factor`), the position solid,
 * orders dashed, all but the preview semi-transparent while a market-preview line is shown.
 */
export function priceLineSpecs(lines: readonly ChartLine[], factor: number, previewTitle: string): PriceLineSpec[] {
  return lines.map((line) => ({
    price: line.avgPrice * factor,
    color: withAlpha(LINE_COLOURS[line.kind], lineOpacity(line, lines)),
    style: line.kind === 'position' ? 'solid' : 'dashed',
    title: line.kind === 'marketPreview' ? previewTitle : '',
  }));
}
