import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';
import { HOST_URL } from './src/env';

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium not found: set CHROMIUM_PATH or install Debian\'s chromium (npm test does it as root).');

export default defineConfig({
  testDir: './tests',
  globalSetup: './src/global-setup.ts',
  // One deployment is shared and some tests redeploy a remote: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // No retries, in CI too: a test that fails once is a defect to fix, not to run again.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL: HOST_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
