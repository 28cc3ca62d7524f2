#!/usr/bin/env node
// npm start: install, build, then serve the product like production on this machine:
//   market-sim  http://127.0.0.1:4000 (REST) and ws://127.0.0.1:4000/ws, data kept in .data/market-sim
//   host        http://127.0.0.1:4100 (SPA, with a remotes.json generated for this deployment)
//   remotes     http://127.0.0.1:4101..4106, each from its own origin
// Options: --api URL (or NOVA_API_BASE_URL; NOVA_WS_URL, NOVA_PERP_API_BASE_URL) points the host at
// another API instead of starting market-sim; NOVA_PREVIEW_ALLOWLIST (comma-separated origins)
// sets the staging preview allowlist, empty unless configured (a preview runs foreign code with
// the user's session); --reset starts market-sim with fresh data;
// --skip-install, --skip-build reuse what is there. Ctrl-C stops everything.
//
// Only Node built-ins and ./lib/run.mjs (built-ins only) are imported before the install step:
// the deploy module needs installed packages (sirv), so it is imported once they are there, and
// `npm start` works on a fresh clone.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, pnpm, rootBin } from './lib/run.mjs';

const BASE_PORT = 4000;
const previewAllowlist = (process.env.NOVA_PREVIEW_ALLOWLIST ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    ws: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'skip-install': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});

/** @param {string} what @param {number} code */
function failIf(what, code) {
  if (code !== 0) {
    console.error(`\nnpm start: ${what} failed (exit code ${code}).`);
    process.exit(code);
  }
}

if (!values['skip-install']) failIf('dependency install', await pnpm(['install', '--frozen-lockfile']));
if (!values['skip-build']) failIf('build', await rootBin('turbo', ['run', 'build']));

const { portsFrom, serveRepoBuilds, spawnMarketSim, resolveApi, REMOTES, originOf } = await import('./lib/deploy.mjs');

const ports = portsFrom(BASE_PORT);
const target = resolveApi({ api: values.api, wsUrl: values.ws, simPort: ports.sim });
const sim = target.external
  ? undefined
  : await spawnMarketSim({ port: ports.sim, dataDir: path.join(ROOT, '.data/market-sim'), reset: values.reset, hostOrigins: [originOf(ports.host), `http://localhost:${ports.host}`] });
const deployment = await serveRepoBuilds({ base: BASE_PORT, api: values.api, wsUrl: values.ws, previewAllowlist }).catch(async (error) => {
  await sim?.close();
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`
Nova is running.
  API         ${target.apiBaseUrl}${sim ? ' (market-sim)' : ''}  realtime ${target.wsUrl}
${REMOTES.map((r) => `  ${r.name.padEnd(12)}${originOf(ports.remotes[r.name])}/mf-manifest.json`).join('\n')}
  previews    allowed from ${previewAllowlist.join(', ') || '(nowhere)'}

  Open ${deployment.hostUrl}markets

Ctrl-C stops everything.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping...');
  await deployment.close();
  await sim?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
