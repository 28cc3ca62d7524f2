import { toDecimal } from '@nova/shared-ui';

/**
 * Sign of a decimal-string amount: drives the green/red tone of PnL figures. Decimals come from
 * shared-ui (the shared singleton's decimal.js), so the profile does not bundle a second copy.
 */
export function tone(value: string | number): 'up' | 'down' | undefined {
  const d = toDecimal(value);
  return d?.gt(0) ? 'up' : d?.lt(0) ? 'down' : undefined;
}

/** Sum of decimal-string amounts, exact (never binary floats on money); unreadable values count 0. */
export function sumDecimal(values: ReadonlyArray<string | number>): string {
  const zero = toDecimal(0);
  if (!zero) return '0';
  return values.reduce((acc, v) => acc.plus(toDecimal(v) ?? zero), zero).toFixed();
}
