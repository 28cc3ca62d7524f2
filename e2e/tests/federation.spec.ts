import type { Page } from '@playwright/test';
import { REMOTES, originOf } from '../../scripts/lib/deploy.mjs';
import { REMOTE_PAGES, buildFiles, hotToken, slot } from '../src/app';
import type { RemoteName } from '../src/builds';
import { stagedDists } from '../src/builds';
import { HOST_URL, PORTS, stageDir } from '../src/env';
import { expect, test } from '../src/fixtures';
import { seedSession, signUpByEmail } from '../src/sim';

/** Every version of a package in the page's federation share scope, with who provided it and whether it loaded. */
function shareScopeEntries(page: Page, pkg: string) {
  return page.evaluate((name) => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[] };
    const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Record<string, Shared>>> }> } }).__FEDERATION__;
    const found = new Map<string, Shared>();
    for (const instance of federation?.__INSTANCES__ ?? []) {
      for (const scope of Object.values(instance.shareScopeMap)) {
        for (const [version, shared] of Object.entries(scope[name] ?? {})) found.set(version, shared);
      }
    }
    return [...found].map(([version, s]) => ({ version, from: s.from, loaded: !!s.loaded, useIn: [...(s.useIn ?? [])] }));
  }, pkg);
}

test.describe('federation across origins', () => {
  test('all six remotes render inside the host, each loaded from its own origin, on one React', async ({ page, requests }) => {
    const token = await hotToken();
    const { result } = await signUpByEmail();
    await seedSession(page, result);
    const wallet = result.user.sol_address ?? '';
    expect(wallet, 'the signed-up custodial user has a Solana address').not.toBe('');
    const dists = stagedDists(stageDir());

    const byPath = new Map<string, RemoteName[]>();
    for (const { name } of REMOTES) {
      const p = REMOTE_PAGES[name].path(token, wallet);
      byPath.set(p, [...(byPath.get(p) ?? []), name]);
    }

    for (const [pagePath, remotes] of byPath) {
      requests.clear();
      await page.goto(pagePath);
      for (const remote of remotes) {
        await test.step(`${remote} renders on ${pagePath} from ${originOf(PORTS.remotes[remote])}`, async () => {
          const region = slot(page, remote);
          await expect(region).toBeVisible();
          await expect(region.getByRole('status', { name: `Loading ${remote}` })).toHaveCount(0);
          await expect(region.getByRole('alert')).toHaveCount(0);

          const origin = originOf(PORTS.remotes[remote]);
          const files = buildFiles(dists.remotes[remote]);
          expect(requests.from(`${origin}/mf-manifest.json`).length).toBeGreaterThan(0);
          // The host-runtime entry (the host publishes the runtime it was built against), not remoteEntry.js.
          expect(requests.from(`${origin}/${files.entry}`).length).toBeGreaterThan(0);
          expect(files.entry).not.toBe(files.standardEntry);
          expect(requests.from(`${origin}/${files.standardEntry}`)).toEqual([]);
          // The exposed module's chunks come from the remote's own origin, never from another.
          const exposed = Object.values(files.exposes).flat();
          const fetchedChunks = exposed.filter((file) => requests.urls.some((u) => u.endsWith(`/${file}`)));
          expect(fetchedChunks.length, `${remote} chunks were fetched`).toBeGreaterThan(0);
          for (const file of fetchedChunks) {
            expect(requests.urls.filter((u) => u.endsWith(`/${file}`)).every((u) => u.startsWith(`${origin}/`)), `${file} only from ${origin}`).toBe(true);
          }
          // Its own copies of react and react-dom are never fetched: the host's are used.
          for (const pkg of ['react', 'react-dom']) {
            for (const file of files.shared[pkg] ?? []) expect(requests.from(`${origin}/${file}`), `${remote}'s own ${pkg}`).toEqual([]);
          }
        });
      }
      await test.step(`one React on ${pagePath}`, async () => {
        for (const pkg of ['react', 'react-dom']) {
          const entries = await shareScopeEntries(page, pkg);
          expect(entries.filter((e) => e.loaded), `${pkg} versions loaded in the share scope`).toHaveLength(1);
          expect(entries.map((e) => e.version)).toHaveLength(1);
        }
      });
    }
    expect(page.url().startsWith(HOST_URL)).toBe(true);
  });

  test('hooks work across the boundary: a control inside a remote updates its state', async ({ page }) => {
    await page.goto('/markets');
    const chains = slot(page, 'mf_discover').getByRole('group', { name: 'Chain filter' });
    const solana = chains.getByRole('button', { name: 'Solana' });
    await expect(chains.getByRole('button', { name: 'All chains' })).toHaveAttribute('aria-pressed', 'true');
    await expect(solana).toHaveAttribute('aria-pressed', 'false');
    await solana.click();
    await expect(solana).toHaveAttribute('aria-pressed', 'true');
    await expect(chains.getByRole('button', { name: 'All chains' })).toHaveAttribute('aria-pressed', 'false');
    await expect(slot(page, 'mf_discover').getByRole('row').nth(1)).toBeVisible();
  });
});
