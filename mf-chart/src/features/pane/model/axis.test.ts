import { describe, expect, it } from 'vitest';
import { AXIS_MEMO_SIZE, axisValueFormatter, clampAutoscale, clampLogAutoscale, formatAxisValue, formatTicks, minMoveFor, stepDecimals, tickStep, visibleBottom, visibleLogBottom } from './axis';

const price = { locale: 'en', kind: 'price' as const };

describe('axis tick labels', () => {
  it('rounds float-noise ticks to the step: the gridline 0.00055 reads 0.0₃55, not 0.0₃5499', () => {
    expect(formatTicks([0.00054999999999, 0.0005, 0.00045000000001], price)).toEqual(['0.0₃55', '0.0₃5', '0.0₃45']);
  });
  it('writes tiny-priced ticks in the subscript-zero form with the step’s digits', () => {
    expect(formatTicks([2.0325e-12, 2.03e-12, 2.0275e-12], price)).toEqual(['0.0₁₁20325', '0.0₁₁203', '0.0₁₁20275']);
  });
  it('never prints a negative label: below-zero ticks are blank and a rounded -0 reads 0', () => {
    const labels = formatTicks([0.00001, 0.000005, 0, -0.000005, -0.00001], price);
    expect(labels).toEqual(['0.0₄1', '0.0₅5', '0', '', '']);
    expect(labels.some((label) => label.startsWith('-'))).toBe(false);
    expect(formatTicks([1e-20, -1e-21], price)[1]).toBe('0');
  });
  it('keeps 2.5-steps exact and groups large prices', () => {
    expect(formatTicks([1002.5, 1000, 997.5], price)).toEqual(['1,002.5', '1,000', '997.5']);
    expect(formatTicks([0.3, 0.2, 0.1], price)).toEqual(['0.3', '0.2', '0.1']);
  });
  it('prints market-cap ticks in compact units', () => {
    expect(formatTicks([1_500_000, 1_000_000, 500_000], { locale: 'en', kind: 'mcap' })).toEqual(['1.5M', '1M', '500K']);
  });
  it('localises the decimal separator', () => {
    expect(formatTicks([1.5, 1.25], { locale: 'de', kind: 'price' })).toEqual(['1,5', '1,25']);
  });
});

describe('tick step', () => {
  it('is the smallest gap between ticks', () => {
    expect(tickStep([3, 2, 1])).toBe(1);
    expect(tickStep([1])).toBeNull();
  });
  it('needs the decimals of its mantissa', () => {
    expect(stepDecimals(0.00005)).toBe(5);
    expect(stepDecimals(0.000025)).toBe(6);
    expect(stepDecimals(2.5)).toBe(1);
    expect(stepDecimals(50)).toBe(0);
    expect(stepDecimals(0.1 + 0.2 - 0.2)).toBe(1);
  });
});

describe('single values', () => {
  it('uses the price format and floors nothing below zero', () => {
    expect(formatAxisValue(0.0000123456, price)).toBe('0.0₄1234');
    expect(formatAxisValue(-0.001, price)).toBe('0');
  });
});

describe('the remembering axis formatter', () => {
  it('answers as formatAxisValue does, in the locale and kind of each call', () => {
    let options: { locale: string; kind: 'price' | 'mcap' } = { locale: 'en', kind: 'price' };
    const format = axisValueFormatter(() => options);
    expect(format(1234.5)).toBe(formatAxisValue(1234.5, options));
    expect(format(1234.5)).toBe(formatAxisValue(1234.5, options));
    options = { locale: 'de', kind: 'price' };
    expect(format(1234.5)).toBe(formatAxisValue(1234.5, options));
    expect(format(1234.5)).not.toBe(formatAxisValue(1234.5, { locale: 'en', kind: 'price' }));
    options = { locale: 'de', kind: 'mcap' };
    expect(format(1234567)).toBe(formatAxisValue(1234567, options));
  });

  it('stays right past its size: the oldest answers go, every answer is still the formatted price', () => {
    const options = { locale: 'en', kind: 'price' as const };
    const format = axisValueFormatter(() => options);
    const prices = Array.from({ length: AXIS_MEMO_SIZE * 2 + 7 }, (_, i) => 0.0001 * (i + 1));
    for (const price of [...prices, ...prices.reverse()]) expect(format(price)).toBe(formatAxisValue(price, options));
  });
});

describe('auto-scale clamp', () => {
  const margins = { top: 0.1, bottom: 0.1 };
  it('leaves a range whose padded bottom stays above zero as it is', () => {
    expect(clampAutoscale({ minValue: 90, maxValue: 100 }, margins)).toEqual({ minValue: 90, maxValue: 100 });
  });
  it('raises the minimum so the padded bottom is exactly zero, never negative', () => {
    const clamped = clampAutoscale({ minValue: 0.000001, maxValue: 0.00006 }, margins)!;
    expect(visibleBottom(clamped, margins)).toBeCloseTo(0, 15);
    expect(visibleBottom(clamped, margins)).toBeGreaterThanOrEqual(-1e-18);
    expect(clamped.maxValue).toBe(0.00006);
  });
  it('clamps a negative minimum and keeps a flat series above zero', () => {
    expect(clampAutoscale({ minValue: -5, maxValue: 10 }, margins)!.minValue).toBeGreaterThanOrEqual(0);
    const flat = clampAutoscale({ minValue: 2e-9, maxValue: 2e-9 }, margins)!;
    expect(flat.minValue).toBeGreaterThan(0);
    expect(flat.maxValue).toBeGreaterThan(flat.minValue);
    expect(clampAutoscale(null, margins)).toBeNull();
  });
});

describe('minMove', () => {
  it('keeps four significant digits of the price', () => {
    expect(minMoveFor(0.00002)).toBe(1e-9);
    expect(minMoveFor(123)).toBe(0.01);
    expect(minMoveFor(0)).toBe(0.01);
  });
});

describe('price axis on the log scale', () => {
  it('keeps a positive minimum, so the padded bottom stays above zero, without the linear clamp cutting the lows', () => {
    const margins = { top: 0.1, bottom: 0.25 };
    const range = { minValue: 0.0001, maxValue: 0.01 };
    expect(clampLogAutoscale(range)).toEqual(range);
    // The linear clamp would have raised the minimum far above the lowest price.
    expect(clampAutoscale(range, margins)!.minValue).toBeGreaterThan(0.002);
    expect(visibleLogBottom(range, margins)).toBeGreaterThan(0);
    expect(clampLogAutoscale({ minValue: -0.5, maxValue: 2 })).toEqual({ minValue: 0.0002, maxValue: 2 });
    expect(clampLogAutoscale({ minValue: 0, maxValue: 0 })).toEqual({ minValue: 0.0001, maxValue: 1 });
    expect(clampLogAutoscale(null)).toBeNull();
  });
});
