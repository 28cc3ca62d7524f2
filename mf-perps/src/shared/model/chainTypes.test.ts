import { describe, expect, it } from 'vitest';
import { chainTypeOf, networksOf, parseActivePerpChain } from './chainTypes';

describe('active perp chain', () => {
  it('defaults to evm and restores a stored choice', () => {
    expect(parseActivePerpChain(undefined)).toBe('evm');
    expect(parseActivePerpChain('solana')).toBe('solana');
    expect(parseActivePerpChain('evm')).toBe('evm');
    expect(parseActivePerpChain('tron')).toBe('evm');
  });

  it('is of a chain type, whose networks the dialogs offer', () => {
    expect(chainTypeOf('solana')).toBe('SOL');
    expect(chainTypeOf('evm')).toBe('EVM');
    expect(networksOf('SOL')).toEqual(['solana']);
    expect(networksOf('EVM')).toEqual(['bsc', 'eth']);
  });
});
