// What the suite knows of the product's screens: which page mounts each remote, the accessible
// name of its slot, and what its first render shows. Tests act through these, by role and name.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from './builds';
import { callSim } from './sim';

export interface TokenRef {
  chain: string;
  address: string;
}

/** The first token of the sim's hot list: a token page to open. */
export async function hotToken(): Promise<TokenRef> {
  const { tokens } = await callSim('tokenHotList', { chain: 'solana' });
  const token = tokens[0];
  if (!token) throw new Error('market-sim has no hot solana token');
  return { chain: token.chain, address: token.address };
}

export interface RemotePage {
  /** The page that mounts the remote. */
  path: (token: TokenRef, wallet: string) => string;
  /** The accessible name of the remote's slot (a region). */
  region: string;
}

export const REMOTE_PAGES: Record<RemoteName, RemotePage> = {
  mf_discover: { path: () => '/markets', region: 'mf_discover hot' },
  mf_chart: { path: (t) => `/trade/${t.chain}/${t.address}`, region: 'mf_chart' },
  mf_trade: { path: (t) => `/trade/${t.chain}/${t.address}`, region: 'mf_trade' },
  mf_wallets: { path: (_t, wallet) => `/wallets/solana/${wallet}`, region: 'mf_wallets' },
  mf_perps: { path: () => '/perps', region: 'mf_perps' },
  mf_trackers: { path: () => '/trackers', region: 'mf_trackers' },
};

/** The slot of a remote on the current page. */
export const slot = (page: Page, remote: RemoteName) => page.getByRole('region', { name: REMOTE_PAGES[remote].region, exact: true });

/** An address as the app shortens it on screen: its first 6 and last 4 characters around an ellipsis (shared-ui shortenAddress). */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The fallback a slot shows when its remote cannot be mounted. */
export const fallback = (page: Page, remote: RemoteName) => slot(page, remote).getByRole('alert');

/**
 * The file names a remote's build serves for its manifest, entries and exposed modules, and its own
 * copies of shared libraries. `entry` is the one the Nova host loads: the host-runtime entry the
 * manifest names (the container on the host's federation runtime), else remoteEntry.js;
 * `standardEntry` is remoteEntry.js, the one any host on the official runtime loads.
 */
export function buildFiles(distDir: string) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string; path: string }; nova?: { hostRuntimeEntry?: { name: string } } };
    exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const js = (a: { js: { sync: string[]; async: string[] } }) => [...a.js.sync, ...a.js.async];
  const { remoteEntry, nova } = manifest.metaData;
  const standardEntry = path.posix.join(remoteEntry.path, remoteEntry.name);
  return {
    entry: nova?.hostRuntimeEntry ? path.posix.join(remoteEntry.path, nova.hostRuntimeEntry.name) : standardEntry,
    standardEntry,
    exposes: Object.fromEntries(manifest.exposes.map((e) => [e.name, js(e.assets)])),
    shared: Object.fromEntries(manifest.shared.map((s) => [s.name, js(s.assets)])),
  };
}

/** The host's header, with its main navigation. */
export const header = (page: Page) => page.getByRole('banner');

/** The desktop status bar and its realtime connection status. */
export const statusBar = (page: Page) => page.getByRole('contentinfo', { name: 'Status bar' });
export const connectionStatus = (page: Page) => statusBar(page).getByRole('status', { name: 'Realtime connection' });

/** The staging preview banner of the host (names the overridden remote, offers to clear it). */
export const previewBanner = (page: Page) => page.getByRole('region', { name: 'Staging preview' });

/** The host's message for a refused preview override. */
export const previewRefusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'Preview refused' });

/**
 * Waits for the page to settle: the main landmark; no loading state left (route chunks and the
 * remotes' own loaders set aria-busy; a remote slot still loading is a "Loading mf_..." status);
 * then no finite animation running (a dialog's fade-in, a drawer's slide).
 */
export async function settled(page: Page) {
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading mf_/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await animationsDone(page);
}

/** No finite animation running (infinite ones, a skeleton's shimmer or a spinner, are left alone). */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
}

/** Two animation frames: a layout change (a new viewport size) has been laid out and painted. */
export async function afterLayout(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Counts the realtime frames the page receives on `channel` (and whose text holds `needle`), from
 * the page's sockets (the host's socket worker's are reported as the page's). Call before the page opens its socket.
 */
export function countPushes(page: Page, channel: string, needle = ''): () => number {
  let count = 0;
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text.includes(`"channel":"${channel}"`) && text.includes(needle)) count++;
    });
  });
  return () => count;
}
