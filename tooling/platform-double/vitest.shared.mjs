// The vitest configuration every remote shares: jsdom, emotion JSX, jest-dom matchers, and the
// build-time globals the federation build defines (__NOVA_*), so components compile the same way.
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** @param {string} remoteName federation container name, e.g. 'mf_discover' */
export function remoteVitestConfig(remoteName) {
  const require = createRequire(import.meta.url);
  const contractVersion = require('@nova/shared-contracts/package.json').version;
  return {
    oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
    define: {
      __NOVA_REMOTE_NAME__: JSON.stringify(remoteName),
      __NOVA_BUILD_CONTRACT_VERSION__: JSON.stringify(contractVersion),
      __NOVA_BUILD_MARK__: JSON.stringify(''),
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [here('./src/test-setup.ts')],
      restoreMocks: true,
      // Each file boots the sim engine and the machine is shared: give a user-paced test room.
      testTimeout: 20_000,
    },
  };
}
