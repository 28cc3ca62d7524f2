// One lint configuration for the whole workspace. Zero warnings is the bar (--max-warnings 0).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import rooms from './scripts/lint/featureRooms.mjs';
import { logicalCss } from './scripts/lint/logicalCss.mjs';
import { thirdPartyText } from './scripts/lint/thirdPartyText.mjs';

const PACKAGES = ['shared-contracts', 'platform-core', 'shared-ui', 'host-shell', 'mf-trade', 'mf-chart', 'mf-discover', 'mf-wallets', 'mf-perps', 'mf-trackers', 'market-sim'];
const REMOTES = ['mf-trade', 'mf-chart', 'mf-discover', 'mf-wallets', 'mf-perps', 'mf-trackers'];

/** Deep imports into another package are banned: each package has one public door, src/index.ts. */
const deepImportBan = {
  patterns: [
    {
      // market-sim has a second, documented door for its msw handlers; shared-contracts one for
      // Node (`/endpoints`: every endpoint's schemas at once), allowed only in NODE_SIDE files.
      // platform-core's realtime client is its own door too (`/realtime`: the host imports it lazily).
      group: [...PACKAGES.map((p) => `@nova/${p}/*`), '!@nova/market-sim/msw', '!@nova/platform-core/realtime'],
      message: 'Import from the package root (e.g. "@nova/shared-contracts"); deep imports bypass its public door (src/index.ts).',
    },
  ],
};

/**
 * Code that runs in Node (market-sim, e2e, test helpers and tests) may import
 * `@nova/shared-contracts/endpoints`; browser code loads each endpoint's schemas with its first
 * call (platform-core's `loadEndpoint`), and the entry would put all of them in a first render.
 */
const NODE_SIDE = ['market-sim/**/*.{ts,tsx}', 'e2e/**/*.{ts,tsx}', '**/src/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'];
const nodeEntry = (patterns) => patterns.map((p) => (p.group ? { ...p, group: [...p.group, '!@nova/shared-contracts/endpoints', '!@nova/shared-contracts/realtime', '!@nova/shared-contracts/groups'] } : p));
/**
 * `@nova/shared-contracts/realtime` (the channel definitions and the wire schemas) is read by the
 * realtime client, which the host loads after a page's first answer, and by Node code; anywhere
 * else it would put them back into a first render.
 */
const realtimeEntry = (patterns) => patterns.map((p) => (p.group ? { ...p, group: [...p.group, '!@nova/shared-contracts/realtime'] } : p));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', deepImportBan],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The build tooling is CommonJS throughout (webpack loads it with require()).
  {
    files: ['tooling/build-tools/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The endpoint groups' importers (`@nova/shared-contracts/groups`) are read by the platform's
  // endpoint loader alone: everyone else calls the API through PlatformServices.
  {
    files: ['platform-core/src/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: deepImportBan.patterns.map((p) => (p.group ? { ...p, group: [...p.group, '!@nova/shared-contracts/groups'] } : p)) }] },
  },
  {
    files: ['platform-core/src/realtime/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: realtimeEntry(deepImportBan.patterns) }] },
  },
  // Remotes never import the host or another remote: they meet only through shared-contracts.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...deepImportBan.patterns,
            {
              group: ['@nova/host-shell', ...REMOTES.filter((r) => r !== remote).map((r) => `@nova/${r}`)],
              message: 'A remote never imports the host or another remote; talk through PlatformServices, bus events and @nova/shared-contracts.',
            },
            {
              group: ['valibot', 'valibot/*'],
              message: "Parse with @nova/shared-contracts' schemas and its safeParse: one way to parse the contract's data, the schema library's version chosen with the contract's.",
            },
          ],
        },
      ],
    },
  })),
  // Last, so that it also applies to the remotes' tests and test helpers (their rule above, plus this entry).
  {
    files: NODE_SIDE,
    ignores: REMOTES.map((remote) => `${remote}/**`),
    rules: { 'no-restricted-imports': ['error', { patterns: nodeEntry(deepImportBan.patterns) }] },
  },
  ...REMOTES.map((remote) => ({
    files: NODE_SIDE.filter((glob) => glob.startsWith('**/')).map((glob) => `${remote}/${glob}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...nodeEntry(deepImportBan.patterns),
            {
              group: ['@nova/host-shell', ...REMOTES.filter((r) => r !== remote).map((r) => `@nova/${r}`)],
              message: 'A remote never imports the host or another remote; talk through PlatformServices, bus events and @nova/shared-contracts.',
            },
          ],
        },
      ],
    },
  })),
  // Feature folders import each other only through their door (scripts/lint/featureRooms.mjs).
  {
    files: ['**/src/features/**/*.{ts,tsx}'],
    plugins: { rooms },
    rules: { 'rooms/feature-rooms': 'error' },
  },
  // What the user sees: third-party text cleaned of bidi controls, and styles that mirror under
  // dir="rtl" (scripts/lint/thirdPartyText.mjs, scripts/lint/logicalCss.mjs).
  {
    files: ['{host-shell,shared-ui,mf-trade,mf-chart,mf-discover,mf-wallets,mf-perps,mf-trackers}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', '**/src/harness.tsx'],
    plugins: { house: { rules: { 'third-party-text': thirdPartyText, 'logical-css': logicalCss } } },
    rules: { 'house/third-party-text': 'error', 'house/logical-css': 'error' },
  },
);
