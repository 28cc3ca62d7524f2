import { describe, expect, it } from 'vitest';
import { signsOnly } from './signOnly';

describe('signsOnly', () => {
  it('is the exchange wallet on EVM chains only', () => {
    expect(signsOnly({ wallet_type: 'nova' }, 'base')).toBe(true);
    expect(signsOnly({ wallet_type: 'nova' }, 'gatelayer')).toBe(true);
    expect(signsOnly({ wallet_type: 'nova' }, 'solana')).toBe(false);
    expect(signsOnly({ wallet_type: 'metamask' }, 'eth')).toBe(false);
    expect(signsOnly(null, 'eth')).toBe(false);
  });
});
