import { test } from 'node:test';
import assert from 'node:assert/strict';
import { leakOf } from './featureRooms.mjs';

const file = '/r/mf-trade/src/features/trade-panel/components/TradeForm.tsx';

test("an import into another feature's inside is a leak, naming both rooms", () => {
  const message = leakOf(file, '../../order-execution/model/executor');
  assert.match(message, /features\/trade-panel imports the inside of features\/order-execution/);
});

test("another feature's door, its own inside, shared code and packages are allowed", () => {
  for (const specifier of ['../../order-execution', '../../order-execution/index', '../../order-execution/index.ts', '../model/form', './Part', '../../../shared/format', '@nova/shared-ui']) {
    assert.equal(leakOf(file, specifier), null, specifier);
  }
});

test('files outside feature folders are not held to it', () => {
  assert.equal(leakOf('/r/mf-trade/src/exposes/TradePanel.tsx', '../features/trade-panel/components/TradeForm'), null);
});
