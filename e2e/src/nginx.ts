// The builds served by Debian's nginx with the production configuration of deploy/nginx (rendered
// from the same policy functions as the Node server), on 6100 (host) and 6101-6106 (remotes),
// pointing at the e2e market-sim. nginx is installed when missing (apt-get, as root).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REMOTES, buildRegistry, contractMajorOfBuild, originOf, portsFrom } from '../../scripts/lib/deploy.mjs';
import { ensureNginx, hasBrotliStatic } from '../../scripts/lib/nginx.mjs';
import { renderSite, renderStandalone } from '../../deploy/nginx/render.mjs';
import type { stagedDists } from './builds';
import { NGINX_BASE_PORT, SIM_URL } from './env';

export interface NginxDeployment {
  hostUrl: string;
  ports: ReturnType<typeof portsFrom>;
  registry: ReturnType<typeof buildRegistry>;
  /** The host's folder as nginx serves it (a copy, with precompressed main.js files). */
  hostDir: string;
  brotli: boolean;
  close(): Promise<void>;
}

/** Adds main.js.br and main.js.gz beside the host's main.js when the build did not emit them. */
function precompress(file: string) {
  const body = readFileSync(file);
  if (!existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(body));
  if (!existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(body));
}

async function answers(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

export async function serveWithNginx(dists: ReturnType<typeof stagedDists>): Promise<NginxDeployment> {
  const nginx = ensureNginx();
  const brotli = hasBrotliStatic();
  const ports = portsFrom(NGINX_BASE_PORT);
  const work = mkdtempSync(path.join(os.tmpdir(), 'nova-nginx-'));
  mkdirSync(path.join(work, 'tmp'));
  const hostDir = path.join(work, 'host_shell');
  cpSync(dists.host, hostDir, { recursive: true });
  precompress(path.join(hostDir, 'main.js'));
  const registry = buildRegistry({
    apiBaseUrl: SIM_URL,
    wsUrl: `${SIM_URL.replace(/^http/, 'ws')}/ws`,
    remotes: REMOTES.map((r) => ({ name: r.name, manifestUrl: `${originOf(ports.remotes[r.name])}/mf-manifest.json`, contractMajor: contractMajorOfBuild(dists.remotes[r.name]) })),
  });
  const registryFile = path.join(work, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify(registry, null, 2));
  const site = renderSite({
    registryFile,
    host: { listen: `127.0.0.1:${ports.host}`, root: hostDir },
    remotes: REMOTES.map((r) => ({ name: r.name, listen: `127.0.0.1:${ports.remotes[r.name]}`, root: dists.remotes[r.name] })),
    brotli,
  });
  const conf = path.join(work, 'nginx.conf');
  // As root, workers would run as nobody and could not read the temp folders: keep them root here.
  writeFileSync(conf, renderStandalone({ site, prefix: work, user: process.getuid?.() === 0 ? 'root' : undefined, brotli }));
  const child: ChildProcess = spawn(nginx, ['-p', work, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const hostUrl = `${originOf(ports.host)}/`;
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await answers(hostUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`nginx did not answer on ${hostUrl} (exit code ${child.exitCode})`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { hostUrl, ports, registry, hostDir, brotli, close };
}
