import { formatCompact, formatPrice, formatSubscriptDecimal } from '@nova/shared-ui';

/**
 * The price axis (spec 3 §2, issue 11 item 4): never below zero, labels rounded to the tick step
 * in the subscript-zero form, no binary float noise. Pure functions; the chart hands them the
 * library's tick values and auto-scale ranges.
 */

/** The spacing of a list of tick prices (smallest positive gap), or null for fewer than 2 ticks. */
export function tickStep(prices: readonly number[]): number | null {
  let step = Infinity;
  for (let i = 1; i < prices.length; i++) {
    const gap = Math.abs((prices[i] as number) - (prices[i - 1] as number));
    if (gap > 0 && gap < step) step = gap;
  }
  return Number.isFinite(step) ? step : null;
}

/**
 * Decimals a label needs to show multiples of `step` exactly: the step is read to 3 significant
 * digits (steps are 1, 2, 2.5 or 5 times a power of ten) and its decimal places counted.
 */
export function stepDecimals(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 2;
  const clean = Number(step.toPrecision(3));
  const exponent = Math.floor(Math.log10(clean));
  const mantissaDecimals = (String(Number((clean / 10 ** exponent).toPrecision(3))).split('.')[1] ?? '').length;
  return Math.max(0, mantissaDecimals - exponent);
}

export type PriceKind = 'price' | 'mcap';

export interface AxisFormatOptions {
  locale: string;
  kind: PriceKind;
}

/** One tick label: the price snapped to the step; a negative tick has no label (it cannot be a price). */
export function formatTick(price: number, step: number | null, options: AxisFormatOptions): string {
  if (!Number.isFinite(price)) return '';
  const decimals = step === null ? null : stepDecimals(step);
  const snapped = step === null ? price : Math.round(price / step) * step;
  if (snapped < 0 && Math.abs(snapped) >= (step ?? 0) / 2) return '';
  if (snapped <= 0) return '0';
  if (options.kind === 'mcap' && snapped >= 1000) return formatCompact(snapped.toPrecision(12), { locale: options.locale });
  return formatSubscriptDecimal(snapped.toPrecision(15), decimals ?? 10, { locale: options.locale });
}

/** The axis tick labels: every price rounded to the common step (the library's tickmarks formatter). */
export function formatTicks(prices: readonly number[], options: AxisFormatOptions): string[] {
  const step = tickStep(prices);
  return prices.map((price) => formatTick(price, step, options));
}

/** A single value (crosshair label, last price): the terminal's price format; never negative. */
export function formatAxisValue(price: number, options: AxisFormatOptions): string {
  if (!Number.isFinite(price)) return '';
  const value = price <= 0 ? 0 : price;
  if (options.kind === 'mcap' && value >= 1000) return formatCompact(value.toPrecision(12), { locale: options.locale });
  return formatPrice(value.toPrecision(12), { locale: options.locale });
}

/** How many prices an axis formatter remembers: the library asks for the same few every frame. */
export const AXIS_MEMO_SIZE = 256;

/**
 * `formatAxisValue` with its last answers remembered, for the options `options()` gives at each
 * call (a new locale or kind forgets them). The library formats the last price, the crosshair and
 * the axis width's samples on every frame it draws: at a hot token's 60 frames a second that was the
 * chart's biggest script cost (a fifth of its frame work at 4x CPU), for a handful of prices. The
 * oldest answer goes first once `AXIS_MEMO_SIZE` are kept.
 */
export function axisValueFormatter(options: () => AxisFormatOptions): (price: number) => string {
  const memo = new Map<number, string>();
  let memoFor = '';
  return (price) => {
    const current = options();
    const key = `${current.locale}|${current.kind}`;
    if (key !== memoFor) {
      memo.clear();
      memoFor = key;
    }
    let label = memo.get(price);
    if (label === undefined) {
      label = formatAxisValue(price, current);
      if (memo.size >= AXIS_MEMO_SIZE) memo.delete(memo.keys().next().value as number);
      memo.set(price, label);
    }
    return label;
  };
}

export interface PriceRange {
  minValue: number;
  maxValue: number;
}

/**
 * Auto-scale that never shows a price below zero. The library pads the series range by the scale
 * margins (fractions of the pane height, `top` and `bottom`), so the visible bottom is
 * `min - bottom * (max - min) / (1 - top - bottom)`. When that would be negative, the minimum is
 * raised to `bottom * max / (1 - top)`, which puts the visible bottom exactly at zero.
 */
export function clampAutoscale(range: PriceRange | null, margins: { top: number; bottom: number }): PriceRange | null {
  if (!range) return null;
  const maxValue = Math.max(range.maxValue, 0);
  let minValue = Math.max(range.minValue, 0);
  const usable = 1 - margins.top - margins.bottom;
  if (usable <= 0) return { minValue, maxValue };
  if (maxValue === minValue) {
    // A flat series: the library widens it symmetrically; keep the lower half above zero.
    return { minValue: Math.max(0, minValue * 0.9), maxValue: maxValue === 0 ? 1 : maxValue * 1.1 };
  }
  const bottom = minValue - (margins.bottom * (maxValue - minValue)) / usable;
  if (bottom < 0) minValue = (margins.bottom * maxValue) / (1 - margins.top);
  return { minValue, maxValue };
}

/** The lowest visible price of a pane given the range and margins (the e2e hook checks it is >= 0). */
export function visibleBottom(range: PriceRange, margins: { top: number; bottom: number }): number {
  return range.minValue - (margins.bottom * (range.maxValue - range.minValue)) / (1 - margins.top - margins.bottom);
}

/**
 * The smallest price move the series declares (the library's minMove): four significant digits of
 * the typical price, so tiny-priced tokens (1e-10) keep their detail without binary noise.
 */
export function minMoveFor(price: number): number {
  if (!(price > 0) || !Number.isFinite(price)) return 0.01;
  const exponent = Math.floor(Math.log10(price));
  return Number((10 ** (exponent - 4)).toPrecision(1));
}

/**
 * Auto-scale on the logarithmic scale: the library pads the range in log space, so the padded
 * bottom is `min / (max / min)^(bottom / usable)`, above zero for any positive minimum; the linear
 * clamp would cut off the low prices there. What must hold is a positive minimum (the log of zero
 * or less is undefined): a non-positive one becomes the maximum / 10^4, or 1 when both are zero.
 */
export function clampLogAutoscale(range: PriceRange | null): PriceRange | null {
  if (!range) return null;
  const maxValue = range.maxValue > 0 ? range.maxValue : range.minValue > 0 ? range.minValue : 1;
  const minValue = range.minValue > 0 ? Math.min(range.minValue, maxValue) : maxValue / 1e4;
  return { minValue, maxValue };
}

/** The lowest visible price of a log-scaled pane (the e2e hook checks it is > 0). */
export function visibleLogBottom(range: PriceRange, margins: { top: number; bottom: number }): number {
  const usable = 1 - margins.top - margins.bottom;
  return range.minValue / (range.maxValue / range.minValue) ** (margins.bottom / usable);
}
