import { bytesToHex } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@nova/shared-contracts';
import { depositWithSolanaWallet } from './solanaWalletDeposit';

const hex = (bytes: number[]) => bytesToHex(Uint8Array.from(bytes));
const v0 = [1, ...new Array(64).fill(0), 0x80, 1, 0, 1, 1, ...new Array(32).fill(3), ...new Array(32).fill(9), 0];
const legacy = [1, ...new Array(64).fill(0), 1, 0, 1, 1, ...new Array(32).fill(3), ...new Array(32).fill(9), 0];

function setup(data: string, rpc: Record<string, unknown>) {
  const calls: string[] = [];
  const api = {
    call: vi.fn(async (name: string) => {
      calls.push(name);
      if (name === 'perpDepositSignData') return { contract_address: 'p', account_id: 'a', broker_hash: 'b', token_hash: 't', data };
      if (name === 'perpDepositFee') return { deposit_fee: '5000' };
      return { deposit_id: 'd', tx_hash: 'sig', available: '520' };
    }),
  } as unknown as ApiClient;
  const fetcher = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const { method } = JSON.parse(String(init?.body)) as { method: string };
    calls.push(method);
    const answer = rpc[method];
    return new Response(JSON.stringify(answer instanceof Error ? { error: { code: -32002, message: answer.message } } : { result: answer }));
  }) as unknown as typeof fetch;
  const wallet = { signSolanaTransaction: vi.fn(async (tx: string) => tx) };
  return { api, fetcher, wallet, calls };
}

describe('Solana wallet deposit', () => {
  it('quotes, fetches the built v0 transaction, signs it with a fresh blockhash, sends and registers the signature', async () => {
    const { api, fetcher, wallet, calls } = setup(hex(v0), { getLatestBlockhash: { value: { blockhash: '11111111111111111111111111111111' } }, sendTransaction: 'SiGnAtUrE' });
    const steps: string[] = [];
    await expect(depositWithSolanaWallet({ api, wallet, rpcUrl: 'http://sim/rpc/solana', fetcher }, { address: 'me', amount: '20' }, (s) => steps.push(s))).resolves.toBe('SiGnAtUrE');
    expect(calls).toEqual(['perpDepositFee', 'perpDepositSignData', 'getLatestBlockhash', 'sendTransaction', 'perpDepositPostProcess']);
    expect(steps).toEqual(['quote', 'sign', 'send', 'register']);
    const signed = Uint8Array.from(atob(wallet.signSolanaTransaction.mock.calls[0]![0]), (c) => c.charCodeAt(0));
    expect(Array.from(signed.slice(1 + 64 + 4 + 1 + 32, 1 + 64 + 4 + 1 + 64))).toEqual(new Array(32).fill(0));
    expect(api.call).toHaveBeenLastCalledWith('perpDepositPostProcess', expect.objectContaining({ chain: 'solana', token_amount: '20', txn_hash: 'SiGnAtUrE' }), { idempotencyKey: 'perp-deposit:SiGnAtUrE' });
  });

  it('refuses a legacy transaction or none before the wallet sees anything', async () => {
    for (const [data, message] of [
      [hex(legacy), 'Expected Versioned Transaction (V0)'],
      ['', 'Transaction data is missing'],
    ] as const) {
      const { api, fetcher, wallet } = setup(data, {});
      await expect(depositWithSolanaWallet({ api, wallet, rpcUrl: 'x', fetcher }, { address: 'me', amount: '20' })).rejects.toThrow(message);
      expect(wallet.signSolanaTransaction).not.toHaveBeenCalled();
    }
  });

  it('an RPC refusal (blockhash expired) is thrown with its message and nothing is registered; no signature is a failed transfer', async () => {
    const expired = setup(hex(v0), { getLatestBlockhash: { value: { blockhash: '11111111111111111111111111111111' } }, sendTransaction: new Error('Transaction simulation failed: Blockhash not found') });
    await expect(depositWithSolanaWallet({ api: expired.api, wallet: expired.wallet, rpcUrl: 'x', fetcher: expired.fetcher }, { address: 'me', amount: '20' })).rejects.toThrow('Blockhash not found');
    expect(expired.calls).not.toContain('perpDepositPostProcess');
    const none = setup(hex(v0), { getLatestBlockhash: { value: { blockhash: '11111111111111111111111111111111' } }, sendTransaction: '' });
    await expect(depositWithSolanaWallet({ api: none.api, wallet: none.wallet, rpcUrl: 'x', fetcher: none.fetcher }, { address: 'me', amount: '20' })).rejects.toThrow('fomox-perp-transfailed');
  });
});
