const test = require('node:test');
const assert = require('node:assert');
const { productionTwin, isDevelopmentBuild } = require('./production.cjs');

const RR = '/repo/node_modules/.pnpm/react-router@7.18.5/node_modules/react-router/dist';

test("a library's development build is swapped for its production twin when one exists", () => {
  const exists = (file) => file === `${RR}/production/index.mjs`;
  assert.strictEqual(productionTwin(`${RR}/development/index.mjs`, exists), `${RR}/production/index.mjs`);
});

test('nothing is swapped without a twin, outside node_modules, or outside a development build', () => {
  const always = () => true;
  assert.strictEqual(productionTwin(`${RR}/development/index.mjs`, () => false), undefined);
  assert.strictEqual(productionTwin('/repo/host/src/dist/development/x.ts', always), undefined);
  assert.strictEqual(productionTwin(`${RR}/production/index.mjs`, always), undefined);
});

test('development builds are recognised by folder or file name', () => {
  assert.ok(isDevelopmentBuild(`${RR}/development/chunk-X.mjs`));
  assert.ok(isDevelopmentBuild('/repo/node_modules/react/cjs/react.development.js'));
  assert.ok(!isDevelopmentBuild('/repo/node_modules/react/cjs/react.production.js'));
  assert.ok(!isDevelopmentBuild('/repo/host/src/development/notes.ts'));
});
