import { describe, expect, it } from 'vitest';
import { tone } from './profit';

describe('tone', () => {
  it('is up for gains, down for losses and neutral for zero', () => {
    expect(tone('12.5')).toBe('up');
    expect(tone(-0.01)).toBe('down');
    expect(tone('0')).toBeUndefined();
    expect(tone('-0.000')).toBeUndefined();
  });

  it('keeps the sign of amounts far below a cent and of long decimals', () => {
    expect(tone('0.000000000000000000000000000001')).toBe('up');
    expect(tone('-0.000000000000000000000000000001')).toBe('down');
    expect(tone('-123456789012345678901234567890.5')).toBe('down');
  });

  it('is neutral for what is not a number', () => {
    expect(tone('abc')).toBeUndefined();
    expect(tone('')).toBeUndefined();
    expect(tone(Number.NaN)).toBeUndefined();
  });
});
