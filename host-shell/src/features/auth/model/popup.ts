import { ACCOUNT } from '@nova/shared-contracts';

/** The message /auth-callback posts to the window that opened it. */
export interface AuthCallbackMessage {
  type: 'nova:auth-callback';
  code?: string;
  auth_type?: string;
  error?: string;
}

export function isAuthCallbackMessage(data: unknown): data is AuthCallbackMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'nova:auth-callback';
}

export class PopupBlockedError extends Error {
  constructor() {
    super('popup blocked');
    this.name = 'PopupBlockedError';
  }
}

/** The consent page of a provider (market-sim's, or the real provider's behind the same path), answering at /auth-callback. */
export function consentUrl(apiBaseUrl: string, provider: 'google' | 'exchange', origin: string = window.location.origin, email?: string): string {
  const base = `${apiBaseUrl}/account/oauth/consent?provider=${provider}&redirect_uri=${encodeURIComponent(`${origin}/auth-callback`)}`;
  // Re-authentication (the security check) names the signed-in account, so nobody types it again.
  return email ? `${base}&email=${encodeURIComponent(email)}` : base;
}

/**
 * Opens the exchange or Google consent page in a 500x600 popup (spec 2 §2) and resolves with the
 * authorization code /auth-callback posts back. Messages are accepted only from our own origin
 * and only from the popup we opened; anything else is ignored. A blocked popup rejects at once
 * with PopupBlockedError; a popup closed before it answers rejects too.
 */
export function openAuthPopup(url: string, options: { win?: Window; pollMs?: number } = {}): Promise<{ code: string; authType?: string }> {
  const win = options.win ?? window;
  const { width, height } = ACCOUNT.authPopup;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  const popup = win.open(url, 'nova-auth', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return Promise.reject(new PopupBlockedError());
  return new Promise((resolve, reject) => {
    const finish = () => {
      win.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== popup || !isAuthCallbackMessage(event.data)) return;
      finish();
      popup.close();
      if (event.data.code) resolve({ code: event.data.code, ...(event.data.auth_type ? { authType: event.data.auth_type } : {}) });
      else reject(new Error(event.data.error || 'the sign-in was cancelled'));
    };
    const closedPoll = setInterval(() => {
      if (popup.closed) {
        finish();
        reject(new Error('the sign-in window was closed'));
      }
    }, options.pollMs ?? 500);
    win.addEventListener('message', onMessage);
  });
}

/** What /auth-callback does: report the code (or error) to its opener on our own origin, then close. */
export function reportAuthCallback(win: Window = window): boolean {
  const params = new URLSearchParams(win.location.search);
  const message: AuthCallbackMessage = {
    type: 'nova:auth-callback',
    ...(params.get('code') ? { code: params.get('code')! } : {}),
    ...(params.get('auth_type') ? { auth_type: params.get('auth_type')! } : {}),
    ...(params.get('error') ? { error: params.get('error')! } : {}),
  };
  if (!params.get('code') && !message.error) message.error = 'no authorization code';
  if (!win.opener) return false;
  (win.opener as Window).postMessage(message, win.location.origin);
  return true;
}
