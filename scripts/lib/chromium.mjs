// The browser of the e2e suite and the bench: Debian's Chromium (test tools cannot download their
// own browser here). Found from CHROMIUM_PATH or the usual paths; installed with apt-get as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for headless Chromium on a machine with a closed network, as root. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** The path of an installed Chromium, or undefined. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return CANDIDATES.find((p) => existsSync(p));
}

/** An installed Chromium's path: found, or installed with apt-get when running as root. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium was not found (CHROMIUM_PATH, /usr/bin/chromium) and this is not root, so it cannot be installed here.\n' +
        'Install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log('Chromium not found: installing Debian\'s chromium package (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium, but no binary was found at /usr/bin/chromium');
  return installed;
}
