import Decimal from 'decimal.js';

/** One Decimal constructor for all money math: 40 significant digits, round down (spec 3 §9 floors). */
export const D = Decimal.clone({ precision: 30, rounding: Decimal.ROUND_DOWN, toExpNeg: -40, toExpPos: 40 });
export type Dec = InstanceType<typeof D>;

export const ZERO = new D(0);

/** Decimal string for the wire: no exponent, at most `dp` decimals, trailing zeros dropped. */
export function str(value: Dec | number, dp = 18): string {
  const d = value instanceof D ? value : new D(Number.isFinite(value) ? value : 0);
  return d.toDecimalPlaces(dp, Decimal.ROUND_DOWN).toFixed();
}

/** A float price as a decimal string with 12 significant digits (Decimal only for tiny values). */
export function priceStr(value: number): string {
  if (!Number.isFinite(value) || value === 0) return '0';
  const text = String(Number(value.toPrecision(12)));
  return text.includes('e') ? new D(value.toPrecision(12)).toFixed() : text;
}

/** A non-negative float as a decimal string with at most `dp` decimals, trailing zeros dropped. */
export function floatStr(value: number, dp: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const text = value.toFixed(dp);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** USD amount as a string with 6 decimals. */
export function usdStr(value: Dec | number): string {
  return str(value, 6);
}

/** Percent number rounded to 2 decimals. */
export function pct(numerator: number, denominator: number): number {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) return 0;
  return Math.round((numerator / denominator) * 10000) / 100;
}
