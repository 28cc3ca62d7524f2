import { describe, expect, it } from 'vitest';
import { ACTIVE_PERP_CHAIN_KEY, chainWithdrawEnabled, networksOf, readActivePerpChain, visibleChainTypes, writeActivePerpChain } from './chains';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('active perp chain', () => {
  it('defaults to evm and restores a stored choice', () => {
    expect(readActivePerpChain(memoryStorage())).toBe('evm');
    expect(readActivePerpChain(memoryStorage({ [ACTIVE_PERP_CHAIN_KEY]: 'solana' }))).toBe('solana');
    expect(readActivePerpChain(memoryStorage({ [ACTIVE_PERP_CHAIN_KEY]: 'tron' }))).toBe('evm');
    expect(readActivePerpChain(null)).toBe('evm');
    const blocked = { getItem: () => { throw new Error('blocked'); } };
    expect(readActivePerpChain(blocked)).toBe('evm');
  });

  it('writes the choice', () => {
    const storage = memoryStorage();
    writeActivePerpChain(storage, 'solana');
    expect(readActivePerpChain(storage)).toBe('solana');
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
  });
});
