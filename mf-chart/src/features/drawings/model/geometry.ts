/**
 * Hit testing of drawings in pixels (plain maths, no canvas): which drawing a pointer is on, and
 * whether it is on one of its handles (the points a drag moves alone).
 */
import type { DrawingPoint, DrawingTool } from './drawings';

export interface Pixel {
  x: number;
  y: number;
}

/** How near (CSS px) the pointer must be to a line or a handle to hit it. */
export const HIT_TOLERANCE = 6;
/** A handle's radius as drawn (CSS px). */
export const HANDLE_RADIUS = 4;
/** A text note's box, estimated from its length (the canvas measures it exactly when it draws). */
export const NOTE_CHAR_WIDTH = 7;
export const NOTE_HEIGHT = 18;

export type Hit = { part: 'body' } | { part: 'handle'; index: number };

/** Distance from `p` to the segment a–b. */
export function distanceToSegment(p: Pixel, a: Pixel, b: Pixel): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Where a ray from `a` through `b` leaves a pane `width` × `height` wide (it goes on past `b`). */
export function rayEnd(a: Pixel, b: Pixel, width: number, height: number): Pixel {
  const dx = b.x - a.x;
  if (dx === 0) return { x: a.x, y: b.y > a.y ? height : 0 };
  const x = dx > 0 ? width : 0;
  return { x, y: a.y + ((b.y - a.y) / dx) * (x - a.x) };
}

/**
 * What of a drawing (its points in pixels, null where off the scale) is at `p`: a handle first,
 * then its lines (or a rectangle's and a range's area, a note's text box); null for nothing.
 */
export function hitDrawing(tool: DrawingTool, points: readonly (Pixel | null)[], p: Pixel, pane: { width: number; height: number }, text = ''): Hit | null {
  const [a, b] = points;
  if (!a) return null;
  const handle = points.findIndex((point) => point && Math.hypot(point.x - p.x, point.y - p.y) <= HIT_TOLERANCE);
  if (handle !== -1) return { part: 'handle', index: handle };
  const near = (from: Pixel, to: Pixel) => distanceToSegment(p, from, to) <= HIT_TOLERANCE;
  const inside = (from: Pixel, to: Pixel) => p.x >= Math.min(from.x, to.x) - HIT_TOLERANCE && p.x <= Math.max(from.x, to.x) + HIT_TOLERANCE && p.y >= Math.min(from.y, to.y) - HIT_TOLERANCE && p.y <= Math.max(from.y, to.y) + HIT_TOLERANCE;
  switch (tool) {
    case 'horizontalLine':
      return Math.abs(p.y - a.y) <= HIT_TOLERANCE ? { part: 'body' } : null;
    case 'textNote':
      return inside({ x: a.x, y: a.y - NOTE_HEIGHT }, { x: a.x + Math.max(1, [...text].length) * NOTE_CHAR_WIDTH, y: a.y }) ? { part: 'body' } : null;
    default:
      break;
  }
  if (!b) return null;
  switch (tool) {
    case 'trendLine':
      return near(a, b) ? { part: 'body' } : null;
    case 'ray':
      return near(a, rayEnd(a, b, pane.width, pane.height)) ? { part: 'body' } : null;
    case 'rectangle':
    case 'priceRange':
      return inside(a, b) ? { part: 'body' } : null;
    case 'fibRetracement': {
      // Its level lines span the two points' x, each a hit; the diagonal between them too.
      const left = Math.min(a.x, b.x);
      const right = Math.max(a.x, b.x);
      const onLevel = p.x >= left - HIT_TOLERANCE && p.x <= right + HIT_TOLERANCE && Math.min(a.y, b.y) - HIT_TOLERANCE <= p.y && p.y <= Math.max(a.y, b.y) + HIT_TOLERANCE;
      return onLevel || near(a, b) ? { part: 'body' } : null;
    }
    default:
      return null;
  }
}

/** Points moved by a drag: all of them by (dt, dp), or only the handle's point when one is held. */
export function dragPoints(points: readonly DrawingPoint[], hit: Hit, delta: { time: number; price: number }): DrawingPoint[] {
  return points.map((point, i) => (hit.part === 'body' || hit.index === i ? { time: point.time + delta.time, price: point.price + delta.price } : point));
}
