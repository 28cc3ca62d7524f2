/**
 * Drawings (spec 3 §3, §5): stored per symbol with id, symbol, quote, priceType and the state's
 * points (time and price). Storage rules: a source with an empty state, no symbol or an id
 * containing a slash is not saved; a null source deletes the stored drawing; loaded drawings are
 * de-duplicated by id.
 */
import { stripBidiControls } from '@nova/shared-ui';
import { parseDrawingStyle } from './drawingSettings';
import type { DrawingStyle } from './drawingSettings';

export type DrawingTool = 'trendLine' | 'horizontalLine' | 'ray' | 'rectangle' | 'fibRetracement' | 'textNote' | 'priceRange';
export const DRAWING_TOOLS: readonly DrawingTool[] = ['trendLine', 'horizontalLine', 'ray', 'rectangle', 'fibRetracement', 'textNote', 'priceRange'];
/** A text note's longest text: a note, not a document (and a short line on the canvas). */
export const MAX_NOTE_LENGTH = 80;

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
  /** A text note's text: the user's own, kept as plain text (see `cleanNote`). */
  text?: string;
}

export const DRAWINGS_KEY = 'chart.drawings';

/** Points a tool needs: one for a horizontal line and a text note, two for the others. */
export function pointsNeeded(tool: DrawingTool): number {
  return tool === 'horizontalLine' || tool === 'textNote' ? 1 : 2;
}

/**
 * A note's text as kept: bidi controls stripped (they would reorder what the canvas shows), line
 * breaks and runs of spaces made one space, trimmed, at most MAX_NOTE_LENGTH characters.
 */
export function cleanNote(text: string): string {
  return [...stripBidiControls(text).replace(/\s+/g, ' ').trim()].slice(0, MAX_NOTE_LENGTH).join('').trim();
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
    DRAWING_TOOLS.includes(d.tool) &&
    Array.isArray(d.state?.points) &&
    d.state.points.every((p) => typeof p?.time === 'number' && typeof p?.price === 'number')
  );
};

/**
 * A stored drawing in today's form. The format grows additively: drawings saved before styles get
 * the default style, a malformed style field its default; a text note keeps its cleaned text and
 * one without text is dropped (there is nothing to show).
 */
function migrate(d: Drawing): Drawing | null {
  const base: Drawing = { id: d.id, symbol: d.symbol, quote: d.quote === 'native' ? 'native' : 'usd', priceType: d.priceType === 'mcap' ? 'mcap' : 'price', tool: d.tool, state: { points: d.state.points.map(({ time, price }) => ({ time, price })) }, style: parseDrawingStyle(d.style) };
  if (d.tool !== 'textNote') return base;
  const text = typeof d.text === 'string' ? cleanNote(d.text) : '';
  return text ? { ...base, text } : null;
}

/** Stored drawings read back: well-formed ones only, in today's form, de-duplicated by id (the last copy wins). */
export function loadDrawings(raw: unknown): Drawing[] {
  if (!Array.isArray(raw)) return [];
  const byId = new Map<string, Drawing>();
  for (const item of raw) {
    const drawing = isDrawing(item) && isStorable(item) ? migrate(item) : null;
    if (drawing) byId.set(drawing.id, drawing);
  }
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
