import { describe, expect, it } from 'vitest';
import { createLoginController } from './loginController';

describe('login controller', () => {
  it('opens the drawer and resolves every waiting caller with true on sign-in', async () => {
    const c = createLoginController();
    const a = c.request();
    const b = c.request({ redirectTo: '/referral' });
    expect(c.get().drawer).toBe(true);
    expect(c.signedIn()).toBe('/referral');
    await expect(a).resolves.toBe(true);
    await expect(b).resolves.toBe(true);
    expect(c.get()).toEqual({ drawer: false, modal: null, redirectTo: null });
  });

  it('resolves false when the user dismisses the drawer', async () => {
    const c = createLoginController();
    const waiting = c.request();
    c.dismiss();
    await expect(waiting).resolves.toBe(false);
  });

  it('keeps the drawer open behind the email modal', () => {
    const c = createLoginController();
    void c.request();
    c.openEmail('signUp');
    expect(c.get()).toMatchObject({ drawer: true, modal: 'signUp' });
    c.closeEmail();
    expect(c.get()).toMatchObject({ drawer: true, modal: null });
  });
});
