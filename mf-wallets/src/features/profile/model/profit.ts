import { decimalSign, sumDecimals } from '@nova/shared-ui';

/**
 * Sign of a decimal-string amount: drives the green/red tone of PnL figures. Exact, from
 * shared-ui's decimal strings (no decimal library in the profile's first render).
 */
export function tone(value: string | number): 'up' | 'down' | undefined {
  const sign = decimalSign(value);
  return sign === 1 ? 'up' : sign === -1 ? 'down' : undefined;
}

/** Sum of decimal-string amounts, exact (never binary floats on money); unreadable values count 0. */
export function sumDecimal(values: ReadonlyArray<string | number>): string {
  return sumDecimals(values);
}
