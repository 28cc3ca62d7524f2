// Global setup: a fresh market-sim (admin on, temp data folder, the e2e host as the only origin its
// consent page redirects to) on 5000 and the production builds
// served by the same deploy module as `npm start`: the host on 5100 with an e2e remotes.json
// (short load timeout, the staging origin on the preview allowlist), each remote on its own port.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '@nova/market-sim';
import { serveRepoBuilds } from '../../scripts/lib/deploy.mjs';
import { stageBuilds } from './builds';
import { E2E_BASE_PORT, HOST_URL, LOAD_TIMEOUT_MS, PORTS, STAGE_DIR_ENV, STAGING_ORIGIN } from './env';

export default async function globalSetup() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'nova-e2e-'));
  const stage = path.join(work, 'served');
  const dists = stageBuilds(stage);
  process.env[STAGE_DIR_ENV] = stage;

  const sim = await startServer({ port: PORTS.sim, seed: 42, dataDir: path.join(work, 'sim-data'), reset: true, admin: true, hostOrigins: [HOST_URL] });
  let deployment: Awaited<ReturnType<typeof serveRepoBuilds>>;
  try {
    deployment = await serveRepoBuilds({ base: E2E_BASE_PORT, dists, previewAllowlist: [STAGING_ORIGIN], loadTimeoutMs: LOAD_TIMEOUT_MS });
  } catch (error) {
    await sim.close();
    throw error;
  }
  console.log(`e2e deployment: host ${deployment.hostUrl}, market-sim ${sim.url}, builds served from ${stage}`);

  return async () => {
    await deployment.close();
    await sim.close();
    rmSync(work, { recursive: true, force: true });
  };
}
