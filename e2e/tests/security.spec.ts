// Issue 9: every origin of the Node deployment sends the security headers with a policy computed
// from the deployment; no other origin can frame the host; a script injected from a foreign
// origin (or inline) is blocked and reported; with browser storage blocked the host says so;
// the sim's consent page refuses a foreign redirect and cannot be framed.
import type { Page } from '@playwright/test';
import { REMOTES, SECURITY_HEADERS, cacheControlFor, hostPolicy, originOf, remotePolicy } from '../../scripts/lib/deploy.mjs';
import { slot } from '../src/app';
import { HOST_URL, PORTS, SIM_URL, SPARE_PORTS, STAGING_ORIGIN } from '../src/env';
import { expect, test } from '../src/fixtures';
import { foreignSite, framingPage } from '../src/foreign';
import type { ForeignSite } from '../src/foreign';

/** The security headers a response must carry, with its policy. */
function expectSecurityHeaders(headers: Headers, policy: string, what: string) {
  expect(headers.get('content-security-policy'), what).toBe(policy);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), `${name} of ${what}`).toBe(value);
}

/** Records every CSP violation the page reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string }> = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Array<{ directive: string; blocked: string }> }).__cspViolations);
}

test.describe('headers of the Node deployment (npm start and e2e)', () => {
  test('the host sends the headers on pages, files, the registry and a 404, with its policy from remotes.json', async () => {
    const registry = await (await fetch(`${HOST_URL}/remotes.json`)).json();
    const policy = hostPolicy(registry);
    // The policy names each remote origin and the preview allowlist for scripts, and the API and WebSocket for connections.
    for (const remote of REMOTES) expect(policy).toContain(originOf(PORTS.remotes[remote.name]));
    expect(policy).toContain(`script-src 'self' ${originOf(PORTS.remotes.mf_trade)}`);
    expect(policy).toContain(STAGING_ORIGIN);
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${SIM_URL} ws://127\\.0\\.0\\.1:${PORTS.sim}`));
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    for (const [pathname, status] of [['/markets', 200], ['/zh/trade/solana/abc', 200], ['/main.js', 200], ['/remotes.json', 200], ['/missing.js', 404]] as const) {
      const response = await fetch(`${HOST_URL}${pathname}`);
      expect(response.status, pathname).toBe(status);
      expectSecurityHeaders(response.headers, policy, `host ${pathname}`);
    }
  });

  test('each of the six remotes sends the headers with its own-origin policy', async () => {
    for (const remote of REMOTES) {
      const origin = originOf(PORTS.remotes[remote.name]);
      for (const file of ['/mf-manifest.json', '/remoteEntry.js']) {
        const response = await fetch(`${origin}${file}`);
        expect(response.status, `${remote.name}${file}`).toBe(200);
        expectSecurityHeaders(response.headers, remotePolicy(), `${remote.name}${file}`);
        expect(response.headers.get('cache-control')).toBe(cacheControlFor(file));
      }
    }
  });
});

test.describe('in the browser', () => {
  let foreign: ForeignSite;
  let scripts: ForeignSite;
  test.beforeAll(async () => {
    foreign = await foreignSite(SPARE_PORTS.foreignSite, {
      '/frame-host': framingPage(`${HOST_URL}/markets`, 'nova'),
      '/frame-consent': framingPage(`${SIM_URL}/account/oauth/consent?provider=google&redirect_uri=${encodeURIComponent(`${HOST_URL}/auth-callback`)}`, 'consent'),
    });
    scripts = await foreignSite(SPARE_PORTS.foreignScripts, { '/evil.js': ['text/javascript', 'window.__pwned = true;'] });
  });
  test.afterAll(async () => {
    await foreign.close();
    await scripts.close();
  });

  test('the app runs under its policy: markets and trackers load their remotes with no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/markets');
    await expect(slot(page, 'mf_discover').getByRole('row').nth(1)).toBeVisible();
    await page.goto('/trackers');
    await expect(slot(page, 'mf_trackers')).toBeVisible();
    await expect(slot(page, 'mf_trackers').getByRole('alert')).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });

  test('a page on another origin cannot frame the host', async ({ page, requests }) => {
    await page.goto(`${foreign.origin}/frame-host`);
    const frame = page.frameLocator('iframe[title="nova"]');
    // The frame has loaded (the error page of a refused frame fires load too).
    await expect(page).toHaveTitle('framed');
    // The framed document is refused: none of its scripts is fetched and nothing renders.
    expect(requests.from(`${HOST_URL}/main.js`)).toEqual([]);
    await expect(frame.getByRole('banner')).toHaveCount(0);
    const child = page.frames().find((f) => f !== page.mainFrame());
    expect(await child?.evaluate(() => document.getElementById('root')).catch(() => null)).toBeFalsy();
  });

  test('a script injected from a foreign origin, or inline, is blocked and reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/markets');
    await expect(slot(page, 'mf_discover').getByRole('row').nth(1)).toBeVisible();
    const ran = await page.evaluate(async (src) => {
      const blocked = new Promise<void>((resolve) => document.addEventListener('securitypolicyviolation', (e) => e.blockedURI.startsWith(src) && resolve()));
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
      const inline = document.createElement('script');
      inline.textContent = 'window.__inline = true;';
      document.head.append(inline);
      await blocked;
      return { pwned: (window as unknown as { __pwned?: boolean }).__pwned ?? false, inline: (window as unknown as { __inline?: boolean }).__inline ?? false };
    }, `${scripts.origin}/evil.js`);
    expect(ran).toEqual({ pwned: false, inline: false });
    expect(scripts.requested).toEqual([]);
    const reported = await violations();
    expect(reported).toContainEqual({ directive: 'script-src-elem', blocked: `${scripts.origin}/evil.js` });
    expect(reported).toContainEqual({ directive: 'script-src-elem', blocked: 'inline' });
  });

  test('with browser storage blocked the host shows a clear message, in the URL\'s locale', async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
          },
        });
      }
    });
    await page.goto('/markets');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Browser storage is blocked' })).toBeVisible();
    await expect(alert).toContainText('Allow site data for this site');
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.goto('/de/markets');
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Browser-Speicher ist blockiert' })).toBeVisible();
  });

  test("the sim's consent page refuses a foreign redirect, and cannot be framed", async ({ page, requests }) => {
    const consent = (redirect: string) => `${SIM_URL}/account/oauth/consent?provider=google&redirect_uri=${encodeURIComponent(redirect)}`;
    for (const refused of ['https://evil.example/auth-callback', `${originOf(SPARE_PORTS.foreignSite)}/auth-callback`, `${HOST_URL}/steal`]) {
      const response = await page.goto(consent(refused));
      expect(response?.status(), refused).toBe(400);
      await expect(page.locator('body')).toContainText('registered host origin');
      await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
    }
    // The registered host gets the page; its answer is posted from the page, never a GET any caller can make.
    await page.goto(consent(`${HOST_URL}/auth-callback`));
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    const approve = await fetch(`${SIM_URL}/account/oauth/approve?provider=google&redirect_uri=${encodeURIComponent(`${HOST_URL}/auth-callback`)}&email=victim@nova.test&decision=allow`, { redirect: 'manual' });
    expect(approve.status).toBe(405);

    requests.clear();
    await page.goto(`${foreign.origin}/frame-consent`);
    await expect(page).toHaveTitle('framed');
    await expect(page.frameLocator('iframe[title="consent"]').getByRole('heading', { name: 'Sign in with Google' })).toHaveCount(0);
  });
});
