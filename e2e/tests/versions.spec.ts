// Independence as a tested property (ARCHITECTURE.md, "Versions and releases"): the contract window
// between a host and its remotes, each build served from its own origin.
//   (a) a host at the next contract minor serves every remote as deployed;
//   (b) a remote at the next patch loads in the current host;
//   (c) a remote needing a newer minor than the host is refused naming both versions, the rest works;
//   (d) the remotes built from the previous contract major's sources (N-1) render and work;
//   (f) a page on the official Module Federation runtime alone loads every remote by its manifest.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTES, buildRegistry, contractVersionOfBuild, originOf, serveDeployment, serveDir, workspaceContractVersion } from '../../scripts/lib/deploy.mjs';
import { REMOTE_PAGES, fallback, hotToken, slot } from '../src/app';
import type { RemoteName } from '../src/builds';
import { stagedDists } from '../src/builds';
import { LOAD_TIMEOUT_MS, PORTS, SIM_URL, stageDir } from '../src/env';
import { expect, test } from '../src/fixtures';
import { buildAppInto, buildFromCommit, exposesOf, officialRuntimePage, previousRelease } from '../src/versions';

/** Ports of this file's own servers: a second host, the official-runtime page, and rebuilt remotes from 5200 on. */
const VERSION_PORTS = { host: 5194, page: 5196, remote: 5200 } as const;

const [MAJOR, MINOR, PATCH] = workspaceContractVersion().split('.').map(Number) as [number, number, number];
const NEXT_MINOR = `${MAJOR}.${MINOR + 1}.0`;
const NEXT_PATCH = `${MAJOR}.${MINOR}.${PATCH + 1}`;

test.describe.configure({ mode: 'serial' });

let work: string;
test.beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'nova-versions-'));
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A second deployment: `hostDir` on its own port, every remote from the main e2e deployment except
 * the swapped ones, each served from an origin of its own and declared with its `contractMajor`.
 */
async function deploy(hostDir: string, swaps: ReadonlyArray<{ name: RemoteName; dir: string; contractMajor: number }> = []) {
  const portOf = (name: RemoteName) => VERSION_PORTS.remote + swaps.findIndex((s) => s.name === name);
  const registry = () =>
    buildRegistry({
      apiBaseUrl: SIM_URL,
      wsUrl: `${SIM_URL.replace(/^http/, 'ws')}/ws`,
      loadTimeoutMs: LOAD_TIMEOUT_MS * 2,
      remotes: REMOTES.map((r) => {
        const swap = swaps.find((s) => s.name === r.name);
        return swap
          ? { name: r.name, manifestUrl: `${originOf(portOf(r.name))}/mf-manifest.json`, contractMajor: swap.contractMajor }
          : { name: r.name, manifestUrl: `${originOf(PORTS.remotes[r.name])}/mf-manifest.json`, contractMajor: MAJOR };
      }),
    });
  return serveDeployment({ hostDir, hostPort: VERSION_PORTS.host, remotes: swaps.map((s) => ({ name: s.name, dir: s.dir, port: portOf(s.name) })), registry });
}

/** The page shows no remote refused or failed, and the remote's own content is there. */
async function expectRendered(page: Page, remote: RemoteName) {
  const region = slot(page, remote);
  await expect(region).toBeVisible();
  await expect(region.getByRole('status', { name: `Loading ${remote}` })).toHaveCount(0, { timeout: 20_000 });
  await expect(region.getByRole('alert')).toHaveCount(0);
  await expect(region.locator(':scope > *').first()).toBeVisible();
}

/** The token page's header slot (mf_discover's `./TokenHeader`, contract 6.1). */
const tokenHeader = (page: Page) => page.getByRole('region', { name: 'mf_discover header', exact: true });

/** /markets' list has rows, and its first row opens the token page, where trade, chart and data render. */
async function openTokenFromList(page: Page, hostUrl: string) {
  await page.goto(`${hostUrl}markets`);
  const list = slot(page, 'mf_discover');
  const firstRow = list.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible({ timeout: 20_000 });
  await firstRow.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/trade\/[a-z]+\/[A-Za-z0-9]+/);
  await expectRendered(page, 'mf_trade');
  await expectRendered(page, 'mf_chart');
}

test(`(a) a host at contract ${NEXT_MINOR} serves every remote as deployed at ${workspaceContractVersion()}`, async ({ page }) => {
  test.setTimeout(420_000);
  const host = await buildAppInto('host_shell', path.join(work, 'host-next-minor'), { NOVA_CONTRACT_VERSION_OVERRIDE: NEXT_MINOR });
  const deployment = await deploy(host);
  try {
    await openTokenFromList(page, deployment.hostUrl);
    await expect(tokenHeader(page).getByRole('heading', { level: 1 })).toBeVisible();
    const token = await hotToken();
    for (const remote of ['mf_perps', 'mf_trackers', 'mf_discover'] as const) {
      await page.goto(`${deployment.hostUrl}${REMOTE_PAGES[remote].path(token, '').replace(/^\//, '')}`);
      await expectRendered(page, remote);
    }
    await expect(page.getByText(/was refused/)).toHaveCount(0);
  } finally {
    await deployment.close();
  }
});

test(`(b) a remote at contract ${NEXT_PATCH} loads in the current host`, async ({ page }) => {
  test.setTimeout(300_000);
  const build = await buildAppInto('mf_discover', path.join(work, 'discover-next-patch'), { NOVA_CONTRACT_VERSION_OVERRIDE: NEXT_PATCH });
  expect(contractVersionOfBuild(build)).toBe(NEXT_PATCH);
  const deployment = await deploy(stagedDists(stageDir()).host, [{ name: 'mf_discover', dir: build, contractMajor: MAJOR }]);
  try {
    await openTokenFromList(page, deployment.hostUrl);
  } finally {
    await deployment.close();
  }
});

test(`(c) a remote that needs contract ${NEXT_MINOR} is refused by a host at ${workspaceContractVersion()}, naming both, and the rest of the page works`, async ({ page, requests }) => {
  test.setTimeout(300_000);
  const build = await buildAppInto('mf_chart', path.join(work, 'chart-next-minor'), { NOVA_CONTRACT_VERSION_OVERRIDE: NEXT_MINOR });
  const deployment = await deploy(stagedDists(stageDir()).host, [{ name: 'mf_chart', dir: build, contractMajor: MAJOR }]);
  try {
    const token = await hotToken();
    await page.goto(`${deployment.hostUrl}trade/${token.chain}/${token.address}`);
    const refusal = fallback(page, 'mf_chart');
    await expect(refusal).toContainText('mf_chart was refused');
    await expect(refusal).toContainText(NEXT_MINOR);
    await expect(refusal).toContainText(workspaceContractVersion());
    // Refused from its manifest: none of its code was fetched.
    expect(requests.from(`${originOf(VERSION_PORTS.remote)}/`).filter((url) => /\.js(\?|$)/.test(url))).toEqual([]);
    // The rest of the page: the trade panel renders and answers (a visitor is asked to log in).
    await expectRendered(page, 'mf_trade');
    await slot(page, 'mf_trade').getByRole('button', { name: 'Log in to trade' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await deployment.close();
  }
});

test(`(d) the six remotes built from contract ${MAJOR - 1}'s sources (N-1) render in this host; the token list's rows open a token page`, async ({ page }) => {
  test.setTimeout(900_000);
  const previous = previousRelease(MAJOR - 1);
  const builds = await buildFromCommit(REMOTES.map((r) => r.name), previous.commit, path.join(work, `contract-${previous.version}`), work);
  for (const dir of Object.values(builds)) expect(contractVersionOfBuild(dir)).toBe(previous.version);
  const deployment = await deploy(
    stagedDists(stageDir()).host,
    REMOTES.map((r) => ({ name: r.name, dir: builds[r.name], contractMajor: MAJOR - 1 })),
  );
  try {
    await openTokenFromList(page, deployment.hostUrl);
    await expect(page.getByText(/was refused/)).toHaveCount(0);
    // mf_discover's header came with contract 6.1: a build without it leaves its slot saying so,
    // naming the release and the module, without a Retry (none could help), and the rest of the
    // token page works.
    const absent = tokenHeader(page).getByRole('alert');
    await expect(absent).toContainText(`mf_discover ${previous.version} does not have TokenHeader yet: it comes with a newer release of mf_discover.`);
    await expect(absent.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // Their hooks work inside this host: a tab switches the list.
    await page.goto(`${deployment.hostUrl}markets`);
    const list = slot(page, 'mf_discover');
    await list.getByRole('tab', { name: /^New/ }).click();
    await expect(list.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    const token = await hotToken();
    for (const remote of ['mf_perps', 'mf_trackers'] as const) {
      await page.goto(`${deployment.hostUrl}${REMOTE_PAGES[remote].path(token, '').replace(/^\//, '')}`);
      await expectRendered(page, remote);
    }
  } finally {
    await deployment.close();
  }
});

test('(f) a page on the official Module Federation runtime alone loads every remote by its manifest', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = await officialRuntimePage(path.join(work, 'official-runtime'));
  // A page of another site: it may fetch and run the remotes' files from their loopback origins.
  const server = await serveDir({ dir, port: VERSION_PORTS.page, csp: "default-src 'self'; script-src 'self' http://127.0.0.1:*; connect-src 'self' http://127.0.0.1:*; style-src 'self' 'unsafe-inline'" });
  try {
    await page.goto(`${originOf(VERSION_PORTS.page)}/index.html`);
    const remotes = REMOTES.map((r) => ({ name: r.name, manifestUrl: `${originOf(PORTS.remotes[r.name])}/mf-manifest.json`, exposes: exposesOf(stagedDists(stageDir()).remotes[r.name]) }));
    const results = (await page.evaluate((list) => (window as unknown as { loadByManifest: (l: unknown) => Promise<unknown> }).loadByManifest(list), remotes)) as Record<string, { default?: string; contractVersion?: string; error?: string }>;
    const expected = Object.fromEntries(remotes.flatMap((r) => r.exposes.map((e) => [`${r.name}/${e}`, { default: 'function', contractVersion: workspaceContractVersion() }])));
    expect(results).toEqual(expected);
    expect(Object.keys(results).length).toBeGreaterThanOrEqual(20);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
