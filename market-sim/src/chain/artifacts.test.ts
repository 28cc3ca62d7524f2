import { describe, expect, it } from 'vitest';
import { ARTIFACTS } from './artifacts';
import { compileContracts } from './compile';

describe('contract artifacts', () => {
  it('match a fresh solc-js compile of contracts/*.sol (run npm run build:contracts after editing them)', () => {
    expect(JSON.parse(JSON.stringify(ARTIFACTS))).toEqual(compileContracts());
  }, 120_000);
});
