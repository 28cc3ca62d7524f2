import { describe, expect, it } from 'vitest';
import { addAmounts, compareAmounts, floorDecimals, fromTokenUnits, maxAmount, sanitizeAmountInput, toTokenUnits } from './amount';

describe('sanitizeAmountInput', () => {
  it.each([
    ['12.345', '12.34'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['1.2.3', '1.23'],
    ['1a2b', '12'],
    ['-3', '3'],
    ['1e5', '15'],
    ['', ''],
    ['007', '007'],
  ])('%s -> %s', (raw, kept) => {
    expect(sanitizeAmountInput(raw)).toBe(kept);
  });
});

describe('decimal helpers', () => {
  it('compares exactly, without floating point', () => {
    expect(compareAmounts('0.1', '0.10')).toBe(0);
    expect(compareAmounts('2.000000000000000001', '2')).toBe(1);
    expect(compareAmounts('', '0')).toBe(0);
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
  });

  it('floors, never rounds, to 9 decimals', () => {
    expect(floorDecimals('1.1234567899', 9)).toBe('1.123456789');
    expect(floorDecimals('5', 9)).toBe('5');
  });

  it('scales by the token decimals', () => {
    expect(toTokenUnits('1.5', 6)).toBe(1_500_000n);
    expect(toTokenUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(fromTokenUnits('890880', 9)).toBe('0.00089088');
  });

  it('max is the balance floored to 2 decimals, zero for nothing', () => {
    expect(maxAmount('9.999')).toBe('9.99');
    expect(maxAmount('-1')).toBe('0');
  });
});
