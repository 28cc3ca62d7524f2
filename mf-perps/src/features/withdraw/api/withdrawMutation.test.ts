import { describe, expect, it, vi } from 'vitest';
import type { PlatformServices } from '@nova/shared-contracts';
import { withdrawMutation } from './withdrawMutation';

describe('withdrawMutation', () => {
  it('withdraws once (the plain call for custodial logins), then refetches what moving funds makes stale', async () => {
    const call = vi.fn(async () => ({ withdraw_id: 'w1' }));
    const invalidateAfter = vi.fn(async () => undefined);
    const options = withdrawMutation({ api: { call }, wallet: {}, queries: { invalidateAfter } } as unknown as Pick<PlatformServices, 'api' | 'wallet' | 'queries'>, false);
    const request = { address: '0xme', chain: 'bsc' as const, to_address: '0x2', token_address: 't', token_amount: '5', token_symbol: 'USDT' };
    await options.mutationFn(request);
    expect(call).toHaveBeenCalledWith('perpWithdrawAsset', request);
    expect(invalidateAfter).not.toHaveBeenCalled();
    await options.onSettled?.();
    expect(invalidateAfter).toHaveBeenCalledWith('perpFunds');
  });
});
