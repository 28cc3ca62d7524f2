import Decimal from 'decimal.js';

/**
 * Amount rules shared by the convert, withdraw and deposit forms (spec 2 §5, §9). Amounts travel as
 * the decimal strings (or numbers) the API and the fields give and are compared and summed exactly
 * with decimal.js, never in binary floating point. Only the wallet edge turns them into on-chain
 * integer units, with viem's `parseUnits` / `formatUnits` (deposit and convert features).
 */

/** Convert and withdraw amounts keep at most 2 decimals (spec 2 §9). */
export const AMOUNT_DECIMALS = 2;

/**
 * What an amount field keeps of a keystroke (spec 2 §5): digits and one dot only, a leading dot
 * becomes "0.", at most 2 decimals. Everything else typed is dropped; extra decimals are cut.
 */
export function sanitizeAmountInput(raw: string, decimals: number = AMOUNT_DECIMALS): string {
  let seenDot = false;
  let out = '';
  let fraction = 0;
  for (const char of raw) {
    if (char >= '0' && char <= '9') {
      if (seenDot) {
        if (fraction >= decimals) continue;
        fraction += 1;
      }
      out += char;
    } else if (char === '.' && !seenDot && decimals > 0) {
      seenDot = true;
      out += '.';
    }
  }
  return out.startsWith('.') ? `0${out}` : out;
}

/** An amount as a Decimal: an empty or half-typed field ("", ".", "5.") and anything that is not a finite number count as what they show (0, 0, 5) or 0. */
function toDecimal(value: string | number): Decimal {
  const text = typeof value === 'number' ? value : value.trim().replace(/\.$/, '');
  try {
    const decimal = new Decimal(text === '' ? 0 : text);
    return decimal.isFinite() ? decimal : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

/** Compares two amounts exactly: -1, 0 or 1. */
export function compareAmounts(a: string | number, b: string | number): -1 | 0 | 1 {
  return toDecimal(a).comparedTo(toDecimal(b)) as -1 | 0 | 1;
}

export function isZeroAmount(value: string): boolean {
  return toDecimal(value).isZero();
}

/** a + b as a plain decimal string. */
export function addAmounts(a: string | number, b: string | number): string {
  return toDecimal(a).plus(toDecimal(b)).toFixed();
}

/** a - b as a plain decimal string. */
export function subtractAmounts(a: string | number, b: string | number): string {
  return toDecimal(a).minus(toDecimal(b)).toFixed();
}

/** Cuts (never rounds) an amount to `decimals` places: Solana withdraw amounts keep 9 (spec 2 §9). */
export function floorDecimals(value: string | number, decimals: number): string {
  return toDecimal(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();
}

/** The balance a Max link fills in: the available balance floored to the field's 2 decimals. */
export function maxAmount(available: string | number): string {
  return compareAmounts(available, 0) <= 0 ? '0' : floorDecimals(available, AMOUNT_DECIMALS);
}

/** An amount above the available balance (spec 2 §5: the insufficient-balance error names the symbol). */
export type BalanceError = { kind: 'insufficient'; symbol: string };

/** Spec 2 §5 (convert, deposit): zero passes; above the available stablecoin balance fails, naming the symbol. */
export function balanceErrors(amount: string, available: string, symbol: string): BalanceError[] {
  return compareAmounts(amount, available) > 0 ? [{ kind: 'insufficient', symbol }] : [];
}
