import { describe, expect, it } from 'vitest';
import { sumDecimal, tone } from './profit';

describe('sumDecimal', () => {
  it('sums decimal strings exactly (0.1 + 0.2 is 0.3)', () => {
    expect(sumDecimal(['0.1', 0.2, '-1.5'])).toBe('-1.2');
    expect(sumDecimal([])).toBe('0');
  });
});

describe('tone', () => {
  it('is up for gains, down for losses and neutral for zero', () => {
    expect(tone('12.5')).toBe('up');
    expect(tone(-0.01)).toBe('down');
    expect(tone('0')).toBeUndefined();
  });
});
