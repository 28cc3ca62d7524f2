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
