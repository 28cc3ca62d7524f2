// The standalone harness of a remote: its exposed modules inside PlatformContext with the double
// pointing at a running market-sim (http://127.0.0.1:4000, ws://127.0.0.1:4000/ws by default;
// override with ?api=…&ws=… on the harness URL).
import { StrictMode, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { isChainKey } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { createPlatformDouble } from './createPlatformDouble';
import type { PlatformDouble } from './createPlatformDouble';
import type { StoredSession } from './services';
import { PlatformContext, usePlatform } from '@nova/shared-ui';

export const SIM_API_URL = 'http://127.0.0.1:4000';
export const SIM_WS_URL = 'ws://127.0.0.1:4000/ws';
/** The host's session key; the harness reads the same shape. */
const SESSION_KEY = 'nova.session.v1';

function readSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredSession;
    return parsed && typeof parsed.access_token === 'string' && parsed.user ? parsed : null;
  } catch {
    console.warn(`[harness] ignoring localStorage "${SESSION_KEY}": not JSON`);
    return null;
  }
}

/** Where the OAuth round trip returns: the harness path it started from (same-origin paths only). */
function returnPath(): string {
  if (location.pathname !== '/auth-callback') return `${location.pathname}${location.search}`;
  const back = new URLSearchParams(location.search).get('return') ?? '/';
  return back.startsWith('/') && !back.startsWith('//') ? back : '/';
}

/**
 * The double as a harness uses it. Signing in goes through market-sim's local Google consent page
 * (spec 2 §4): it redirects to {harness}/auth-callback?code=…, and `completeHarnessLogin` exchanges
 * the code with accountGoogleOauth. The session is kept in this origin's localStorage.
 */
export function createHarnessPlatform(): PlatformDouble {
  const query = new URLSearchParams(new URL(returnPath(), location.origin).search);
  const apiBaseUrl = query.get('api') ?? SIM_API_URL;
  return createPlatformDouble({
    apiBaseUrl,
    wsUrl: query.get('ws') ?? SIM_WS_URL,
    session: readSession(),
    prefsStorage: localStorage,
    onRequestLogin: async () => {
      const callback = `${location.origin}/auth-callback?return=${encodeURIComponent(returnPath())}`;
      location.assign(`${apiBaseUrl.replace(/\/+$/, '')}/account/oauth/consent?provider=google&redirect_uri=${encodeURIComponent(callback)}`);
      return null;
    },
    onNavigate: (to) => console.info(`[harness] navigate(${to})`),
  });
}

/** On /auth-callback: exchange the consent page's code for a session, then go back to where login started. */
async function completeHarnessLogin(platform: PlatformDouble): Promise<void> {
  if (location.pathname !== '/auth-callback') return;
  const code = new URLSearchParams(location.search).get('code');
  history.replaceState(null, '', returnPath());
  if (!code) return; // denied on the consent page
  const session = await platform.api.call('accountGoogleOauth', { code });
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  platform.session.signIn(session);
}

export interface HarnessPageProps {
  title: string;
  platform: PlatformDouble;
  children: ReactNode;
}

/** Header with the session and sign-in/out, then the remote's modules. */
export function HarnessPage({ title, platform, children }: HarnessPageProps) {
  const session = useSyncExternalStore(platform.session.subscribe, platform.session.get);
  const signOut = () => {
    localStorage.removeItem(SESSION_KEY);
    void platform.session.logout();
  };
  return (
    <PlatformContext.Provider value={platform}>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '8px 12px', borderBottom: '1px solid #232a36', fontSize: 12 }}>
        <strong>{title}</strong>
        <span style={{ color: '#8a93a6' }}>API {platform.api.baseUrl}</span>
        <span style={{ flex: 1 }} />
        {session.user ? (
          <>
            <span>signed in: {session.user.email ?? session.user.sol_address ?? session.user.evm_address ?? session.user.user_id}</span>
            <button type="button" onClick={signOut}>
              Sign out
            </button>
          </>
        ) : (
          <button type="button" onClick={() => void platform.session.requestLogin()}>
            Sign in with market-sim
          </button>
        )}
      </header>
      <main style={{ display: 'grid', gap: 12, padding: 12 }}>{children}</main>
    </PlatformContext.Provider>
  );
}

/** Renders a remote's harness into #root. */
export function mountHarness(title: string, children: ReactNode): PlatformDouble {
  const platform = createHarnessPlatform();
  completeHarnessLogin(platform).catch((error: unknown) => console.error('[harness] sign-in failed', error));
  const root = document.getElementById('root');
  if (!root) throw new Error('harness: no #root element in the page');
  createRoot(root).render(
    <StrictMode>
      <HarnessPage title={title} platform={platform}>
        {children}
      </HarnessPage>
    </StrictMode>,
  );
  return platform;
}

export interface HarnessTokenProps {
  children: (token: { chain: ChainKey; address: string }) => ReactNode;
}

/** The token a harness shows: ?chain=…&address=… on the URL, else the sim's hottest Solana token. */
export function HarnessToken({ children }: HarnessTokenProps) {
  const platform = usePlatform();
  const query = new URLSearchParams(location.search);
  const chain = query.get('chain');
  const address = query.get('address');
  const fromQuery = isChainKey(chain) && address ? { chain, address } : null;
  const [picked, setPicked] = useState<{ chain: ChainKey; address: string } | string | null>(null);
  useEffect(() => {
    if (fromQuery) return;
    platform.api.call('tokenHotList', { chain: 'solana', limit: 1 }).then(
      ({ tokens }) => setPicked(tokens[0] ? { chain: tokens[0].chain, address: tokens[0].address } : 'market-sim has no hot Solana token'),
      (error: unknown) => setPicked(`cannot reach market-sim at ${platform.api.baseUrl}: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, [platform, fromQuery === null]); // eslint-disable-line react-hooks/exhaustive-deps
  const token = fromQuery ?? picked;
  if (typeof token === 'string') return <p role="alert">{token}</p>;
  return token ? <>{children(token)}</> : <p>Looking up a token…</p>;
}
