import { describe, expect, it } from 'vitest';
import { rangeForThumb, scrolledPercent, thumbFor } from './scrollbar';

describe('custom scrollbar', () => {
  it('sizes the thumb by the visible share and puts it at the right end when showing the latest bars', () => {
    expect(thumbFor(1000, { from: 900, to: 999 }, 500)).toEqual({ left: 450, width: 50 });
    expect(thumbFor(1000, { from: 0, to: 99 }, 500)).toEqual({ left: 0, width: 50 });
  });
  it('never draws a thumb narrower than 20 px', () => {
    expect(thumbFor(100_000, { from: 99_950, to: 99_999 }, 400).width).toBe(20);
  });
  it('turns a dragged thumb back into a range of the same width', () => {
    const range = rangeForThumb(1000, { from: 900, to: 999 }, 0, 500);
    expect(range).toEqual({ from: 0, to: 99 });
    expect(rangeForThumb(1000, { from: 0, to: 99 }, 450, 500)).toEqual({ from: 900, to: 999 });
  });
  it('reports how far through the history the view is', () => {
    expect(scrolledPercent(1000, { from: 900, to: 999 })).toBe(100);
    expect(scrolledPercent(1000, { from: 0, to: 99 })).toBe(0);
    expect(scrolledPercent(0, null)).toBe(100);
  });
});
