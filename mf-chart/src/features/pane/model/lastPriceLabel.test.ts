import { describe, expect, it } from 'vitest';
import { lastPriceLabel } from './lastPriceLabel';

describe('last-price label', () => {
  it("is the library's label while the last bar is on screen", () => {
    expect(lastPriceLabel({ enabled: true, range: { from: 50, to: 103 }, bars: 100 })).toBe('series');
    expect(lastPriceLabel({ enabled: true, range: { from: 40, to: 99 }, bars: 100 })).toBe('series');
  });

  it('is the current-price line once the user scrolled the last bar past the right edge', () => {
    expect(lastPriceLabel({ enabled: true, range: { from: 20, to: 98.4 }, bars: 100 })).toBe('line');
    expect(lastPriceLabel({ enabled: true, range: { from: 0, to: 60 }, bars: 100 })).toBe('line');
  });

  it("is the library's label before the library reports a range", () => {
    expect(lastPriceLabel({ enabled: true, range: null, bars: 100 })).toBe('series');
  });

  it('is none when the setting is off or there is no bar', () => {
    expect(lastPriceLabel({ enabled: false, range: { from: 0, to: 60 }, bars: 100 })).toBe('none');
    expect(lastPriceLabel({ enabled: true, range: { from: 0, to: 60 }, bars: 0 })).toBe('none');
  });
});
