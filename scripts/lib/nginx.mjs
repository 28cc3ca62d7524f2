// Debian's nginx for the e2e suite that serves the builds with the production configuration
// (deploy/nginx): found at /usr/sbin/nginx (or NGINX_PATH), or installed with apt-get as root,
// with the brotli_static module (libnginx-mod-http-brotli-static), as scripts/lib/chromium.mjs
// does for Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The path of an installed nginx, or undefined. */
export function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`NGINX_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
}

/** Whether Debian's brotli_static module is installed (and loaded by modules-enabled). */
export const hasBrotliStatic = () => existsSync(BROTLI_STATIC_MODULE);

/** An installed nginx's path (with brotli_static when apt-get can install it): found, or installed as root. */
export function ensureNginx() {
  const found = findNginx();
  if (found && hasBrotliStatic()) return found;
  if (process.getuid?.() !== 0) {
    if (found) return found; // without brotli_static: the configuration is rendered without it
    throw new Error(
      'nginx was not found (NGINX_PATH, /usr/sbin/nginx) and this is not root, so it cannot be installed here.\n' +
        `Install it with \`sudo apt-get install -y ${NGINX_PACKAGES.join(' ')}\`, or set NGINX_PATH.`,
    );
  }
  console.log(`nginx not found: installing Debian's ${NGINX_PACKAGES.join(', ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', ...NGINX_PACKAGES], { stdio: 'inherit', env });
  const installed = findNginx();
  if (!installed) throw new Error('apt-get installed nginx, but no binary was found at /usr/sbin/nginx');
  return installed;
}
