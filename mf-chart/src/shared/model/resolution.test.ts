import { describe, expect, it } from 'vitest';
import { RESOLUTIONS, effectiveResolution, resolutionsFor } from './resolution';

describe('effectiveResolution', () => {
  it('falls back from 1s to 1m on chains without second bars', () => {
    expect(effectiveResolution('1s', 'bsc')).toBe('1m');
    expect(effectiveResolution('1s', 'eth')).toBe('1m');
  });
  it('keeps 1s on solana and gatelayer, and every other interval anywhere', () => {
    expect(effectiveResolution('1s', 'solana')).toBe('1s');
    expect(effectiveResolution('1s', 'gatelayer')).toBe('1s');
    expect(effectiveResolution('5m', 'bsc')).toBe('5m');
  });
});

describe('resolutionsFor', () => {
  it('offers 1s only where 1s bars exist, every other interval everywhere', () => {
    expect(resolutionsFor('solana')).toEqual(RESOLUTIONS);
    expect(resolutionsFor('gatelayer')).toEqual(RESOLUTIONS);
    expect(resolutionsFor('bsc')).toEqual(RESOLUTIONS.filter((r) => r !== '1s'));
    expect(resolutionsFor('eth')).not.toContain('1s');
    expect(resolutionsFor('eth')).toHaveLength(14);
  });
});
