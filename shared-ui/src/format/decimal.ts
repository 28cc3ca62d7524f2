/**
 * Reading the decimal values the formatters accept (spec 3 §9). A value is checked and kept as
 * the decimal string it is: Intl.NumberFormat formats decimal strings exactly (ES2023, no float in
 * between), so the formatters round and localise with Intl and only need to know a value's
 * magnitude (which decimals, which compact unit, how many zeros to write as a subscript). Money
 * arithmetic (order amounts, fees) stays with decimal.js in the packages that do it.
 */

/** A value a formatter accepts: a decimal string, a number, or a decimal object (decimal.js, big.js). */
export type NumericInput = string | number | { toFixed(): string };

/** What a formatter shows for a missing or malformed value. */
export const DASH = '—';

/** A finite decimal value, e.g. '-12.50e3' is {negative: true, mantissa: '12.50', exponent: 3, e: 4}. */
export interface DecimalValue {
  readonly negative: boolean;
  /** The unsigned digits as written, with their point: '12.50', '.5', '7.'. */
  readonly mantissa: string;
  /** The written exponent (0 when there is none). */
  readonly exponent: number;
  /** The exponent of the first significant digit (0.000123 -> -4, 1500 -> 3); -Infinity for zero. */
  readonly e: number;
}

const DECIMAL = /^([+-]?)(?=\.?\d)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Intl turns magnitudes past the binary range (1e308) into ∞; no market has such amounts. */
const MAX_EXPONENT = 300;

/** Zero, whatever sign and exponent it was written with. */
const ZERO: DecimalValue = { negative: false, mantissa: '0', exponent: 0, e: -Infinity };

/** Reads an API value; null for anything that is not a finite decimal number (shown as a dash). */
export function readDecimal(value: NumericInput | null | undefined): DecimalValue | null {
  if (value === null || value === undefined) return null;
  let text: string;
  try {
    text = typeof value === 'object' ? value.toFixed() : String(value);
  } catch {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, int = '', frac = '', written] = match;
  const exponent = written ? Number(written) : 0;
  const lead = (int + frac).search(/[1-9]/);
  if (lead < 0) return ZERO;
  const e = int.length - 1 - lead + exponent;
  if (Math.abs(e) > MAX_EXPONENT) return null;
  return { negative: sign === '-', mantissa: `${int}${frac ? `.${frac}` : ''}`, exponent, e };
}

/**
 * The value ÷ 10^power in Intl's string syntax, unsigned when `unsigned` (exact: only the exponent
 * changes, e.g. 1234567 with power 6 is '1234567e-6').
 */
export function decimalText(x: DecimalValue, power = 0, unsigned = false): Intl.StringNumericLiteral {
  return `${x.negative && !unsigned ? '-' : ''}${x.mantissa}e${x.exponent - power}` as Intl.StringNumericLiteral;
}

// Exact helpers for figures a display derives (a sign for a colour, a total of listed amounts, a
// ratio as a percent), so a remote needs no decimal library for them. Order maths stays elsewhere.

/** The sign of a decimal value (1, -1 or 0); null when it is not a finite decimal. */
export function decimalSign(value: NumericInput | null | undefined): -1 | 0 | 1 | null {
  const x = readDecimal(value);
  return x ? (x.e === -Infinity ? 0 : x.negative ? -1 : 1) : null;
}

/** The value as an integer coefficient and a power of ten: '-1.25' is -125 × 10^-2. */
function coefficientOf(x: DecimalValue): { coefficient: bigint; exponent: number } {
  const [int = '', frac = ''] = x.mantissa.split('.');
  return { coefficient: BigInt(`${x.negative ? '-' : ''}${int}${frac}`), exponent: x.exponent - frac.length };
}

/** coefficient × 10^exponent in plain notation, without trailing zeros (Intl stops at 20 decimals in Node 20). */
function plain(coefficient: bigint, exponent: number): string {
  const sign = coefficient < 0n ? '-' : '';
  const digits = (coefficient < 0n ? -coefficient : coefficient).toString();
  if (coefficient === 0n) return '0';
  if (exponent >= 0) return `${sign}${digits}${'0'.repeat(exponent)}`;
  const padded = digits.padStart(1 - exponent, '0');
  const frac = padded.slice(exponent).replace(/0+$/, '');
  return `${sign}${padded.slice(0, exponent)}${frac ? `.${frac}` : ''}`;
}

/** value × 10^power in plain notation, exactly (0.035 with 2 -> '3.5'); null when not a decimal. */
export function scaleDecimal(value: NumericInput | null | undefined, power: number): string | null {
  const x = readDecimal(value);
  if (!x) return null;
  const { coefficient, exponent } = coefficientOf(x);
  return plain(coefficient, exponent + power);
}

/** The exact sum of decimal values in plain notation (0.1 + 0.2 is 0.3); values that are not decimals count 0. */
export function sumDecimals(values: Iterable<NumericInput | null | undefined>): string {
  const terms = [...values].flatMap((value) => {
    const x = readDecimal(value);
    return x ? [coefficientOf(x)] : [];
  });
  if (terms.length === 0) return '0';
  const lowest = Math.min(...terms.map((t) => t.exponent));
  return plain(terms.reduce((sum, t) => sum + t.coefficient * 10n ** BigInt(t.exponent - lowest), 0n), lowest);
}
