import Decimal from 'decimal.js';

/**
 * The own wallet's balance totals: sums of the amounts the API lists, with decimal.js (the
 * project's one decimal library), never binary floats. This module and decimal.js load with the
 * first balance figures, not with the profile (components/BalanceTotals.tsx).
 */

const ZERO = new Decimal(0);

/** An amount as a Decimal; a value that is not a finite number counts 0. */
function amountOf(value: string | number): Decimal {
  try {
    const amount = new Decimal(value);
    return amount.isFinite() ? amount : ZERO;
  } catch {
    return ZERO;
  }
}

/** The sum of amounts as a plain decimal string (0.1 + 0.2 is 0.3; 20 significant digits, decimal.js's default). */
export function sumAmounts(values: ReadonlyArray<string | number>): string {
  return values.reduce<Decimal>((sum, value) => sum.plus(amountOf(value)), ZERO).toFixed();
}
