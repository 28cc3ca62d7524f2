import type { Locale } from '@nova/shared-contracts';
import { DASH, decimalText, readDecimal } from './decimal';
import type { NumericInput } from './decimal';
import { decimalSeparator, numberFormat } from './locale';

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** The digits of `n` as subscript characters: 12 -> ₁₂. */
export function subscriptCount(n: number): string {
  return String(n).replace(/\d/g, (c) => SUBSCRIPT_DIGITS[Number(c)]!);
}

/**
 * The terminal's subscript-zero form (our product, not Intl's): the run of `zeros` after the
 * decimal point as a subscript count before the significant digits, 0.000123 -> 0.0₃123. The
 * digits stay Latin in every locale; the separator is the locale's.
 */
export function subscriptForm(negative: boolean, zeros: number, digits: string, locale: Locale | string): string {
  return `${negative ? '-' : ''}0${decimalSeparator(locale)}0${subscriptCount(zeros)}${digits}`;
}

/** Intl cannot go past 20 decimals in Node 20's V8 (ES2023 allows 100). */
const MAX_DECIMALS = 20;

/**
 * Writes a value with at most `decimals` places (rounded half away from zero by Intl, on the
 * decimal string) in the subscript-zero form: below 0.001 the run of zeros after the point becomes
 * a subscript count (0.00055 with 5 decimals -> 0.0₃55); trailing zeros are dropped; above it the
 * number is grouped and localised. Unlike `formatPrice` it keeps every requested decimal, so
 * neighbouring axis labels one tick step apart never print the same text.
 */
export function formatSubscriptDecimal(value: NumericInput, decimals: number, options: { locale?: Locale | string } = {}): string {
  const x = readDecimal(value);
  if (!x) return DASH;
  const locale = options.locale ?? 'en';
  const rounding = { maximumFractionDigits: Math.min(MAX_DECIMALS, Math.max(0, decimals)) };
  // The rounded value written plainly ('0.00055', '1234.5', '0'): its zeros decide the form.
  const rounded = numberFormat('en', { ...rounding, useGrouping: false }).format(decimalText(x, 0, true));
  if (!/[1-9]/.test(rounded)) return '0';
  const tiny = /^0\.(000+)(\d+)$/.exec(rounded);
  if (tiny) return subscriptForm(x.negative, tiny[1]!.length, tiny[2]!, locale);
  return `${x.negative ? '-' : ''}${numberFormat(locale, rounding).format(decimalText(x, 0, true))}`;
}
