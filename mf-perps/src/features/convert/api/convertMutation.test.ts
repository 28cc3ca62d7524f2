import { describe, expect, it, vi } from 'vitest';
import type { PlatformServices } from '@nova/shared-contracts';
import { intentKeys } from '../../../shared/model/intentKeys';
import { convertMutation } from './convertMutation';

describe('convertMutation', () => {
  it('converts once through perpConvert with the key of its intent, then refetches what moving funds makes stale', async () => {
    const call = vi.fn(async () => ({ available: '1010' }));
    const invalidateAfter = vi.fn(async () => undefined);
    const options = convertMutation({ api: { call }, queries: { invalidateAfter } } as unknown as Pick<PlatformServices, 'api' | 'queries'>, intentKeys(() => 'key-1'));
    const request = { address: '0xme', chain: 'bsc' as const, token_address: 't', token_amount: '10', token_symbol: 'USDT', token_decimal: 18 };
    await options.mutationFn(request);
    expect(call).toHaveBeenCalledWith('perpConvert', request, { idempotencyKey: 'key-1' });
    expect(invalidateAfter).not.toHaveBeenCalled();
    await options.onSettled?.();
    expect(invalidateAfter).toHaveBeenCalledWith('perpFunds');
  });
});
