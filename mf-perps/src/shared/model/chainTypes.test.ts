import { describe, expect, it } from 'vitest';
import { chainTypeOf, loginChainTypes, networksOf, parseActivePerpChain, usableActiveChain } from './chainTypes';

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

describe('chain types of a login', () => {
  it('custodial logins act on both accounts; a wallet login only on its own family', () => {
    expect(loginChainTypes({ authMethod: 'email', evm_address: '0xabc' })).toEqual(['SOL', 'EVM']);
    expect(loginChainTypes({ authMethod: 'google' })).toEqual(['SOL', 'EVM']);
    expect(loginChainTypes({ authMethod: 'wallet', wallet_family: 'solana' })).toEqual(['SOL']);
    expect(loginChainTypes({ authMethod: 'wallet', wallet_family: 'evm', evm_address: '0xabc' })).toEqual(['EVM']);
  });

  it('knows a wallet session stored without its family by its address', () => {
    expect(loginChainTypes({ authMethod: 'wallet' })).toEqual(['SOL']);
    expect(loginChainTypes({ authMethod: 'wallet', evm_address: '0xabc' })).toEqual(['EVM']);
  });

  it('keeps the chosen active chain the login can use, else takes its own', () => {
    expect(usableActiveChain('evm', ['SOL', 'EVM'])).toBe('evm');
    expect(usableActiveChain('solana', ['SOL', 'EVM'])).toBe('solana');
    expect(usableActiveChain('evm', ['SOL'])).toBe('solana');
    expect(usableActiveChain('solana', ['EVM'])).toBe('evm');
  });
});
