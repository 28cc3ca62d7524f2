import { describe, expect, it } from 'vitest';
import type { PerpTokens } from '@nova/shared-contracts';
import { PERP_STORAGE_KEY, createPerpTokenStore, perpFamilyOf } from './perpTokens';

const NOW = 1_800_000_000_000;
const tokens: PerpTokens = {
  perp_main_uid: 'm',
  perp_sol_uid: 's',
  perp_evm_uid: 'e',
  perp_sol_access_token: 'sol-acc',
  perp_sol_access_token_exp: NOW + 1000,
  perp_evm_access_token: 'evm-acc',
  perp_evm_access_token_exp: NOW - 1,
  perp_sol_refresh_token: 'sol-ref',
  perp_sol_refresh_token_exp: NOW + 5000,
  perp_evm_refresh_token: 'evm-ref',
  perp_evm_refresh_token_exp: NOW + 5000,
};

describe('perp tokens', () => {
  it('keeps the tokens apart from the session and serves the live access token per family', () => {
    createPerpTokenStore(localStorage, () => NOW).set(tokens);
    const store = createPerpTokenStore(localStorage, () => NOW);
    expect(store.accessToken('sol')).toBe('sol-acc');
    expect(store.accessToken('evm')).toBeUndefined();
    expect(store.refreshToken()).toBe('sol-ref');
    store.clear();
    expect(localStorage.getItem(PERP_STORAGE_KEY)).toBeNull();
    expect(store.accessToken('sol')).toBeUndefined();
  });

  it('drops a corrupt stored value', () => {
    localStorage.setItem(PERP_STORAGE_KEY, '{"perp_main_uid":1}');
    expect(createPerpTokenStore(localStorage, () => NOW).refreshToken()).toBeUndefined();
    expect(localStorage.getItem(PERP_STORAGE_KEY)).toBeNull();
  });

  it('picks the family from the request chain', () => {
    expect([perpFamilyOf({ chain: 'solana' }), perpFamilyOf({ chain: 'bsc' }), perpFamilyOf({ chain: 'eth' }), perpFamilyOf({})]).toEqual(['sol', 'evm', 'evm', 'sol']);
  });
});
