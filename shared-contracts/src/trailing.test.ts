import { describe, expect, it } from 'vitest';
import { TRAIL_PERCENT_MAX, TRAIL_PERCENT_MIN, trailPercentError } from './trailing';

describe('trailPercentError', () => {
  it('accepts plain decimals from the least to the most distance', () => {
    for (const text of [String(TRAIL_PERCENT_MIN), '1', '2.5', '10.25', ' 7 ', String(TRAIL_PERCENT_MAX)]) expect(trailPercentError(text)).toBeNull();
  });

  it('asks for a distance when there is none', () => {
    expect(trailPercentError('')).toBe('empty');
    expect(trailPercentError('  ')).toBe('empty');
  });

  it('refuses what is not a plain decimal with at most two places', () => {
    for (const text of ['1..2', '1.', '.5', '-3', '1e1', 'abc', '2.555', '5%']) expect(trailPercentError(text)).toBe('format');
  });

  it('refuses a distance outside the bounds', () => {
    for (const text of ['0', '0.09', '50.01', '51', '100']) expect(trailPercentError(text)).toBe('range');
  });
});
