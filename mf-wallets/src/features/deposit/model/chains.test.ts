import { describe, expect, it } from 'vitest';
import { initialDepositChain, walletDepositChains } from './chains';

describe('deposit chains', () => {
  it('starts on the active chain when it is a trading chain', () => {
    expect(initialDepositChain('bsc')).toBe('bsc');
  });

  it('starts on the first trading chain when the active chain has no custodial deposits', () => {
    expect(initialDepositChain('polygon')).toBe('solana');
    expect(initialDepositChain('arbitrum')).toBe('solana');
  });

  it('a wallet login funds Solana for a Solana address and the EVM trading chains for an EVM one, starting on the active chain', () => {
    expect(walletDepositChains('solana')).toEqual(['solana']);
    expect(walletDepositChains('evm')).toEqual(['eth', 'bsc', 'base', 'gatelayer']);
    expect(initialDepositChain('base', walletDepositChains('evm'))).toBe('base');
    expect(initialDepositChain('solana', walletDepositChains('evm'))).toBe('eth');
    expect(initialDepositChain('bsc', walletDepositChains('solana'))).toBe('solana');
  });
});
