import { describe, expect, it } from 'vitest';
import { quickBuyPresets, sanitizeQuickBuy } from './quickBuy';

describe('quick-buy amount box', () => {
  it.each([
    ['0.5', '0.1', '0.5'],
    ['12a.b3', '0.1', '12.3'],
    ['-1e5', '0.1', '15'],
    ['1.2.3', '1.2', '1.2'],
    ['10000', '1', '10000'],
    ['10000.01', '1', '10000'],
    ['99999', '1', '10000'],
    ['.', '', '.'],
    ['', '1', ''],
  ])('%s (was %s) becomes %s', (input, previous, expected) => {
    expect(sanitizeQuickBuy(input, previous)).toBe(expected);
  });
});

describe('quick-buy presets', () => {
  it('follow the chain, without repeats', () => {
    expect(quickBuyPresets('solana')).toEqual(['0.01', '0.1', '0.5', '1', '0.25', '2', '5', '10']);
    expect(quickBuyPresets('gatelayer')).toEqual(['0.1', '0.5', '1', '5']);
    expect(quickBuyPresets('bsc')).toEqual(['0.01', '0.1', '0.5', '1', '0.25', '2', '5']);
    expect(quickBuyPresets('base')).toEqual(['0.01', '0.02', '0.5', '1', '0.1', '0.25', '2', '5']);
  });
});
