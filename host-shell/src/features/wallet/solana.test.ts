import { describe, expect, it } from 'vitest';
import { EXPECTED_V0, deserializeV0 } from './solana';

const toBase64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
// One signature slot; header (1 signer, 0, 1 readonly); 2 keys; blockhash; one instruction of program 1 on account 0.
const message = [1, 0, 1, 2, ...new Array(32).fill(7), ...new Array(32).fill(0), ...new Array(32).fill(9), 1, 1, 1, 0, 0];
const v0 = [1, ...new Array(64).fill(0), 0x80, ...message, 0];
const legacy = [1, ...new Array(64).fill(0), ...message];

describe('Solana signing accepts v0 transactions only', () => {
  it('reads a v0 transaction', () => {
    expect(deserializeV0(toBase64(v0)).version).toBe(0);
  });

  it('refuses a legacy transaction and garbage with "Expected Versioned Transaction (V0)"', () => {
    expect(() => deserializeV0(toBase64(legacy))).toThrow(EXPECTED_V0);
    expect(() => deserializeV0('AQ==')).toThrow(EXPECTED_V0);
  });
});
