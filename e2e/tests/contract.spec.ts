import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, buildRegistry, contractMajorOfBuild, originOf, serveDeployment, workspaceContractVersion } from '../../scripts/lib/deploy.mjs';
import { fallback, slot } from '../src/app';
import { buildRemoteInto, stagedDists } from '../src/builds';
import { LOAD_TIMEOUT_MS, PORTS, SIM_URL, SPARE_PORTS, stageDir } from '../src/env';
import { expect, test } from '../src/fixtures';

const REMOTE = 'mf_perps';
/** The workspace's contract major (the host's) and the one after it, which the host must refuse. */
const HOST_MAJOR = Number(workspaceContractVersion().split('.')[0]);
const OTHER_MAJOR = HOST_MAJOR + 1;
const OTHER_VERSION = `${OTHER_MAJOR}.0.0`;

test('a remote built against another contract major is refused with a message naming it', async ({ page, requests }) => {
  test.setTimeout(300_000);
  const work = mkdtempSync(path.join(os.tmpdir(), 'nova-contract-'));
  const build = await buildRemoteInto(REMOTE, path.join(work, `v${OTHER_MAJOR}`), { NOVA_CONTRACT_VERSION_OVERRIDE: OTHER_VERSION });
  expect(contractMajorOfBuild(build)).toBe(OTHER_MAJOR);

  // A second registry, served with the same host build on another port: every remote as deployed,
  // except REMOTE, which points at the OTHER_VERSION build on its own origin. `declared` is what the
  // registry says that build was made against.
  let declared = contractMajorOfBuild(build);
  const registry = () =>
    buildRegistry({
      apiBaseUrl: SIM_URL,
      wsUrl: `${SIM_URL.replace(/^http/, 'ws')}/ws`,
      loadTimeoutMs: LOAD_TIMEOUT_MS,
      remotes: REMOTES.map((r) =>
        r.name === REMOTE
          ? { name: r.name, manifestUrl: `${originOf(SPARE_PORTS.contractRemote)}/mf-manifest.json`, contractMajor: declared }
          : { name: r.name, manifestUrl: `${originOf(PORTS.remotes[r.name])}/mf-manifest.json`, contractMajor: HOST_MAJOR },
      ),
    });
  const deployment = await serveDeployment({
    hostDir: stagedDists(stageDir()).host,
    hostPort: SPARE_PORTS.contractHost,
    remotes: [{ name: REMOTE, dir: build, port: SPARE_PORTS.contractRemote }],
    registry,
  });
  try {
    await test.step(`the registry declares contract ${OTHER_MAJOR}: refused before any of its code is fetched`, async () => {
      await page.goto(`${deployment.hostUrl}perps`);
      const alert = fallback(page, REMOTE);
      await expect(alert).toContainText(`${REMOTE} was refused`);
      await expect(alert).toContainText(new RegExp(`contract ${OTHER_MAJOR}\\b`));
      expect(requests.from(`${originOf(SPARE_PORTS.contractRemote)}/`).filter((url) => /\.js(\?|$)/.test(url))).toEqual([]);
    });

    await test.step(`the registry wrongly declares contract ${HOST_MAJOR}: the build itself is checked and refused`, async () => {
      declared = HOST_MAJOR;
      requests.clear();
      await page.reload();
      const alert = fallback(page, REMOTE);
      await expect(alert).toContainText(`${REMOTE} was refused`);
      await expect(alert).toContainText(OTHER_VERSION);
      await expect(page.getByRole('banner')).toBeVisible();
      // A refusal is the deployed build's answer: no Retry, which could not change it.
      await expect(slot(page, REMOTE).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    });
  } finally {
    await deployment.close();
    rmSync(work, { recursive: true, force: true });
  }
});
