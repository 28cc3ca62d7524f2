import type { Locale } from '@nova/shared-contracts';
import { abs, atLeastPowerOfTen, isZero, parseDecimal, roundHalfUp, toPlain } from './decimal';
import type { NumericInput } from './decimal';
import { intlLocale } from './locale';

const SUBSCRIPT_DIGITS = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];

/** The digits of `n` as subscript characters: 12 -> ₁₂. */
export function subscriptCount(n: number): string {
  return String(n)
    .split('')
    .map((c) => SUBSCRIPT_DIGITS[Number(c)] ?? c)
    .join('');
}

/**
 * Writes a value with exactly `decimals` places (rounded half-up in decimal, never through binary
 * floating point) in the terminal's subscript-zero form: below 0.001 the run of zeros after the
 * point becomes a subscript count (0.00055 with 5 decimals -> 0.0₃55); trailing zeros are dropped;
 * above it the number is grouped and localised. Unlike `formatPrice` it keeps every requested
 * decimal, so neighbouring axis labels one tick step apart never print the same text.
 */
export function formatSubscriptDecimal(value: NumericInput, decimals: number, options: { locale?: Locale | string } = {}): string {
  const locale = intlLocale(options.locale ?? 'en');
  const parsed = parseDecimal(value);
  if (!parsed) return '—';
  const d = roundHalfUp(parsed, Math.max(0, decimals));
  if (isZero(d)) return '0';
  const sign = d.negative ? '-' : '';
  const sep = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  if (!atLeastPowerOfTen(d, -3)) {
    const zeros = -d.e - 1;
    return `${sign}0${sep}0${subscriptCount(zeros)}${d.digits}`;
  }
  // The rounded digits have no trailing zeros, so their plain form shows only the decimals needed.
  const trimmed = toPlain(abs(d));
  const shown = trimmed.split('.')[1]?.length ?? 0;
  const nf = new Intl.NumberFormat(locale, { minimumFractionDigits: shown, maximumFractionDigits: shown });
  return `${sign}${nf.format(trimmed as unknown as number)}`;
}
