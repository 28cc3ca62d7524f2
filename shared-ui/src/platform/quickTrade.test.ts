import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@nova/shared-contracts';
import { canQuickTrade } from './quickTrade';

const user = (fields: Partial<SessionUser>): SessionUser => ({ user_id: 'u1', sol_address: 'So1', evm_address: '0x00000000000000000000000000000000000000e1', wallet_type: '', authMethod: 'email', ...fields });

describe('quick buy only where it can trade', () => {
  it('never on a display-only chain', () => {
    expect(canQuickTrade('polygon', null)).toBe(false);
    expect(canQuickTrade('arbitrum', user({}))).toBe(false);
  });
  it('visitors and custodial users on every trading chain', () => {
    for (const chain of ['solana', 'eth', 'bsc', 'base', 'gatelayer'] as const) {
      expect(canQuickTrade(chain, null)).toBe(true);
      expect(canQuickTrade(chain, user({}))).toBe(true);
    }
  });
  it('a wallet login only on the family its wallet signs for', () => {
    const phantom = user({ authMethod: 'wallet', wallet_type: 'phantom' });
    const metamask = user({ authMethod: 'wallet', wallet_type: 'metamask' });
    expect(canQuickTrade('solana', phantom)).toBe(true);
    expect(canQuickTrade('base', phantom)).toBe(false);
    expect(canQuickTrade('solana', metamask)).toBe(false);
    expect(canQuickTrade('bsc', metamask)).toBe(true);
    expect(canQuickTrade('solana', user({ authMethod: 'wallet', wallet_type: 'nova', wallet_family: 'solana' }))).toBe(true);
  });
});
