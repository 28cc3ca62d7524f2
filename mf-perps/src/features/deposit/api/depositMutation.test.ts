import { describe, expect, it, vi } from 'vitest';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { PlatformServices } from '@nova/shared-contracts';
import { intentKeys } from '../../../shared/model/intentKeys';
import { depositMutation, submitDeposit } from './depositMutation';

function platformDouble(wallet: Record<string, unknown> = {}) {
  const call = vi.fn(async () => ({ deposit_id: 'd1' }));
  const invalidateAfter = vi.fn(async () => undefined);
  const platform = { api: { call, baseUrl: 'http://sim.test' }, wallet, query: {}, queries: { invalidateAfter } } as unknown as Parameters<typeof submitDeposit>[0] & Pick<PlatformServices, 'queries'>;
  return { platform, call, invalidateAfter };
}

describe('deposit', () => {
  it('custodial logins make one perpConvert call with the chain token', async () => {
    const { platform, call } = platformDouble();
    await submitDeposit(platform, { chain: 'bsc', amount: '100', address: '0xme', walletAuth: false }, () => undefined, 'key-1');
    const token = PERP_TOKENS.bsc;
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('perpConvert', { address: '0xme', chain: 'bsc', token_address: token.address, token_amount: '100', token_symbol: token.symbol, token_decimal: token.decimals }, { idempotencyKey: 'key-1' });
  });

  it('an EVM wallet that does not expose its request cannot deposit: a failed transfer, nothing sent', async () => {
    const { platform, call } = platformDouble({ signMessage: vi.fn() });
    await expect(submitDeposit(platform, { chain: 'eth', amount: '5', address: '0xme', walletAuth: true }, () => undefined)).rejects.toThrow('fomox-perp-transfailed');
    expect(call).not.toHaveBeenCalled();
  });

  it('as mutation options: sent once, then what moving funds makes stale is refetched', async () => {
    const { platform, call, invalidateAfter } = platformDouble();
    const options = depositMutation(platform, () => undefined, intentKeys(() => 'key-1'));
    await options.mutationFn({ chain: 'eth', amount: '1', address: '0xme', walletAuth: false });
    expect(call).toHaveBeenCalledWith('perpConvert', expect.objectContaining({ chain: 'eth', token_amount: '1' }), { idempotencyKey: 'key-1' });
    await options.onSettled?.();
    expect(invalidateAfter).toHaveBeenCalledWith('perpFunds');
  });
});
