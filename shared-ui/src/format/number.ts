import type { Locale } from '@nova/shared-contracts';
import { DASH, decimalText, readDecimal } from './decimal';
import type { DecimalValue, NumericInput } from './decimal';
import { isolateFigure, numberFormat, unitFamily } from './locale';
import { subscriptForm } from './subscript';

export type { NumericInput } from './decimal';

/**
 * Number formatting of spec 3 §9 by Intl.NumberFormat on the decimal strings the API sends
 * (exact: never through a binary float). Our code only picks the decimals by magnitude and writes
 * the subscript-zero form; Intl rounds, groups, localises and writes compact units.
 *
 * Rounding: the spec's default is floor. We floor the magnitude (Intl's 'trunc'), so a loss of
 * -1.239 shows -1.23 and never looks larger than it is; a value cut to zero shows no sign.
 */

const isZero = (x: DecimalValue): boolean => x.e === -Infinity;

/**
 * Default decimals by magnitude (spec 3 §9): 2 from 1 up (and for zero), 3 from 0.1, 4 from 0.01,
 * … 9 from 0.0000001, 10 below.
 */
export function decimalsForMagnitude(value: NumericInput): number {
  const x = readDecimal(value);
  return x ? magnitudeDecimals(x) : 2;
}

function magnitudeDecimals(x: DecimalValue): number {
  return isZero(x) || x.e >= 0 ? 2 : Math.min(10, 2 - x.e);
}

/** Intl cannot go past 20 decimals in Node 20's V8 (ES2023 allows 100). */
const MAX_DECIMALS = 20;

/** Intl options of a floored figure with `min` to `max` decimals. */
function floored(min: number, max: number, signed = false): Intl.NumberFormatOptions {
  const places = Math.min(MAX_DECIMALS, Math.max(0, max));
  return {
    minimumFractionDigits: Math.min(Math.max(0, min), places),
    maximumFractionDigits: places,
    roundingMode: 'trunc',
    signDisplay: signed ? 'exceptZero' : 'negative',
  };
}

/** Floors the magnitude to `decimals` places and returns a plain decimal string ('0' when not a decimal). */
export function floorTo(value: NumericInput, decimals: number): string {
  const x = readDecimal(value);
  return x ? numberFormat('en', { ...floored(decimals, decimals), useGrouping: false }).format(decimalText(x)) : '0';
}

export interface NumberFormatOptions {
  locale?: Locale | string;
  /** Fixed decimals; default: by magnitude. */
  decimals?: number;
  /** Minimum decimals kept (trailing zeros); default 0 for by-magnitude, `decimals` when fixed. */
  minDecimals?: number;
  /** Show + for positive values. */
  signed?: boolean;
}

/** A plain number: grouped, localised, floored, decimals by magnitude unless given. */
export function formatNumber(value: NumericInput | null | undefined, options: NumberFormatOptions = {}): string {
  const x = readDecimal(value);
  return x ? isolateFigure(numberOf(x, options), options.locale ?? 'en') : DASH;
}

function numberOf(x: DecimalValue, options: NumberFormatOptions): string {
  const decimals = options.decimals ?? magnitudeDecimals(x);
  const min = options.minDecimals ?? options.decimals ?? 0;
  return numberFormat(options.locale ?? 'en', floored(min, decimals, options.signed)).format(decimalText(x));
}

/**
 * A price. Below 0.001 the run of zeros after the decimal point is written as a subscript count
 * with four significant digits (floored) after it: 0.0000123456 -> 0.0₄1234.
 */
export function formatPrice(value: NumericInput | null | undefined, options: { locale?: Locale | string; subscript?: boolean } = {}): string {
  const x = readDecimal(value);
  return x ? isolateFigure(priceOf(x, options), options.locale ?? 'en') : DASH;
}

function priceOf(x: DecimalValue, options: { locale?: Locale | string; subscript?: boolean }): string {
  const locale = options.locale ?? 'en';
  if (options.subscript !== false && !isZero(x) && x.e < -3) {
    // '0.00001234': the zeros are counted from the exponent, the digits after them are Intl's.
    const significant = numberFormat('en', { maximumSignificantDigits: 4, roundingMode: 'trunc', useGrouping: false });
    const digits = significant.format(decimalText(x, 0, true)).replace(/^0\.0*/, '');
    return subscriptForm(x.negative, -x.e - 1, digits, locale);
  }
  return numberOf(x, { locale });
}

/**
 * Where Intl's compact units go beyond the spec's: Korean stops at 억 (10^8; Intl has 조 from
 * 10^12), Japanese at 兆 (10^12; Intl has 京 from 10^16). Larger values are counted in that unit.
 */
const LARGEST_UNIT: Partial<Record<string, number>> = { ko: 8, ja: 12 };

/**
 * Compact form with the locale family's units (spec 3 §9) by Intl's compact notation: 1234567 ->
 * 1.23M (K/M/B/T in every English-like locale, with that locale's digits: 1,23M in French),
 * 123.45万 / 123.45萬 (Chinese, Japanese), 1,23 Mio. (German), 123.45만 (Korean). Floored to
 * `decimals` (2) in the unit; below 1 the decimals go by magnitude.
 */
export function formatCompact(value: NumericInput | null | undefined, options: { locale?: Locale | string; decimals?: number } = {}): string {
  const x = readDecimal(value);
  return x ? isolateFigure(compactOf(x, options), options.locale ?? 'en') : DASH;
}

function compactOf(x: DecimalValue, options: { locale?: Locale | string; decimals?: number }): string {
  const locale = options.locale ?? 'en';
  if (x.e < 0) return numberOf(x, { locale });
  const cut = floored(0, options.decimals ?? 2);
  const largest = LARGEST_UNIT[locale];
  if (largest !== undefined && x.e >= largest + 4) {
    const unit = numberFormat(locale, { notation: 'compact' }).formatToParts(10 ** largest).find((p) => p.type === 'compact')?.value ?? '';
    return `${numberFormat(locale, cut).format(decimalText(x, largest))}${unit}`;
  }
  const compact: Intl.NumberFormatOptions = { ...cut, notation: 'compact', useGrouping: 'always' };
  const family = unitFamily(locale);
  const unitFormat = numberFormat(family === 'western' ? 'en' : locale, compact);
  // Below the family's first unit (German has none under a million) the figure is written whole:
  // a market cap of 999,999.50 is 999.999, not 999.999,5 (its cents are noise at that size).
  if (x.e >= 3 && !unitFormat.formatToParts(decimalText(x)).some((part) => part.type === 'compact')) return numberFormat(locale, floored(0, 0)).format(decimalText(x));
  const written = unitFormat.format(decimalText(x));
  if (family !== 'western' || locale === 'en') return written;
  // English units, the locale's digits: '-1,234.56T' is the number -1234.56 (re-written in the locale) and the unit 'T'.
  const [, scaled = '', unit = ''] = /^(-?[\d,.]+)(.*)$/.exec(written) ?? [];
  return `${numberFormat(locale, cut).format(scaled.replace(/,/g, '') as Intl.StringNumericLiteral)}${unit}`;
}

/**
 * USD amount: compact from 1e3 (e.g. market cap), otherwise a price. With `cents` (a money
 * amount such as a PnL, spec 3 §9) below 1e3 it keeps two decimals at least, more by magnitude,
 * without the subscript form: -$1.30, never -$1.3; $0.0123.
 */
export function formatUsd(value: NumericInput | null | undefined, options: { locale?: Locale | string; compact?: boolean; cents?: boolean } = {}): string {
  const x = readDecimal(value);
  if (!x) return DASH;
  const abs = { ...x, negative: false };
  const locale = options.locale ?? 'en';
  const body = options.compact !== false && x.e >= 3 ? compactOf(abs, options) : options.cents ? numberOf(abs, { locale, minDecimals: 2 }) : priceOf(abs, options);
  return isolateFigure(`${x.negative ? '-' : ''}$${body}`, locale);
}

/**
 * A percent value (12.345 means 12.345 %), 2 decimals by default, floored. With `ratio` the value
 * is a fraction (0.29 means 29 %), as rebate and commission rates come: it is scaled by moving
 * the decimal exponent, exactly (0.29 * 100 in binary floats is 28.999…, floored to 28 %).
 */
export function formatPercent(value: NumericInput | null | undefined, options: { locale?: Locale | string; decimals?: number; signed?: boolean; narrow?: boolean; ratio?: boolean } = {}): string {
  const x = readDecimal(value);
  if (!x) return DASH;
  const shift = options.ratio ? 2 : 0;
  // Narrow cells (a phone's list): a change of 1,000 % or more drops its decimals (+1,161% rather than a cut +1,161.4…).
  const decimals = options.decimals ?? (options.narrow && x.e + shift >= 3 ? 0 : 2);
  const locale = options.locale ?? 'en';
  return isolateFigure(`${numberFormat(locale, floored(decimals, decimals, options.signed)).format(decimalText(x, -shift))}%`, locale);
}

/** Minimum decimals shown for well-known coins (spec 3 §9: BTC 6, ETH 5). */
export function coinMinDecimals(symbol: string): number {
  const s = symbol.toUpperCase();
  if (s === 'BTC' || s === 'WBTC') return 6;
  if (s === 'ETH' || s === 'WETH') return 5;
  return 0;
}

/** A coin amount: decimals by magnitude, at least the coin's minimum. */
export function formatCoinAmount(value: NumericInput | null | undefined, symbol: string, options: { locale?: Locale | string } = {}): string {
  const x = readDecimal(value);
  if (!x) return DASH;
  const locale = options.locale ?? 'en';
  return isolateFigure(numberOf(x, { locale, decimals: Math.max(magnitudeDecimals(x), coinMinDecimals(symbol)), minDecimals: 0 }), locale);
}
