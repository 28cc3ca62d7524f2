import { describe, expect, it } from 'vitest';
import { sumAmounts } from './totals';

describe('sumAmounts', () => {
  it('sums decimal strings and numbers exactly (0.1 + 0.2 is 0.3)', () => {
    expect(sumAmounts(['0.1', 0.2, '-1.5'])).toBe('-1.2');
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['999.99', '0.01'])).toBe('1000');
    expect(sumAmounts(['12345678901.123456789', '0.000000001'])).toBe('12345678901.12345679');
  });

  it('is 0 for no amounts, and counts what is not a finite number as 0', () => {
    expect(sumAmounts([])).toBe('0');
    expect(sumAmounts(['0.1', '-0.1'])).toBe('0');
    expect(sumAmounts(['5', 'abc', '', 'Infinity', Number.NaN])).toBe('5');
  });
});
