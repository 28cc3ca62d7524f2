import assert from 'node:assert';
import test from 'node:test';
import { testCountsOf } from './counts.mjs';

test('reads a vitest summary, colours and all', () => {
  const log = '\u001b[2m Test Files \u001b[22m \u001b[1m\u001b[31m1 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m4 passed\u001b[39m\u001b[22m\u001b[90m (5)\u001b[39m\n\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m1 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m149 passed\u001b[39m\u001b[22m\u001b[90m (150)\u001b[39m\n';
  assert.deepStrictEqual(testCountsOf(log), { passed: 149, failed: 1 });
});

test('skipped and todo tests are neither passed nor failed', () => {
  assert.deepStrictEqual(testCountsOf('      Tests  140 passed | 2 skipped | 1 todo (143)\n'), { passed: 140, failed: 0 });
});

test('reads node:test output, the last summary of a log', () => {
  assert.deepStrictEqual(testCountsOf('# tests 3\n# pass 2\n# fail 1\n...\n# tests 11\n# pass 11\n# fail 0\n'), { passed: 11, failed: 0 });
});

test('a log without a summary has no counts', () => {
  assert.strictEqual(testCountsOf('Error: Cannot find module "vitest"\n'), undefined);
  assert.strictEqual(testCountsOf('Test Files  2 passed (2)\n'), undefined);
});
