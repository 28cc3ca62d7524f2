import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@nova/shared-contracts';
import { ownAddress, ownWalletHref } from './ownAddress';

const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM = '0x9858effd232b4033e47d90003d41ec34ecaeda94';
const user = (fields: Partial<SessionUser>): SessionUser => ({ user_id: 'u1', sol_address: SOL, evm_address: EVM, wallet_type: '', authMethod: 'email', ...fields });

describe('own address', () => {
  it('is the 0x address a MetaMask, WalletConnect or Nova Wallet user signed in with, not the assigned Solana one', () => {
    for (const wallet_type of ['metamask', 'walletconnect', 'nova', 'gatescan'] as const) {
      expect(ownAddress(user({ authMethod: 'wallet', wallet_type }))).toEqual({ family: 'evm', address: EVM });
    }
  });

  it('is the Solana address for Phantom and for custodial users', () => {
    expect(ownAddress(user({ authMethod: 'wallet', wallet_type: 'phantom' }))).toEqual({ family: 'solana', address: SOL });
    expect(ownAddress(user({ authMethod: 'email' }))).toEqual({ family: 'solana', address: SOL });
    expect(ownAddress(user({ authMethod: 'google', sol_address: undefined }))).toBeNull();
  });

  it('is the Solana address for a Nova Wallet user who signed in on Solana', () => {
    expect(ownAddress(user({ authMethod: 'wallet', wallet_type: 'nova', wallet_family: 'solana' }))).toEqual({ family: 'solana', address: SOL });
    expect(ownAddress(user({ authMethod: 'wallet', wallet_type: 'nova', wallet_family: 'evm' }))).toEqual({ family: 'evm', address: EVM });
  });

  it('opens a Solana address in the app and an EVM address on the explorer', () => {
    expect(ownWalletHref({ family: 'solana', address: SOL })).toEqual({ href: `/wallets/solana/${SOL}`, external: false });
    expect(ownWalletHref({ family: 'evm', address: EVM })).toEqual({ href: `https://etherscan.io/address/${EVM}`, external: true });
  });
});
