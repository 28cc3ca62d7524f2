/**
 * Drawings (spec 3 §3, §5): stored per symbol with id, symbol, quote, priceType and the state's
 * points (time and price). Storage rules: a source with an empty state, no symbol or an id
 * containing a slash is not saved; a null source deletes the stored drawing; loaded drawings are
 * de-duplicated by id.
 */
import type { DrawingStyle } from './drawingSettings';

export type DrawingTool = 'trendLine' | 'horizontalLine' | 'ray' | 'rectangle';
export const DRAWING_TOOLS: readonly DrawingTool[] = ['trendLine', 'horizontalLine', 'ray', 'rectangle'];

export interface DrawingPoint {
  /** Seconds (bar time). */
  time: number;
  price: number;
}

export interface Drawing {
  id: string;
  /** Ticker symbol: chain plus token address ("solana:So1…"). */
  symbol: string;
  quote: 'usd' | 'native';
  priceType: 'price' | 'mcap';
  tool: DrawingTool;
  state: { points: DrawingPoint[] };
  /** Colour, width and line style it was drawn with (drawings saved before styles have none: the default). */
  style?: DrawingStyle;
}

export const DRAWINGS_KEY = 'chart.drawings';

/** Points a tool needs: one for a horizontal line, two for the others. */
export function pointsNeeded(tool: DrawingTool): number {
  return tool === 'horizontalLine' ? 1 : 2;
}

export function isStorable(source: Drawing): boolean {
  return source.state.points.length > 0 && source.symbol.length > 0 && !source.id.includes('/');
}

/** The stored list after saving `source` under `id` (null deletes it); unstorable sources change nothing. */
export function saveDrawing(stored: readonly Drawing[], id: string, source: Drawing | null): Drawing[] {
  if (source === null) return stored.filter((d) => d.id !== id);
  if (!isStorable(source) || source.id !== id) return [...stored];
  const at = stored.findIndex((d) => d.id === id);
  if (at === -1) return [...stored, source];
  return stored.map((d, i) => (i === at ? source : d));
}

const isDrawing = (value: unknown): value is Drawing => {
  const d = value as Drawing | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.id === 'string' &&
    typeof d.symbol === 'string' &&
    typeof d.tool === 'string' &&
    Array.isArray(d.state?.points) &&
    d.state.points.every((p) => typeof p?.time === 'number' && typeof p?.price === 'number')
  );
};

/** Stored drawings read back: well-formed ones only, de-duplicated by id (the last copy wins). */
export function loadDrawings(raw: unknown): Drawing[] {
  if (!Array.isArray(raw)) return [];
  const byId = new Map<string, Drawing>();
  for (const item of raw) if (isDrawing(item) && isStorable(item)) byId.set(item.id, item);
  return [...byId.values()];
}

/** The drawings of one symbol in the quote and price type they were drawn in. */
export function drawingsFor(all: readonly Drawing[], symbol: string, quote: Drawing['quote'], priceType: Drawing['priceType']): Drawing[] {
  return all.filter((d) => d.symbol === symbol && d.quote === quote && d.priceType === priceType);
}

/** Magnet (on by default, spec 3 §9): the price snaps to the nearest of the bar's open, high, low and close. */
export function snapToBar(price: number, bar: { open: number; high: number; low: number; close: number } | null): number {
  if (!bar) return price;
  let best = price;
  let distance = Infinity;
  for (const value of [bar.open, bar.high, bar.low, bar.close]) {
    const d = Math.abs(value - price);
    if (d < distance) {
      distance = d;
      best = value;
    }
  }
  return best;
}
