import { describe, expect, it } from 'vitest';
import { addAmounts, balanceErrors, compareAmounts, floorDecimals, isZeroAmount, maxAmount, sanitizeAmountInput, subtractAmounts } from './amount';

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

  it('keeps as many decimals as asked, none at 0', () => {
    expect(sanitizeAmountInput('1.1234567891', 9)).toBe('1.123456789');
    expect(sanitizeAmountInput('1.5', 0)).toBe('15');
  });
});

describe('amount arithmetic', () => {
  it('compares exactly, without floating point', () => {
    expect(compareAmounts('0.1', '0.10')).toBe(0);
    expect(compareAmounts('2.000000000000000001', '2')).toBe(1);
    expect(compareAmounts('1.99', 2)).toBe(-1);
    expect(compareAmounts('', '0')).toBe(0);
    expect(compareAmounts('5.', '5')).toBe(0);
    expect(compareAmounts('not a number', '0')).toBe(0);
  });

  it('adds and subtracts exactly, in plain notation', () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
    expect(addAmounts(0.1, 0.2)).toBe('0.3');
    expect(addAmounts('0.00000001', '0')).toBe('0.00000001');
    expect(subtractAmounts('10', '5')).toBe('5');
    expect(subtractAmounts('2.5', '0.75')).toBe('1.75');
  });

  it('a field that is empty, a dot or zeros is zero', () => {
    expect(isZeroAmount('')).toBe(true);
    expect(isZeroAmount('0.')).toBe(true);
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
  });

  it('floors, never rounds, to 9 decimals', () => {
    expect(floorDecimals('1.1234567899', 9)).toBe('1.123456789');
    expect(floorDecimals('5', 9)).toBe('5');
  });

  it('max is the balance floored to 2 decimals, zero for nothing', () => {
    expect(maxAmount('9.999')).toBe('9.99');
    expect(maxAmount(1500.555)).toBe('1500.55');
    expect(maxAmount('-1')).toBe('0');
  });
});

describe('balanceErrors', () => {
  it('zero passes; above the available balance names the symbol; equal passes', () => {
    expect(balanceErrors('0', '10', 'USDT')).toEqual([]);
    expect(balanceErrors('', '10', 'USDT')).toEqual([]);
    expect(balanceErrors('10', '10', 'USDT')).toEqual([]);
    expect(balanceErrors('10.01', '10', 'USDT')).toEqual([{ kind: 'insufficient', symbol: 'USDT' }]);
  });
});
