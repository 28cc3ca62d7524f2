import { useEffect, useState } from 'react';
import { reportAuthCallback } from './model/popup';

/**
 * /auth-callback: the exchange or Google consent page redirects here inside the popup. It posts
 * the code to the window that opened it (our own origin only) and closes itself.
 */
export function AuthCallbackPage() {
  const [reported, setReported] = useState<boolean | null>(null);
  useEffect(() => {
    const ok = reportAuthCallback();
    setReported(ok);
    if (ok) window.setTimeout(() => window.close(), 200);
  }, []);
  return (
    <main style={{ padding: 32, textAlign: 'center' }}>
      <h1 style={{ fontSize: 16 }}>{reported === false ? 'This sign-in page must be opened from the sign-in window.' : 'Signing you in…'}</h1>
    </main>
  );
}
