// Issue 8: every page has no critical or serious axe violation, signed out and signed in, on a
// desktop (1440) and a phone (390) width. Each route is scanned once its main content is there.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { hotToken, settled } from '../src/app';
import type { TokenRef } from '../src/app';
import { expect, test } from '../src/fixtures';
import { seedSession, signUpByEmail } from '../src/sim';

/** The app's routes (shared-contracts ROUTES), the token and wallet pages with a real token. */
const routes = (token: TokenRef) => ['/markets', `/trade/${token.chain}/${token.address}`, '/memego', '/gatefun', '/trackers', '/perps', '/swap', '/referral', '/wallets', '/no-such-page'];

const WIDTHS = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

/**
 * Violations known and owned elsewhere, each named by rule and element, with who fixes it. The
 * test fails on any other critical or serious violation; an entry goes when its fix lands.
 */
const KNOWN: ReadonlyArray<{ rule: string; html: RegExp; owner: string }> = [];

/** The critical and serious violations of the page not in KNOWN, one line each: rule, impact, element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const lines: string[] = [];
  for (const v of violations) {
    if (v.impact !== 'critical' && v.impact !== 'serious') continue;
    const nodes = v.nodes.filter((node) => !KNOWN.some((k) => k.rule === v.id && k.html.test(node.html)));
    for (const node of nodes.slice(0, 3)) lines.push(`${v.id} (${v.impact}): ${v.help} at ${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
  }
  return lines;
}

/**
 * Waits for the page to settle before a scan (src/app.ts `settled`); on /perps, first for the guide
 * that opens 5 s after entering (scanned open, rather than opening during a scan).
 */
async function settledFor(page: Page, route: string) {
  if (route === '/perps') await expect(page.getByRole('dialog', { name: 'Perpetuals guide' })).toBeVisible({ timeout: 20_000 });
  await settled(page);
}

for (const signedIn of [false, true]) {
  for (const width of WIDTHS) {
    test(`axe: no critical or serious violation on any route, ${signedIn ? 'signed in' : 'signed out'}, ${width.name} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(width.viewport);
      if (signedIn) await seedSession(page, (await signUpByEmail()).result);
      const found: string[] = [];
      for (const route of routes(await hotToken())) {
        await page.goto(route);
        await settledFor(page, route);
        for (const line of await seriousViolations(page)) found.push(`${route}: ${line}`);
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
