import { describe, expect, it } from 'vitest';
import { networksOf } from '../../../shared/model/chainTypes';
import { chainWithdrawEnabled, parseActivePerpChain, visibleChainTypes } from './chains';

describe('active perp chain', () => {
  it('defaults to evm and restores a stored choice', () => {
    expect(parseActivePerpChain(undefined)).toBe('evm');
    expect(parseActivePerpChain('solana')).toBe('solana');
    expect(parseActivePerpChain('evm')).toBe('evm');
    expect(parseActivePerpChain('tron')).toBe('evm');
  });
});

describe('chain type cards', () => {
  it('by enabled chain types and the perp token of each family', () => {
    expect(visibleChainTypes(['SOL', 'EVM'], { sol: true, evm: true })).toEqual(['SOL', 'EVM']);
    expect(visibleChainTypes(['EVM', 'SOL'], { sol: false, evm: true })).toEqual(['EVM']);
    expect(visibleChainTypes(['SOL'], { sol: true, evm: true })).toEqual(['SOL']);
    expect(visibleChainTypes([], { sol: true, evm: true })).toEqual([]);
  });

  it('networks and withdraw availability', () => {
    expect(networksOf('SOL')).toEqual(['solana']);
    expect(networksOf('EVM')).toEqual(['bsc', 'eth']);
    expect(chainWithdrawEnabled('0')).toBe(false);
    expect(chainWithdrawEnabled('0.01')).toBe(true);
    expect(chainWithdrawEnabled(0.000000000000000000001)).toBe(true);
    expect(chainWithdrawEnabled('-3')).toBe(false);
  });
});
