import Decimal from 'decimal.js';
import type { Locale } from '@nova/shared-contracts';
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
export function formatSubscriptDecimal(value: string | number | Decimal, decimals: number, options: { locale?: Locale | string } = {}): string {
  const locale = intlLocale(options.locale ?? 'en');
  let d: Decimal;
  try {
    d = new Decimal(value).toDecimalPlaces(Math.max(0, decimals), Decimal.ROUND_HALF_UP);
  } catch {
    return '—';
  }
  if (!d.isFinite()) return '—';
  if (d.isZero()) return '0';
  const sign = d.isNegative() ? '-' : '';
  const abs = d.abs();
  const sep = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  if (abs.lt(0.001)) {
    const zeros = -abs.e - 1;
    const digits = abs.toFixed().replace(/^0\.0*/, '').replace(/0+$/, '');
    return `${sign}0${sep}0${subscriptCount(zeros)}${digits}`;
  }
  const plain = abs.toFixed(Math.max(0, decimals));
  const trimmed = plain.includes('.') ? plain.replace(/\.?0+$/, '') : plain;
  const shown = trimmed.split('.')[1]?.length ?? 0;
  const nf = new Intl.NumberFormat(locale, { minimumFractionDigits: shown, maximumFractionDigits: shown });
  return `${sign}${nf.format(trimmed as unknown as number)}`;
}
