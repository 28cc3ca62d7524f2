import { describe, expect, it } from 'vitest';
import { defaultChainPresets } from '@nova/shared-contracts';
import { quickBuyAmounts, quickBuyPresets, sanitizeQuickBuy, statusBarChain } from './quickBuy';

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
  it('are the first four quick amounts of the chain, without repeats', () => {
    expect(quickBuyPresets(defaultChainPresets('solana'))).toEqual(['0.01', '0.1', '0.5', '1']);
    expect(quickBuyPresets(defaultChainPresets('gatelayer'))).toEqual(['0.1', '0.5', '1', '5']);
    expect(quickBuyPresets(defaultChainPresets('base'))).toEqual(['0.01', '0.02', '0.5', '1']);
    expect(quickBuyPresets({ ...defaultChainPresets('bsc'), quickAmounts: ['1', '1', '2', '3', '4'] })).toEqual(['1', '2', '3']);
  });
});

describe('statusBarChain', () => {
  it("is the trade page token's chain (a GT page edits the gatelayer presets)", () => expect(statusBarChain('gatelayer', 'solana', 'solana')).toBe('gatelayer'));
  it('else the chain last chosen, else the active chain', () => {
    expect(statusBarChain(undefined, 'bsc', 'solana')).toBe('bsc');
    expect(statusBarChain(undefined, undefined, 'eth')).toBe('eth');
  });
});

describe('quick-buy amounts per chain', () => {
  it("a chain's saved amount, else the one amount saved before, else the spec default", () => {
    expect(quickBuyAmounts({ solana: '1.5', bsc: '0.05' }, '0.2')).toMatchObject({ solana: '1.5', bsc: '0.05', base: '0.2', eth: '0.2' });
    expect(quickBuyAmounts(null, undefined)).toMatchObject({ solana: '0.1', bsc: '0.1' });
    expect(quickBuyAmounts({ solana: 3 }, 'junk'.length)).toMatchObject({ solana: '0.1' });
  });
});
