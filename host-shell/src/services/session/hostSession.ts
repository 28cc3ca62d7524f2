import { createSessionStore } from '@nova/platform-core';
import type { SessionStore, SessionStoreOptions } from '@nova/platform-core';

/** sessionStorage key of the referrer code (ref / utm_cmp); cleared with the session (a logout, a logout code). */
export const REFERRER_STORAGE_KEY = 'nova.referrer.v1';

/**
 * The host's session store: @nova/platform-core's store in localStorage `nova.session.v1`, which
 * also forgets the referrer code this tab carries whenever the session is cleared.
 */
export function createHostSessionStore(options: Omit<SessionStoreOptions, 'onClear'> = {}, tabStorage: Storage = sessionStorage): SessionStore {
  return createSessionStore({ ...options, onClear: () => tabStorage.removeItem(REFERRER_STORAGE_KEY) });
}
