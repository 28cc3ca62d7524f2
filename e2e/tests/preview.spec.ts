import type { Server } from 'node:http';
import { originOf, serveDir } from '../../scripts/lib/deploy.mjs';
import { previewBanner, previewRefusal, slot } from '../src/app';
import { stagedDists } from '../src/builds';
import { PORTS, STAGING_ORIGIN, STAGING_PORT, stageDir } from '../src/env';
import { expect, test } from '../src/fixtures';

const REMOTE = 'mf_discover';
const PRODUCTION_MANIFEST = `${originOf(PORTS.remotes[REMOTE])}/mf-manifest.json`;
const STAGING_MANIFEST = `${STAGING_ORIGIN}/mf-manifest.json`;

const previewUrl = (value: string) => `/markets?preview=${encodeURIComponent(value)}`;

let staging: Server;
test.beforeAll(async () => {
  // The staging build of the remote, on an origin of the registry's preview allowlist.
  staging = await serveDir({ dir: stagedDists(stageDir()).remotes[REMOTE], port: STAGING_PORT });
});
test.afterAll(async () => {
  staging.closeAllConnections();
  await new Promise((resolve) => staging.close(resolve));
});

test('a preview from an allowed origin replaces the remote for the session, with a banner that clears it', async ({ page, requests }) => {
  await page.goto(previewUrl(`${REMOTE}@${STAGING_MANIFEST}`));
  const banner = previewBanner(page);
  await expect(banner).toContainText(REMOTE);
  await expect(slot(page, REMOTE).getByRole('alert')).toHaveCount(0);
  await expect(slot(page, REMOTE).getByRole('row').nth(1)).toBeVisible();
  expect(requests.from(STAGING_MANIFEST).length).toBeGreaterThan(0);
  expect(requests.from(PRODUCTION_MANIFEST)).toEqual([]);

  // Kept for the browser session: a later page load without the parameter still uses it.
  requests.clear();
  await page.goto('/markets');
  await expect(previewBanner(page)).toContainText(REMOTE);
  await expect(slot(page, REMOTE).getByRole('row').nth(1)).toBeVisible();
  expect(requests.from(STAGING_MANIFEST).length).toBeGreaterThan(0);

  await previewBanner(page).getByRole('button', { name: /clear/i }).click();
  await expect(previewBanner(page)).toHaveCount(0);
  requests.clear();
  await page.reload();
  await expect(slot(page, REMOTE).getByRole('row').nth(1)).toBeVisible();
  expect(requests.from(PRODUCTION_MANIFEST).length).toBeGreaterThan(0);
  expect(requests.from(STAGING_ORIGIN)).toEqual([]);
});

const REFUSED: Array<{ form: string; value: string; refusedUrl: string }> = [
  { form: 'an origin not on the allowlist', value: `${REMOTE}@http://127.0.0.1:5399/mf-manifest.json`, refusedUrl: 'http://127.0.0.1:5399' },
  { form: 'a foreign host', value: `${REMOTE}@https://evil.example/mf-manifest.json`, refusedUrl: 'https://evil.example' },
  { form: 'a javascript: URL', value: `${REMOTE}@javascript:alert(document.cookie)`, refusedUrl: 'javascript:' },
  { form: 'a data: URL', value: `${REMOTE}@data:application/json,{}`, refusedUrl: 'data:' },
  { form: 'a malformed value', value: `${REMOTE}:${STAGING_MANIFEST}`, refusedUrl: STAGING_ORIGIN },
  { form: 'a malformed URL', value: `${REMOTE}@http//not a url`, refusedUrl: 'http//' },
  { form: 'an unknown remote name', value: `mf_unknown@${STAGING_MANIFEST}`, refusedUrl: STAGING_ORIGIN },
];

for (const refused of REFUSED) {
  test(`a preview with ${refused.form} is refused with a message and nothing is fetched from it`, async ({ page, requests }) => {
    await page.goto(previewUrl(refused.value));
    await expect(previewRefusal(page)).toBeVisible();
    await expect(previewBanner(page)).toHaveCount(0);
    // The remote still comes from the registry, and nothing was requested from the refused URL.
    await expect(slot(page, REMOTE).getByRole('row').nth(1)).toBeVisible();
    expect(requests.from(PRODUCTION_MANIFEST).length).toBeGreaterThan(0);
    expect(requests.from(refused.refusedUrl)).toEqual([]);
  });
}
