import { describe, expect, it } from 'vitest';
import { QUICK_TRADE_MAX_AGE_MS } from '@nova/shared-contracts';
import { isRunnable } from './busRequest';

const request = { id: 'r1', at: 1_000 };

describe('isRunnable', () => {
  it('a request runs once', () => {
    expect(isRunnable(request, new Set(), 2_000)).toBe(true);
    expect(isRunnable(request, new Set(['r1']), 2_000)).toBe(false);
  });
  it('only while fresh: up to QUICK_TRADE_MAX_AGE_MS old, and not from the future', () => {
    expect(isRunnable(request, new Set(), 1_000 + QUICK_TRADE_MAX_AGE_MS)).toBe(true);
    expect(isRunnable(request, new Set(), 1_000 + QUICK_TRADE_MAX_AGE_MS + 1)).toBe(false);
    expect(isRunnable({ id: 'r2', at: 5_000 }, new Set(), 3_000)).toBe(false);
  });
});
