import { describe, expect, it, vi } from 'vitest';
import { LOGOUT_REVOKE_WAIT_MS, SESSION_STORAGE_KEY, createSessionStore, sessionService } from './session';

const NOW = 1_800_000_000_000;
const login = {
  user: { user_id: 'u1', email: 'a@b.co', sol_address: 'So1', wallet_type: '' as const, authMethod: 'email' as const },
  access_token: 'acc',
  access_token_exp: NOW + 60_000,
  refresh_token: 'ref',
  refresh_token_exp: NOW + 600_000,
};

describe('session store', () => {
  it('persists a login under nova.session.v1 and reads it back at start', () => {
    createSessionStore({ now: () => NOW }).set(login);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(login);
    const again = createSessionStore({ now: () => NOW });
    expect(again.get()).toEqual({ user: login.user, kind: 'custodial' });
    expect(again.tokens()).toEqual({ accessToken: 'acc', refreshToken: 'ref' });
  });

  it('marks a wallet sign-in as a wallet session', () => {
    const store = createSessionStore({ now: () => NOW });
    store.set({ ...login, user: { ...login.user, authMethod: 'wallet', wallet_type: 'phantom' } });
    expect(store.get().kind).toBe('wallet');
  });

  it('drops a stored session whose refresh token expired', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...login, refresh_token_exp: NOW - 1 }));
    expect(createSessionStore({ now: () => NOW }).get()).toEqual({ user: null, kind: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('drops a corrupt stored session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"user":');
    expect(createSessionStore({ now: () => NOW }).get().user).toBeNull();
  });

  it('clears user and tokens, runs onClear and tells subscribers', () => {
    const onClear = vi.fn();
    const store = createSessionStore({ now: () => NOW, onClear });
    store.set(login);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(listener).toHaveBeenCalledWith({ user: null, kind: null });
    expect(store.tokens()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('keeps the session under the storage key it is given', () => {
    createSessionStore({ now: () => NOW, storageKey: 'harness.session' }).set(login);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(createSessionStore({ now: () => NOW, storageKey: 'harness.session' }).get().user?.user_id).toBe('u1');
  });

  it('requestLogin resolves at once when signed in and asks the UI otherwise', async () => {
    const store = createSessionStore({ now: () => NOW });
    const request = vi.fn(async () => false);
    const service = sessionService(store, { request }, vi.fn());
    await expect(service.requestLogin()).resolves.toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    store.set(login);
    await expect(service.requestLogin()).resolves.toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('reauthenticate opens the consent popup of the signed-in provider and refuses other sessions', async () => {
    const store = createSessionStore({ now: () => NOW });
    const consent = vi.fn(async () => ({ code: 'fresh-code' }));
    const service = sessionService(store, { request: vi.fn() }, consent);
    await expect(service.reauthenticate()).rejects.toMatchObject({ message: 'sign in first' });
    store.set({ ...login, user: { ...login.user, authMethod: 'email' } });
    await expect(service.reauthenticate()).rejects.toMatchObject({ message: expect.stringContaining('password') });
    expect(consent).not.toHaveBeenCalled();
    store.set({ ...login, user: { ...login.user, authMethod: 'google' } });
    await expect(service.reauthenticate()).resolves.toEqual({ auth_type: 'google', code: 'fresh-code' });
    expect(consent).toHaveBeenCalledWith('google');
    consent.mockRejectedValueOnce(new Error('the sign-in window was closed'));
    await expect(service.reauthenticate()).rejects.toMatchObject({ code: -5, message: 'the sign-in window was closed' });
  });

  it('follows a login and a logout made in another tab', () => {
    const store = createSessionStore({ now: () => NOW });
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(login));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(store.get().user?.user_id).toBe('u1');
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(store.get().user).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a logout ends the session on the server first, and forgets it whatever the server answers', async () => {
    const store = createSessionStore({ now: () => NOW });
    store.set(login);
    const calls: string[] = [];
    const revoke = vi.fn(async () => void calls.push(`revoke with ${store.tokens()?.accessToken ?? 'no token'}`));
    await sessionService(store, { request: vi.fn() }, vi.fn(), revoke).logout();
    expect(calls).toEqual(['revoke with acc']);
    expect(store.get().user).toBeNull();
    // A refusal or a network error still signs out.
    store.set(login);
    await sessionService(store, { request: vi.fn() }, vi.fn(), () => Promise.reject(new Error('offline'))).logout();
    expect(store.get().user).toBeNull();
    // Signed out already: nothing to revoke.
    await sessionService(store, { request: vi.fn() }, vi.fn(), revoke).logout();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('a server that does not answer keeps nobody signed in: the logout forgets the session after the wait', async () => {
    vi.useFakeTimers();
    try {
      const store = createSessionStore({ now: () => NOW });
      store.set(login);
      const done = sessionService(store, { request: vi.fn() }, vi.fn(), () => new Promise(() => undefined)).logout();
      await vi.advanceTimersByTimeAsync(LOGOUT_REVOKE_WAIT_MS);
      await done;
      expect(store.get().user).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
