import { describe, expect, it } from 'vitest';
import { distanceToSegment, dragPoints, hitDrawing, rayEnd } from './geometry';

const pane = { width: 800, height: 400 };

describe('drawing hit testing', () => {
  it('measures the distance to a segment, clamped to its ends', () => {
    expect(distanceToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distanceToSegment({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(distanceToSegment({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
  });
  it('hits a trend line near its stroke, not far from it, and a handle before the line', () => {
    const points = [{ x: 100, y: 100 }, { x: 300, y: 200 }];
    expect(hitDrawing('trendLine', points, { x: 200, y: 152 }, pane)).toEqual({ part: 'body' });
    expect(hitDrawing('trendLine', points, { x: 200, y: 180 }, pane)).toBeNull();
    expect(hitDrawing('trendLine', points, { x: 302, y: 198 }, pane)).toEqual({ part: 'handle', index: 1 });
    // Past its end a trend line stops; a ray goes on to the pane's edge.
    expect(hitDrawing('trendLine', points, { x: 500, y: 300 }, pane)).toBeNull();
    expect(hitDrawing('ray', points, { x: 500, y: 300 }, pane)).toEqual({ part: 'body' });
    expect(rayEnd(points[0]!, points[1]!, 800, 400)).toEqual({ x: 800, y: 450 });
  });
  it('hits a horizontal line anywhere along the pane, a rectangle and a price range inside, a note on its text', () => {
    expect(hitDrawing('horizontalLine', [{ x: 50, y: 120 }], { x: 700, y: 124 }, pane)).toEqual({ part: 'body' });
    expect(hitDrawing('horizontalLine', [{ x: 50, y: 120 }], { x: 700, y: 140 }, pane)).toBeNull();
    const box = [{ x: 100, y: 100 }, { x: 200, y: 50 }];
    expect(hitDrawing('rectangle', box, { x: 150, y: 75 }, pane)).toEqual({ part: 'body' });
    expect(hitDrawing('priceRange', box, { x: 250, y: 75 }, pane)).toBeNull();
    expect(hitDrawing('textNote', [{ x: 100, y: 100 }], { x: 130, y: 92 }, pane, 'breakout')).toEqual({ part: 'body' });
    expect(hitDrawing('textNote', [{ x: 100, y: 100 }], { x: 130, y: 120 }, pane, 'breakout')).toBeNull();
  });
  it('hits a Fibonacci retracement on its levels between its two points', () => {
    const points = [{ x: 100, y: 300 }, { x: 200, y: 100 }];
    expect(hitDrawing('fibRetracement', points, { x: 150, y: 200 }, pane)).toEqual({ part: 'body' });
    expect(hitDrawing('fibRetracement', points, { x: 400, y: 200 }, pane)).toBeNull();
  });
  it('misses a drawing whose points are off the scale', () => {
    expect(hitDrawing('trendLine', [null, { x: 1, y: 1 }], { x: 1, y: 1 }, pane)).toBeNull();
  });
  it('drags the whole drawing by its body, one point by its handle', () => {
    const points = [{ time: 60, price: 1 }, { time: 120, price: 2 }];
    expect(dragPoints(points, { part: 'body' }, { time: 60, price: 0.5 })).toEqual([{ time: 120, price: 1.5 }, { time: 180, price: 2.5 }]);
    expect(dragPoints(points, { part: 'handle', index: 1 }, { time: -60, price: 1 })).toEqual([{ time: 60, price: 1 }, { time: 60, price: 3 }]);
  });
});
