import { describe, expect, it } from 'vitest';
import { formatSubscriptDecimal, subscriptCount } from './subscript';

describe('formatSubscriptDecimal', () => {
  it('writes the run of zeros below 0.001 as a subscript count', () => {
    expect(formatSubscriptDecimal('0.00055', 5)).toBe('0.0₃55');
    expect(formatSubscriptDecimal('0.000000000002032', 15)).toBe('0.0₁₁2032');
  });
  it('rounds binary float noise to the requested decimals instead of flooring it', () => {
    expect(formatSubscriptDecimal(0.000549999999999, 5)).toBe('0.0₃55');
    expect(formatSubscriptDecimal(0.30000000000000004, 1)).toBe('0.3');
  });
  it('keeps the decimals of the step above 0.001 and groups thousands per locale', () => {
    expect(formatSubscriptDecimal(1234.5, 1)).toBe('1,234.5');
    expect(formatSubscriptDecimal(1234.5, 1, { locale: 'de' })).toBe('1.234,5');
    expect(formatSubscriptDecimal(0.1235, 4)).toBe('0.1235');
    expect(formatSubscriptDecimal(2, 2)).toBe('2');
  });
  it('writes zero as 0 and keeps the sign of negative values', () => {
    expect(formatSubscriptDecimal(-0.0000001, 3)).toBe('0');
    expect(formatSubscriptDecimal(-0.00001, 5)).toBe('-0.0₄1');
  });
  it('counts zeros with several subscript digits', () => {
    expect(subscriptCount(12)).toBe('₁₂');
  });
});
