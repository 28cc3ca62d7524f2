import Decimal from 'decimal.js';

/** Sign of a decimal-string amount: drives the green/red tone of PnL figures. */
export function tone(value: string | number): 'up' | 'down' | undefined {
  const d = new Decimal(value);
  return d.gt(0) ? 'up' : d.lt(0) ? 'down' : undefined;
}

/** Sum of decimal-string amounts, exact (never binary floats on money). */
export function sumDecimal(values: ReadonlyArray<string | number>): string {
  return values.reduce<Decimal>((acc, v) => acc.plus(new Decimal(v)), new Decimal(0)).toFixed();
}
