import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@nova/shared-contracts';
import { balanceTabOf, explorerAddressUrl, ownSolanaAddress, profileLayout } from './profile';

const custodial: SessionUser = { user_id: 'u', sol_address: 'SoL1', evm_address: '0xabc', wallet_type: '', authMethod: 'email' };
const metamask: SessionUser = { ...custodial, authMethod: 'wallet', wallet_type: 'metamask' };
const phantom: SessionUser = { ...custodial, authMethod: 'wallet', wallet_type: 'phantom' };

describe('profile layout', () => {
  it('is the own layout for the own Solana address of custodial and Phantom users', () => {
    expect(profileLayout('SoL1', 'solana', custodial)).toBe('own');
    expect(profileLayout('SoL1', 'solana', phantom)).toBe('own');
  });

  it('is the other layout for other addresses, visitors and EVM wallet users (their Solana address is not theirs)', () => {
    expect(profileLayout('SoL2', 'solana', custodial)).toBe('other');
    expect(profileLayout('SoL1', 'solana', null)).toBe('other');
    expect(ownSolanaAddress(metamask)).toBeNull();
    expect(profileLayout('SoL1', 'solana', metamask)).toBe('other');
  });
});

describe('balanceTabOf', () => {
  it('chooses Perp on perpetual routes only', () => {
    expect(balanceTabOf('/perps')).toBe('perp');
    expect(balanceTabOf('/zh/perps/')).toBe('perp');
    expect(balanceTabOf('/wallets/solana/abc')).toBe('wallet');
    expect(balanceTabOf('/trade/solana/perpsy')).toBe('wallet');
  });
});

describe('explorerAddressUrl', () => {
  it('links the address page of the chain explorer', () => {
    expect(explorerAddressUrl('bsc', '0xabc')).toMatch(/^https:\/\/.+\/address\/0xabc$/);
  });
});
