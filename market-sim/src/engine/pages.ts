import { PRODUCT_NAME } from '@nova/shared-contracts';
import type { Accounts } from './accounts/accounts';
import { errorBody, json } from './http';
import type { SimResponse } from './http';

/**
 * The local consent page that stands in for the exchange and Google authorization screens
 * (spec 2 §4). GET /account/oauth/consent shows it; its form goes to /account/oauth/approve,
 * which redirects to `redirect_uri?code=...&auth_type=...`.
 */

const PROVIDERS = { google: 'Google', exchange: `${PRODUCT_NAME} Exchange` } as const;
type Provider = keyof typeof PROVIDERS;

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only an http(s) URL ending in /auth-callback may receive a code (no open redirect). */
function validRedirect(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.replace(/\/$/, '').endsWith('/auth-callback') ? url : null;
  } catch {
    return null;
  }
}

function parse(query: URLSearchParams): { provider: Provider; redirect: URL } | SimResponse {
  const provider = query.get('provider');
  if (provider !== 'google' && provider !== 'exchange') return json(400, errorBody(400, 'provider must be google or exchange'));
  const redirect = validRedirect(query.get('redirect_uri'));
  if (!redirect) return json(400, errorBody(400, 'redirect_uri must be an http(s) URL of an /auth-callback page'));
  return { provider, redirect };
}

export function consentPage(query: URLSearchParams): SimResponse {
  const parsed = parse(query);
  if ('status' in parsed) return parsed;
  const name = PROVIDERS[parsed.provider];
  const email = escapeHtml(query.get('email') ?? `${parsed.provider}.user@nova.test`);
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${name}</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8e8e8;display:flex;justify-content:center;padding-top:48px}form{width:340px;display:grid;gap:12px}input,button{font:inherit;padding:10px;border-radius:8px;border:1px solid #333}button{background:#2f6fed;color:#fff;border:0;cursor:pointer}.deny{background:#333}</style></head>
<body><form method="get" action="/account/oauth/approve"><h1>Sign in with ${name}</h1>
<p>market-sim consent page: ${escapeHtml(parsed.redirect.origin)} asks to sign you in.</p>
<input type="hidden" name="provider" value="${parsed.provider}"><input type="hidden" name="redirect_uri" value="${escapeHtml(parsed.redirect.toString())}">
<label for="email">Email</label><input id="email" name="email" type="email" required value="${email}">
<button type="submit" name="decision" value="allow">Allow</button><button class="deny" type="submit" name="decision" value="deny">Deny</button></form></body></html>`;
  return { status: 200, body, contentType: 'text/html; charset=utf-8' };
}

export function approve(query: URLSearchParams, accounts: Accounts): SimResponse {
  const parsed = parse(query);
  if ('status' in parsed) return parsed;
  const target = new URL(parsed.redirect);
  target.searchParams.set('auth_type', parsed.provider);
  if (query.get('decision') === 'deny') {
    target.searchParams.set('error', 'access_denied');
  } else {
    const email = query.get('email') ?? '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return json(400, errorBody(400, 'a valid email is required'));
    target.searchParams.set('code', accounts.issueOauthCode(email, parsed.provider));
  }
  return { status: 302, body: '', contentType: 'text/plain', headers: { location: target.toString() } };
}
