import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '@nova/shared-ui';
import { depositRegistrationKey, intentKeys } from './intentKeys';

function counter() {
  let n = 0;
  return () => `k${++n}`;
}

describe('idempotency keys, one per intent', () => {
  it('keeps the key while the same request is sent again (a retry of the same confirm)', () => {
    const keys = intentKeys(counter());
    expect(keys.keyFor({ chain: 'bsc', amount: '10' })).toBe('k1');
    expect(keys.keyFor({ chain: 'bsc', amount: '10' })).toBe('k1');
  });

  it('gives another request a new key, and the same request after a success too', () => {
    const keys = intentKeys(counter());
    keys.keyFor({ amount: '10' });
    expect(keys.keyFor({ amount: '20' })).toBe('k2');
    keys.end();
    expect(keys.keyFor({ amount: '20' })).toBe('k3');
  });

  it('draws random keys, and keys a deposit registration by its transaction', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(depositRegistrationKey('0xab')).toBe(depositRegistrationKey('0xab'));
    expect(depositRegistrationKey('0xab')).not.toBe(depositRegistrationKey('0xcd'));
  });
});
