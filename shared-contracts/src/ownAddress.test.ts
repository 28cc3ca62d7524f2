import { describe, expect, it } from 'vitest';
import { ownAddress } from './ownAddress';
import type { SessionUser } from './platform';

const SOL_OWN = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM_OWN = '0x9858effd232b4033e47d90003d41ec34ecaeda94';
const user = (fields: Partial<SessionUser>): SessionUser => ({ user_id: 'u1', sol_address: SOL_OWN, evm_address: EVM_OWN, wallet_type: '', authMethod: 'email', ...fields });

describe('own address', () => {
  it('is the 0x address a MetaMask, WalletConnect or Nova Wallet user signed in with, not the assigned Solana one', () => {
    for (const wallet_type of ['metamask', 'walletconnect', 'nova', 'gatescan'] as const) {
      expect(ownAddress(user({ authMethod: 'wallet', wallet_type }))).toEqual({ family: 'evm', address: EVM_OWN });
    }
  });

  it('is the Solana address for Phantom and for custodial users', () => {
    expect(ownAddress(user({ authMethod: 'wallet', wallet_type: 'phantom' }))).toEqual({ family: 'solana', address: SOL_OWN });
    expect(ownAddress(user({ authMethod: 'email' }))).toEqual({ family: 'solana', address: SOL_OWN });
    expect(ownAddress(user({ authMethod: 'google', sol_address: undefined }))).toBeNull();
  });

  it('is the Solana address for a Nova Wallet user who signed in on Solana', () => {
    expect(ownAddress(user({ authMethod: 'wallet', wallet_type: 'nova', wallet_family: 'solana' }))).toEqual({ family: 'solana', address: SOL_OWN });
    expect(ownAddress(user({ authMethod: 'wallet', wallet_type: 'nova', wallet_family: 'evm' }))).toEqual({ family: 'evm', address: EVM_OWN });
  });
});
