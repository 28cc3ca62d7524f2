import { describe, expect, it, vi } from 'vitest';
import { PopupBlockedError, consentUrl, openAuthPopup } from './popup';

function fakeWindow(popup: Partial<Window> | null) {
  const listeners = new Set<(e: MessageEvent) => void>();
  const win = {
    screenX: 0,
    screenY: 0,
    outerWidth: 1400,
    outerHeight: 900,
    location: { origin: 'http://127.0.0.1:4100' },
    open: vi.fn(() => popup),
    addEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.delete(fn),
  } as unknown as Window;
  const post = (data: unknown, origin: string, source: unknown) => {
    for (const fn of [...listeners]) fn({ data, origin, source } as MessageEvent);
  };
  return { win, post, listeners };
}

describe('auth popup', () => {
  it('opens a 500x600 popup and resolves with the code posted from our origin', async () => {
    const popup = { closed: false, close: vi.fn() };
    const { win, post } = fakeWindow(popup);
    const result = openAuthPopup('http://127.0.0.1:4000/oauth/consent', { win });
    expect(win.open).toHaveBeenCalledWith('http://127.0.0.1:4000/oauth/consent', 'nova-auth', expect.stringContaining('width=500,height=600'));
    post({ type: 'nova:auth-callback', code: 'abc', auth_type: 'google' }, 'http://127.0.0.1:4100', popup);
    await expect(result).resolves.toEqual({ code: 'abc', authType: 'google' });
    expect(popup.close).toHaveBeenCalled();
  });

  it('ignores a message from a foreign origin or another window', async () => {
    const popup = { closed: false, close: vi.fn() };
    const { win, post } = fakeWindow(popup);
    const result = openAuthPopup('http://sim/consent', { win });
    let settled = false;
    void result.then(() => (settled = true));
    post({ type: 'nova:auth-callback', code: 'evil' }, 'http://evil.example', popup);
    post({ type: 'nova:auth-callback', code: 'evil' }, 'http://127.0.0.1:4100', {});
    await Promise.resolve();
    expect(settled).toBe(false);
    post({ type: 'nova:auth-callback', code: 'good' }, 'http://127.0.0.1:4100', popup);
    await expect(result).resolves.toEqual({ code: 'good' });
  });

  it('rejects at once when the popup is blocked', async () => {
    const { win } = fakeWindow(null);
    await expect(openAuthPopup('http://sim/consent', { win })).rejects.toBeInstanceOf(PopupBlockedError);
  });

  it('rejects when the user closes the popup', async () => {
    vi.useFakeTimers();
    const popup = { closed: false, close: vi.fn() };
    const { win } = fakeWindow(popup);
    const result = openAuthPopup('http://sim/consent', { win, pollMs: 100 });
    popup.closed = true;
    vi.advanceTimersByTime(100);
    await expect(result).rejects.toThrow('closed');
    vi.useRealTimers();
  });
});

describe('consent url', () => {
  it('names the signed-in account for a re-authentication, so the e-mail is not typed again', () => {
    expect(consentUrl('http://sim', 'google', 'http://host')).toBe('http://sim/account/oauth/consent?provider=google&redirect_uri=http%3A%2F%2Fhost%2Fauth-callback');
    expect(consentUrl('http://sim', 'exchange', 'http://host', 'a+b@nova.test')).toBe('http://sim/account/oauth/consent?provider=exchange&redirect_uri=http%3A%2F%2Fhost%2Fauth-callback&email=a%2Bb%40nova.test');
  });
});
