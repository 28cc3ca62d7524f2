import { PRODUCT_NAME } from '@nova/shared-contracts';
import type { Accounts } from './accounts/accounts';
import { randomHex } from './accounts/crypto';
import { SimError } from './errors';
import { errorBody, json } from './http';
import type { SimResponse } from './http';

/**
 * The local consent page that stands in for the exchange and Google authorization screens
 * (spec 2 §2 and §4: a popup whose /auth-callback receives a code). Like a real provider it
 * signs the person in before it authorizes anything, and only for a registered host:
 *
 * 1. GET /account/oauth/consent?provider&redirect_uri: the email form. `redirect_uri` must be an
 *    /auth-callback URL on one of the registered host origins (else 400, nothing shown). The page
 *    carries a single-use ticket bound to the provider and the redirect.
 * 2. POST /account/oauth/consent {ticket, email}: mails a code to that email (the log and
 *    GET /__dev/codes, like every verification code) and shows the code form with Allow / Deny.
 * 3. POST /account/oauth/approve {ticket, code, decision}: Deny redirects with
 *    `error=access_denied`; Allow with the right code redirects (303) to
 *    `redirect_uri?code=...&auth_type=...`. A wrong code shows the form again (no new mail); the
 *    fifth burns the code, like every verification code (accounts.ts), and a new one is mailed
 *    at most once a minute per email.
 *
 * No code for an email without that email's code, and none for a caller other than the page:
 * the forms must be posted from the sim's own origin (the browser's Origin header) with a live
 * ticket, the pages are answered without CORS headers (no other origin can read a ticket), and
 * they cannot be framed (CSP frame-ancestors 'none', X-Frame-Options DENY).
 */

const PROVIDERS = { google: 'Google', exchange: `${PRODUCT_NAME} Exchange` } as const;
type Provider = keyof typeof PROVIDERS;
const TICKET_TTL_MS = 10 * 60_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ConsentOptions {
  accounts: Accounts;
  now: () => number;
  /** The sim's own origin (its public URL's): the consent forms must be posted from it. */
  selfOrigin: () => string;
  /**
   * Origins of the hosts whose /auth-callback may receive a code. Unset: loopback origins only
   * (http://127.0.0.1:*, http://localhost:*, http://[::1]:*), for local development.
   */
  hostOrigins?: readonly string[];
}

interface Ticket {
  provider: Provider;
  redirect: string;
  email?: string;
  expiresAt: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The normalised origin of an http(s) URL, or null. */
export function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export class ConsentPages {
  private readonly tickets = new Map<string, Ticket>();
  private readonly hostOrigins: ReadonlySet<string> | undefined;

  constructor(private readonly options: ConsentOptions) {
    if (options.hostOrigins) {
      const origins = options.hostOrigins.map((o) => {
        const origin = httpOrigin(o);
        if (!origin) throw new Error(`host origin "${o}" is not an http(s) origin`);
        return origin;
      });
      this.hostOrigins = new Set(origins);
    }
  }

  /** Is this an http(s) /auth-callback URL on a registered host origin? */
  allowedRedirect(value: string | null): URL | null {
    if (!value) return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname.replace(/\/$/, '') !== '/auth-callback' || url.username || url.password) return null;
    const allowed = this.hostOrigins ? this.hostOrigins.has(url.origin) : url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    return allowed ? url : null;
  }

  /** GET and POST /account/oauth/consent, POST /account/oauth/approve; undefined for other paths. */
  handle(method: string, path: string, query: URLSearchParams, body: unknown, headers: Record<string, string | undefined>): SimResponse | undefined {
    if (path === '/account/oauth/consent') {
      if (method === 'GET') return this.emailPage(query);
      if (method === 'POST') return this.guarded(headers, () => this.codePage(formOf(body)));
      return json(405, errorBody(405, `method ${method} not allowed on ${path}`));
    }
    if (path === '/account/oauth/approve') {
      if (method === 'POST') return this.guarded(headers, () => this.approve(formOf(body)));
      return json(405, errorBody(405, 'the consent page posts its answer (POST from the page itself)'));
    }
    return undefined;
  }

  private guarded(headers: Record<string, string | undefined>, answer: () => SimResponse): SimResponse {
    if (headers.origin !== this.options.selfOrigin()) return json(403, errorBody(403, 'the consent form must be posted from the consent page'));
    return answer();
  }

  private emailPage(query: URLSearchParams): SimResponse {
    const provider = query.get('provider');
    if (provider !== 'google' && provider !== 'exchange') return json(400, errorBody(400, 'provider must be google or exchange'));
    const redirect = this.allowedRedirect(query.get('redirect_uri'));
    if (!redirect) return json(400, errorBody(400, 'redirect_uri must be the /auth-callback page of a registered host origin'));
    this.sweep();
    const ticket = randomHex(16);
    this.tickets.set(ticket, { provider, redirect: redirect.toString(), expiresAt: this.options.now() + TICKET_TTL_MS });
    const email = escapeHtml(query.get('email') ?? '');
    return this.page(provider, redirect, `<form method="post" action="/account/oauth/consent">
<p>${escapeHtml(redirect.origin)} asks to sign you in. Sign in to ${PROVIDERS[provider]} first: we mail you a code.</p>
<input type="hidden" name="ticket" value="${ticket}">
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email" value="${email}">
<button type="submit">Send code</button></form>`);
  }

  private codePage(form: URLSearchParams, error?: string): SimResponse {
    const found = this.ticket(form.get('ticket'));
    if ('status' in found) return found;
    const { ticket, record } = found;
    let email = record.email;
    if (!email) {
      const typed = (form.get('email') ?? '').trim().toLowerCase();
      if (!EMAIL.test(typed)) return json(400, errorBody(400, 'a valid email is required'));
      email = typed;
      this.tickets.set(ticket, { ...record, email });
      this.mail(email);
    }
    const redirect = new URL(record.redirect);
    return this.page(
      record.provider,
      redirect,
      `<form method="post" action="/account/oauth/approve">
<p>${escapeHtml(redirect.origin)} asks to sign you in as <strong>${escapeHtml(email)}</strong>. We mailed a code to that address.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}<input type="hidden" name="ticket" value="${ticket}">
<label for="code">Code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" value="">
<button type="submit" name="decision" value="allow">Allow</button><button class="deny" type="submit" name="decision" value="deny" formnovalidate>Deny</button></form>`,
      error ? 400 : 200,
    );
  }

  private approve(form: URLSearchParams): SimResponse {
    const found = this.ticket(form.get('ticket'));
    if ('status' in found) return found;
    const { ticket, record } = found;
    if (!record.email) return json(400, errorBody(400, 'no email was given on the consent page'));
    const target = new URL(record.redirect);
    target.searchParams.set('auth_type', record.provider);
    if (form.get('decision') === 'deny') {
      this.tickets.delete(ticket);
      target.searchParams.set('error', 'access_denied');
    } else {
      try {
        this.options.accounts.checkConsentCode(record.email, form.get('code') ?? '');
      } catch (error) {
        if (!(error instanceof SimError)) throw error;
        // A wrong code is tried again against the same code (no mail per try); an expired or
        // burnt one is replaced, at most once a minute, else the page ends.
        if (error.code === 405006) return this.codePage(form, `${error.message}: try again`);
        return this.resend(form, ticket, record, record.email, error.message);
      }
      this.tickets.delete(ticket);
      target.searchParams.set('code', this.options.accounts.issueOauthCode(record.email, record.provider));
    }
    return { status: 303, body: '', contentType: 'text/plain', headers: { ...PAGE_HEADERS, location: target.toString() }, noCors: true };
  }

  /**
   * Mails the consent code of an email. Within a minute of the previous one (405004) none is sent:
   * that code, still pending, is the one to type (the popup was opened again).
   */
  private mail(email: string): void {
    try {
      this.options.accounts.sendConsentCode(email);
    } catch (error) {
      if (!(error instanceof SimError) || error.code !== 405004) throw error;
    }
  }

  /**
   * An expired code, or one burnt by too many wrong tries: a new one is mailed and the form shown
   * again; within a minute of the last mail the page ends instead (no code for a guesser's next round).
   */
  private resend(form: URLSearchParams, ticket: string, record: Ticket, email: string, reason: string): SimResponse {
    try {
      this.options.accounts.sendConsentCode(email);
    } catch (error) {
      if (!(error instanceof SimError) || error.code !== 405004) throw error;
      this.tickets.delete(ticket);
      return this.page(record.provider, new URL(record.redirect), `<p role="alert">${escapeHtml(reason)}: start the sign-in again in a minute.</p>`, 400);
    }
    return this.codePage(form, `${reason}: we mailed a new code`);
  }

  private ticket(value: string | null): { ticket: string; record: Ticket } | SimResponse {
    const record = value ? this.tickets.get(value) : undefined;
    if (!value || !record || this.options.now() > record.expiresAt) {
      if (value) this.tickets.delete(value);
      return json(403, errorBody(403, 'this consent page expired or was already answered: start the sign-in again'));
    }
    return { ticket: value, record };
  }

  private sweep(): void {
    const now = this.options.now();
    for (const [ticket, record] of this.tickets) if (now > record.expiresAt) this.tickets.delete(ticket);
  }

  private page(provider: Provider, redirect: URL, form: string, status = 200): SimResponse {
    const name = PROVIDERS[provider];
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${name}</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8e8e8;display:flex;justify-content:center;padding-top:48px}form{width:340px;display:grid;gap:12px}input,button{font:inherit;padding:10px;border-radius:8px;border:1px solid #333}button{background:#2f6fed;color:#fff;border:0;cursor:pointer}.deny{background:#333}[role=alert]{color:#ff8a8a}</style></head>
<body><main><h1>Sign in with ${name}</h1><p>market-sim consent page</p>
${form}</main></body></html>`;
    // The forms post to this origin and then redirect to the host: form-action names both.
    const csp = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${redirect.origin}; frame-ancestors 'none'; base-uri 'none'`;
    return { status, body, contentType: 'text/html; charset=utf-8', headers: { ...PAGE_HEADERS, 'content-security-policy': csp }, noCors: true };
  }
}

/** Headers of the consent pages and their redirect: never framed, never cached, no referrer to other origins. */
const PAGE_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // same-origin, not no-referrer: with no-referrer a browser posts the forms with `Origin: null`.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** An application/x-www-form-urlencoded body (as the page's forms post it). */
function formOf(body: unknown): URLSearchParams {
  if (typeof body === 'string') return new URLSearchParams(body);
  if (body instanceof Uint8Array) return new URLSearchParams(new TextDecoder().decode(body));
  return new URLSearchParams();
}
