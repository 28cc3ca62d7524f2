import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoDists } from '../../scripts/lib/deploy.mjs';
import { slot } from '../src/app';
import { buildRemoteInto, hashTree, replaceFolder, stagedDists } from '../src/builds';
import { stageDir } from '../src/env';
import { expect, test } from '../src/fixtures';

const REMOTE = 'mf_perps';

test('redeploying one remote shows its change on reload; the host files are byte-for-byte unchanged', async ({ page }) => {
  test.setTimeout(300_000);
  const served = stagedDists(stageDir());
  const hostBefore = { served: hashTree(served.host), repo: hashTree(repoDists().host) };
  const work = mkdtempSync(path.join(os.tmpdir(), 'nova-redeploy-'));
  const backup = path.join(work, 'previous');
  cpSync(served.remotes[REMOTE], backup, { recursive: true });

  try {
    await page.goto('/perps');
    const region = slot(page, REMOTE);
    await expect(region.getByText(/^build /)).toHaveCount(0);
    await expect(region.getByRole('alert')).toHaveCount(0);

    const mark = `e2e-${randomBytes(4).toString('hex')}`;
    const build = await buildRemoteInto(REMOTE, path.join(work, 'next'), { NOVA_BUILD_MARK: mark });
    replaceFolder(served.remotes[REMOTE], build);

    await page.reload();
    await expect(slot(page, REMOTE).getByText(`build ${mark}`)).toBeVisible();
    expect(hashTree(served.host), 'the served host files').toEqual(hostBefore.served);
    expect(hashTree(repoDists().host), 'host-shell/dist').toEqual(hostBefore.repo);
  } finally {
    replaceFolder(served.remotes[REMOTE], backup);
    rmSync(work, { recursive: true, force: true });
  }
});
