import { serializeSignature, stringToHex } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { PlatformServices } from '@nova/shared-contracts';
import { PERP_VAULTS } from '@nova/shared-contracts';
import { WithdrawMismatchError } from '../model/withdrawCheck';
import { SigningError, submitWithdraw } from './submitWithdraw';
import type { WithdrawRequest } from './submitWithdraw';

const evmRequest: WithdrawRequest = { address: '0x1', chain: 'bsc', to_address: '0x2', token_address: PERP_TOKENS.bsc.address, token_amount: '5', token_symbol: 'USDT' };
const typed = {
  domain: { name: 'Vault', chainId: 56, verifyingContract: PERP_VAULTS.bsc },
  types: { Withdraw: [{ name: 'receiver', type: 'string' }, { name: 'token', type: 'string' }, { name: 'amount', type: 'string' }] },
  primaryType: 'Withdraw',
  message: { receiver: '0x2', token: PERP_TOKENS.bsc.address, amount: '5', timestamp: 7 },
};
const signature = serializeSignature({ r: `0x${'a'.repeat(64)}`, s: `0x${'b'.repeat(64)}`, v: 27n });

function platformWith(signData: string) {
  const call = vi.fn(async (name: string) => {
    if (name === 'perpWithdrawSignData') return { data: signData, timestamp: 7 };
    return { withdraw_id: 'w', tx_hash: 'h', fee: '1', available: '0' };
  });
  const wallet = { signTypedData: vi.fn(async () => signature), signMessage: vi.fn(async () => 'sig58') };
  return { platform: { api: { call }, wallet } as unknown as Pick<PlatformServices, 'api' | 'wallet'>, call, wallet };
}

describe('submitWithdraw', () => {
  it('custodial: the plain call only', async () => {
    const { platform, call, wallet } = platformWith('0x');
    await submitWithdraw(platform, false, evmRequest, 'key-1');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('perpWithdrawAsset', evmRequest, { idempotencyKey: 'key-1' });
    expect(wallet.signTypedData).not.toHaveBeenCalled();
  });

  it('EVM wallet: has the host sign the typed data against the confirmed withdraw and submits r, s, v and the timestamp with the key', async () => {
    const { platform, call, wallet } = platformWith(stringToHex(JSON.stringify(typed)));
    await submitWithdraw(platform, true, evmRequest, 'key-1');
    expect(wallet.signTypedData).toHaveBeenCalledWith(typed, { primaryType: 'Withdraw', message: { receiver: '0x2', amount: '5' }, chainId: 56 });
    expect(call).toHaveBeenLastCalledWith('perpWithdraw', { ...evmRequest, timestamp: 7, r: `0x${'a'.repeat(64)}`, s: `0x${'b'.repeat(64)}`, v: 27 }, { idempotencyKey: 'key-1' });
  });

  it.each([
    ['not typed data', '0x7b7b'],
    ['typed data without a Withdraw type', stringToHex(JSON.stringify({ ...typed, types: { Order: typed.types.Withdraw }, primaryType: 'Order' }))],
  ])('EVM wallet: sign data that is %s is refused before the wallet sees it', async (_name, signData) => {
    const { platform, call, wallet } = platformWith(signData);
    await expect(submitWithdraw(platform, true, evmRequest)).rejects.toThrow('Invalid EIP712 types structure');
    expect(wallet.signTypedData).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('EVM wallet: typed data for another chain than the one chosen is refused, naming the field, before the wallet sees it', async () => {
    const { platform, call, wallet } = platformWith(stringToHex(JSON.stringify({ ...typed, domain: { ...typed.domain, chainId: 1 } })));
    const failure = await submitWithdraw(platform, true, evmRequest).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WithdrawMismatchError);
    expect(failure).toMatchObject({ mismatch: { field: 'chainId', chain: 'bsc', found: '1', expected: '56' } });
    expect(wallet.signTypedData).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("EVM wallet: the host's refusal keeps its message (not the generic signing text) and nothing is submitted", async () => {
    const { platform, call, wallet } = platformWith(stringToHex(JSON.stringify(typed)));
    wallet.signTypedData.mockRejectedValueOnce(new Error('Typed data does not match the confirmed request'));
    const failure = await submitWithdraw(platform, true, evmRequest).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(SigningError);
    expect(failure).toMatchObject({ message: 'Typed data does not match the confirmed request' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('Solana wallet: signs the hex message as text', async () => {
    const { platform, call, wallet } = platformWith(stringToHex('Withdraw 5 USDT'));
    const request = { ...evmRequest, chain: 'solana' as const };
    await submitWithdraw(platform, true, request, 'key-1');
    expect(wallet.signMessage).toHaveBeenCalledWith('solana', 'Withdraw 5 USDT');
    expect(call).toHaveBeenLastCalledWith('perpWithdraw', { ...request, timestamp: 7, signature: 'sig58' }, { idempotencyKey: 'key-1' });
  });

  it('a rejection stays a rejection; other signing failures become a SigningError', async () => {
    const { platform, wallet } = platformWith(stringToHex(JSON.stringify(typed)));
    wallet.signTypedData.mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }));
    await expect(submitWithdraw(platform, true, evmRequest)).rejects.toMatchObject({ code: 4001 });
    wallet.signTypedData.mockRejectedValueOnce(new Error('weird'));
    await expect(submitWithdraw(platform, true, evmRequest)).rejects.toBeInstanceOf(SigningError);
  });
});
