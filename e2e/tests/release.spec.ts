// Immutable releases with a movable pointer (scripts/release.mjs): mf_perps released twice into a
// temporary store, served from its own origin with the store's folder as document root, behind a
// second host (the staged host build) whose remotes.json is the store's. A promote and a rollback
// change what a reload loads and nothing else: the host's files and the release folders are
// byte-for-byte the same, and a tab opened on the earlier release keeps loading its lazy chunks
// from that release's folder after the promote.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractVersionOfBuild, serveReleaseStore } from '../../scripts/lib/deploy.mjs';
import { slot } from '../src/app';
import { hashTree, stagedDists } from '../src/builds';
import { SPARE_PORTS, stageDir } from '../src/env';
import { expect, test } from '../src/fixtures';
import { RELEASE_HOST_URL, RELEASE_REMOTE_ORIGIN, releaseCommand, releasedId, seedSessionAt, writeStoreDeployment } from '../src/releases';
import { signUpByEmail } from '../src/sim';

const REMOTE = 'mf_perps';

test('release, promote and rollback change only the registry; an open tab keeps loading its own release', async ({ page, requests }) => {
  test.setTimeout(600_000);
  const hostDir = stagedDists(stageDir()).host;
  const hostBefore = hashTree(hostDir);
  const work = mkdtempSync(path.join(os.tmpdir(), 'nova-release-e2e-'));
  const store = path.join(work, 'store');
  // Promote checks each release against the contract of the host that is deployed: this one.
  const common = ['--store', store, '--host-contract', contractVersionOfBuild(hostDir)];
  const deployment = await writeStoreDeployment(path.join(work, 'deployment.json'), REMOTE);
  const marks = { v1: `v1-${randomBytes(3).toString('hex')}`, v2: `v2-${randomBytes(3).toString('hex')}` };

  const v1 = releasedId(await releaseCommand(['release', 'mf-perps', '--promote', '--deployment', deployment, ...common], { NOVA_BUILD_MARK: marks.v1 }));
  const served = await serveReleaseStore({ store, hostDir, hostPort: SPARE_PORTS.releaseHost, remotes: [{ name: REMOTE, port: SPARE_PORTS.releaseRemote }] });
  try {
    // A signed-in user, so that the Deposit dialog (a chunk of its own, loaded when opened) is there to open.
    const { result } = await signUpByEmail();
    await seedSessionAt(page, new URL(RELEASE_HOST_URL).origin, result, { 'nova.prefs.perpsGuideSeen': 'true', 'nova.prefs.perpsTransferGuideSeen': 'true' });
    await page.goto(`${RELEASE_HOST_URL}perps`);
    await expect(slot(page, REMOTE).getByText(`build ${marks.v1}`)).toBeVisible();
    expect(requests.from(`${RELEASE_REMOTE_ORIGIN}/${v1}/mf-manifest.json`).length).toBeGreaterThan(0);
    const evmCard = page.getByRole('list', { name: 'Perpetual accounts by chain type' }).getByRole('region', { name: 'EVM' });
    await expect(evmCard).toBeVisible();

    // The same build again is the same release; another build is another folder beside it.
    expect(releasedId(await releaseCommand(['release', 'mf-perps', ...common], { NOVA_BUILD_MARK: marks.v1 }))).toBe(v1);
    const v2 = releasedId(await releaseCommand(['release', 'mf-perps', ...common], { NOVA_BUILD_MARK: marks.v2 }));
    expect(v2).not.toBe(v1);
    const folders = () => ({ v1: hashTree(path.join(store, REMOTE, v1)), v2: hashTree(path.join(store, REMOTE, v2)) });
    const releasedFolders = folders();

    expect(await releaseCommand(['promote', 'mf-perps', v2, ...common])).toContain(`promoted ${REMOTE}: ${v1} -> ${v2}`);

    // The tab opened on v1, not reloaded: the dialog's chunk, never loaded yet, comes from v1's folder.
    requests.clear();
    await evmCard.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit to perpetual account' })).toBeVisible();
    const lazy = requests.from(`${RELEASE_REMOTE_ORIGIN}/`).filter((url) => url.endsWith('.js'));
    expect(lazy.length, 'the dialog loaded code of its own').toBeGreaterThan(0);
    for (const url of lazy) expect(url.startsWith(`${RELEASE_REMOTE_ORIGIN}/${v1}/`), url).toBe(true);
    await expect(slot(page, REMOTE).getByText(`build ${marks.v1}`)).toBeVisible();

    await page.reload();
    await expect(slot(page, REMOTE).getByText(`build ${marks.v2}`)).toBeVisible();

    expect(await releaseCommand(['rollback', 'mf-perps', ...common])).toContain(`rolled back ${REMOTE}: ${v2} -> ${v1}`);
    await page.reload();
    await expect(slot(page, REMOTE).getByText(`build ${marks.v1}`)).toBeVisible();

    const listed = await releaseCommand(['list', 'mf-perps', ...common]);
    expect(listed).toContain(`* ${v1}`);
    expect(listed).toContain(`  ${v2}`);
    expect(hashTree(hostDir), 'the host files').toEqual(hostBefore);
    expect(folders(), 'the release folders after promote and rollback').toEqual(releasedFolders);
  } finally {
    await served.close();
    rmSync(work, { recursive: true, force: true });
  }
});
