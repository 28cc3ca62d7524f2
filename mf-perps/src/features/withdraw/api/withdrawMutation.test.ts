import { describe, expect, it, vi } from 'vitest';
import type { PlatformServices } from '@nova/shared-contracts';
import { intentKeys } from '../../../shared/model/intentKeys';
import { withdrawMutation } from './withdrawMutation';

const request = { address: '0xme', chain: 'bsc' as const, to_address: '0x2', token_address: 't', token_amount: '5', token_symbol: 'USDT' };

function options(call: ReturnType<typeof vi.fn>) {
  let n = 0;
  const invalidateAfter = vi.fn(async () => undefined);
  const platform = { api: { call }, wallet: {}, queries: { invalidateAfter } } as unknown as Pick<PlatformServices, 'api' | 'wallet' | 'queries'>;
  return { options: withdrawMutation(platform, false, intentKeys(() => `key-${++n}`)), invalidateAfter };
}

describe('withdrawMutation', () => {
  it('withdraws once (the plain call for custodial logins), then refetches what moving funds makes stale', async () => {
    const call = vi.fn(async () => ({ withdraw_id: 'w1' }));
    const { options: withdraw, invalidateAfter } = options(call);
    await withdraw.mutationFn(request);
    expect(call).toHaveBeenCalledWith('perpWithdrawAsset', request, { idempotencyKey: 'key-1' });
    expect(invalidateAfter).not.toHaveBeenCalled();
    await withdraw.onSettled?.();
    expect(invalidateAfter).toHaveBeenCalledWith('perpFunds');
  });

  it('sends the same confirm again after a lost answer with its key, and a new withdraw after a success with a new one', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue({ withdraw_id: 'w1' });
    const { options: withdraw } = options(call);
    await expect(withdraw.mutationFn(request)).rejects.toThrow('network');
    await withdraw.mutationFn(request);
    await withdraw.mutationFn(request);
    await withdraw.mutationFn({ ...request, token_amount: '6' });
    expect(call.mock.calls.map(([, , callOptions]) => (callOptions as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
  });
});
