import { describe, expect, it, vi } from 'vitest';
import type { PlatformServices } from '@nova/shared-contracts';
import { claimMutation } from './claimMutation';

describe('claimMutation', () => {
  it('claims once through setPerpDexClaim with the claim\'s idempotency key and refetches what a claim makes stale', async () => {
    const call = vi.fn(async () => ({ claim_id: 'c1', amount_usd: '3.25' }));
    const invalidateAfter = vi.fn(async () => undefined);
    const options = claimMutation({ api: { call }, queries: { invalidateAfter } } as unknown as Pick<PlatformServices, 'api' | 'queries'>);
    await expect(options.mutationFn('claim-key-1')).resolves.toEqual({ claim_id: 'c1', amount_usd: '3.25' });
    expect(call).toHaveBeenCalledWith('setPerpDexClaim', {}, { idempotencyKey: 'claim-key-1' });
    expect(invalidateAfter).not.toHaveBeenCalled();
    await options.onSettled?.();
    expect(invalidateAfter).toHaveBeenCalledWith('perpRebateClaim');
  });
});
