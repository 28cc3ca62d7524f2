/**
 * Decimal strings as digits, for formatting only (spec 3 §9). Formatting never does arithmetic:
 * it compares magnitudes with powers of ten, moves the decimal point (K/M/B, 万/亿), cuts or rounds
 * at a decimal place and writes the digits out. So it works on the digits themselves instead of a
 * decimal library, which kept 12.7 kB gzip of decimal.js in every first render (shared-ui is a
 * shared singleton, loaded whole). Money arithmetic (order amounts, sums) stays with decimal.js in
 * the packages that do it.
 */

/**
 * A finite decimal: `digits` are its significant digits without leading or trailing zeros ('' for
 * zero) and `e` the exponent of the first of them, as in scientific notation (decimal.js' `e`):
 * 0.000123 is {digits: '123', e: -4}, 1500 is {digits: '15', e: 3}. Zero is never negative.
 */
export interface DecimalDigits {
  readonly negative: boolean;
  readonly digits: string;
  readonly e: number;
}

/** A value a formatter accepts: a decimal string, a number, or a decimal object (decimal.js, big.js). */
export type NumericInput = string | number | { toFixed(): string };

const DECIMAL = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)(?:e([+-]?\d+))?$/i;

/** Exponents beyond this are not amounts of any market; refused instead of writing huge strings. */
const MAX_EXPONENT = 10_000;

const ZERO: DecimalDigits = { negative: false, digits: '', e: 0 };

function make(negative: boolean, digits: string, e: number): DecimalDigits {
  const lead = /^0*/.exec(digits)![0].length;
  const trimmed = digits.slice(lead).replace(/0+$/, '');
  return trimmed === '' ? ZERO : { negative, digits: trimmed, e: e - lead };
}

/** Parses an API value; null for anything that is not a finite decimal number (shown as a dash). */
export function parseDecimal(value: NumericInput | null | undefined): DecimalDigits | null {
  if (value === null || value === undefined || value === '') return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    try {
      text = value.toFixed();
    } catch {
      return null;
    }
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, mantissa, exponent] = match;
  const [int = '', frac = ''] = mantissa!.split('.');
  const e = int.length - 1 + (exponent ? Number(exponent) : 0);
  const parsed = make(sign === '-', int + frac, e);
  return Math.abs(parsed.e) > MAX_EXPONENT ? null : parsed;
}

export const isZero = (x: DecimalDigits): boolean => x.digits === '';

/** |x| >= 10^power. */
export const atLeastPowerOfTen = (x: DecimalDigits, power: number): boolean => !isZero(x) && x.e >= power;

export const abs = (x: DecimalDigits): DecimalDigits => (x.negative ? { ...x, negative: false } : x);

/** x / 10^power, exactly. */
export const shift = (x: DecimalDigits, power: number): DecimalDigits => (isZero(x) ? x : { ...x, e: x.e - power });

/** How many of x's digits lie at or above the `places`-th decimal place. */
const digitsWithin = (x: DecimalDigits, places: number): number => x.e + places + 1;

/** x cut to `places` decimals toward zero (the spec's floor of the magnitude). */
export function truncate(x: DecimalDigits, places: number): DecimalDigits {
  const keep = digitsWithin(x, places);
  if (keep >= x.digits.length) return x;
  return keep <= 0 ? ZERO : make(x.negative, x.digits.slice(0, keep), x.e);
}

/** x rounded to `places` decimals, half away from zero (decimal.js' ROUND_HALF_UP). */
export function roundHalfUp(x: DecimalDigits, places: number): DecimalDigits {
  const keep = digitsWithin(x, places);
  if (keep >= x.digits.length) return x;
  if (keep < 0) return ZERO;
  if (x.digits[keep]! < '5') return keep === 0 ? ZERO : make(x.negative, x.digits.slice(0, keep), x.e);
  // Round up: add one at the last kept place ('' kept: the place above the first digit).
  const kept = x.digits.slice(0, keep).split('');
  let i = kept.length - 1;
  while (i >= 0 && kept[i] === '9') kept[i--] = '0';
  if (i >= 0) return make(x.negative, kept.join('').slice(0, i) + String(Number(kept[i]) + 1), x.e);
  // Every kept digit was 9 (or none was kept): the value becomes 10^(e+1), or one unit of the place.
  return { negative: x.negative, digits: '1', e: keep === 0 ? -places : x.e + 1 };
}

/** The first `count` significant digits, cut toward zero. */
export function truncateSignificant(x: DecimalDigits, count: number): DecimalDigits {
  return x.digits.length <= count ? x : make(x.negative, x.digits.slice(0, count), x.e);
}

/**
 * Plain notation (never exponential), with exactly `places` decimals when given (cut toward zero,
 * zeros added), otherwise with the decimals the value has. A zero is written unsigned.
 */
export function toPlain(value: DecimalDigits, places?: number): string {
  const x = places === undefined ? value : truncate(value, places);
  let int: string;
  let frac: string;
  if (x.e >= 0) {
    int = x.digits.slice(0, x.e + 1).padEnd(x.e + 1, '0');
    frac = x.digits.slice(x.e + 1);
  } else {
    int = '0';
    frac = isZero(x) ? '' : '0'.repeat(-x.e - 1) + x.digits;
  }
  if (places !== undefined) frac = frac.padEnd(Math.max(0, places), '0');
  const sign = x.negative && !isZero(x) ? '-' : '';
  return `${sign}${int}${frac ? `.${frac}` : ''}`;
}

// Exact helpers for figures a display derives (a sign for a colour, a total of listed amounts, a
// ratio as a percent), so a remote needs no decimal library for them. Order maths stays elsewhere.

/** The sign of a decimal value (1, -1 or 0); null when it is not a finite decimal. */
export function decimalSign(value: NumericInput | null | undefined): -1 | 0 | 1 | null {
  const d = parseDecimal(value);
  if (!d) return null;
  return isZero(d) ? 0 : d.negative ? -1 : 1;
}

/** value × 10^power in plain notation, exactly (0.035 with 2 -> '3.5'); null when not a decimal. */
export function scaleDecimal(value: NumericInput | null | undefined, power: number): string | null {
  const d = parseDecimal(value);
  return d ? toPlain(shift(d, -power)) : null;
}

/** The exact sum of decimal values in plain notation (0.1 + 0.2 is 0.3); values that are not decimals count 0. */
export function sumDecimals(values: Iterable<NumericInput | null | undefined>): string {
  const terms: Array<{ coefficient: bigint; exponent: number }> = [];
  for (const value of values) {
    const d = parseDecimal(value);
    if (!d || isZero(d)) continue;
    // d = digits × 10^(e - digits.length + 1), the exponent of its last digit.
    terms.push({ coefficient: BigInt(`${d.negative ? '-' : ''}${d.digits}`), exponent: d.e - d.digits.length + 1 });
  }
  if (terms.length === 0) return '0';
  const lowest = Math.min(...terms.map((t) => t.exponent));
  const total = terms.reduce((sum, t) => sum + t.coefficient * 10n ** BigInt(t.exponent - lowest), 0n);
  const digits = (total < 0n ? -total : total).toString();
  return toPlain(make(total < 0n, digits, digits.length - 1 + lowest));
}
