// Where the e2e deployment lives: fixed ports (5000 sim, 5100 host, 5101-5106 remotes, 5300 a
// staging origin on the preview allowlist) and the folder the served builds were copied to.
import { originOf, portsFrom } from '../../scripts/lib/deploy.mjs';

export const E2E_BASE_PORT = 5000;
export const PORTS = portsFrom(E2E_BASE_PORT);
export const HOST_URL = originOf(PORTS.host);
export const SIM_URL = originOf(PORTS.sim);
/** A staging origin on the e2e registry's preview allowlist. */
export const STAGING_PORT = 5300;
export const STAGING_ORIGIN = originOf(STAGING_PORT);
/** Ports tests may use for extra servers of their own (second hosts, other builds, foreign sites). */
export const SPARE_PORTS = { contractHost: 5190, contractRemote: 5191, releaseHost: 5192, releaseRemote: 5193, foreignSite: 5390, foreignScripts: 5391 } as const;
/** The base of the deployment served by nginx with the production configuration (host 6100, remotes 6101-6106). */
export const NGINX_BASE_PORT = 6000;
/** The registry timeout of the e2e deployment: a remote that has not loaded by then shows its fallback. */
export const LOAD_TIMEOUT_MS = 3000;

/** Set by global setup: the folder holding the served copies of the builds. */
export const STAGE_DIR_ENV = 'NOVA_E2E_STAGE_DIR';

export function stageDir(): string {
  const dir = process.env[STAGE_DIR_ENV];
  if (!dir) throw new Error(`${STAGE_DIR_ENV} is not set: run the suite with playwright test (global setup stages the builds)`);
  return dir;
}
