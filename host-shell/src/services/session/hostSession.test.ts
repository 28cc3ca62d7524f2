import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@nova/platform-core';
import { REFERRER_STORAGE_KEY, createHostSessionStore } from './hostSession';

const NOW = 1_800_000_000_000;
const login = {
  user: { user_id: 'u1', email: 'a@b.co', sol_address: 'So1', wallet_type: '' as const, authMethod: 'email' as const },
  access_token: 'acc',
  access_token_exp: NOW + 60_000,
  refresh_token: 'ref',
  refresh_token_exp: NOW + 600_000,
};

describe('host session store', () => {
  it('keeps the session in localStorage nova.session.v1', () => {
    createHostSessionStore({ now: () => NOW }).set(login);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(login);
  });

  it('forgets the referrer code with the session', () => {
    const store = createHostSessionStore({ now: () => NOW });
    store.set(login);
    sessionStorage.setItem(REFERRER_STORAGE_KEY, 'abc');
    store.clear();
    expect(store.tokens()).toBeNull();
    expect(sessionStorage.getItem(REFERRER_STORAGE_KEY)).toBeNull();
  });
});
