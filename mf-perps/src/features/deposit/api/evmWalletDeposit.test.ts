import { decodeFunctionData, getAddress, maxUint256, numberToHex } from 'viem';
import type { Hex } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { ApiClient, WalletService } from '@nova/shared-contracts';
import { createPlatformDouble } from '@nova/platform-double';
import { TEST_API_URL, TEST_WS_URL, closeAfterTest } from '@nova/platform-double/testing';
import { MAX_APPROVAL } from '../model/evmDeposit';
import { hasEvmRequest } from './evmRequest';
import type { EvmRequestWallet } from './evmRequest';
import { depositWithEvmWallet } from './evmWalletDeposit';

const VAULT = '0x5b1869d9a4c187f2eaa108f3062412ecf0526b24';
const USER = '0x1111111111111111111111111111111111111111';
const ABI = [
  { type: 'function', name: 'approve', inputs: [{ name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [{ type: 'bool' }], stateMutability: 'nonpayable' },
  { type: 'function', name: 'deposit', stateMutability: 'payable', outputs: [], inputs: [{ name: 'data', type: 'tuple', components: [{ name: 'accountId', type: 'bytes32' }, { name: 'brokerHash', type: 'bytes32' }, { name: 'tokenHash', type: 'bytes32' }, { name: 'tokenAmount', type: 'uint128' }] }] },
] as const;
const h = (n: string) => `0x${n.repeat(64)}`;

/** The platform's cache (its retry waits for the receipts). */
function queryClient() {
  const platform = createPlatformDouble({ apiBaseUrl: TEST_API_URL, wsUrl: TEST_WS_URL });
  closeAfterTest(() => platform.close());
  return platform.query;
}

function setup(options: { chainId?: string; allowance?: bigint; switchError?: unknown; rejectAt?: 'approve' | 'deposit'; pendingReceipts?: number } = {}) {
  let pending = options.pendingReceipts ?? 0;
  let chainId = options.chainId ?? '0x1';
  const calls: string[] = [];
  const sent: Array<{ to: string; data?: string; value?: string; chainId: number }> = [];
  let switchFailures = options.switchError ? 1 : 0;
  const wallet = {
    connected: () => ({ evm: USER }),
    signMessage: vi.fn(),
    signTypedData: vi.fn(),
    signSolanaTransaction: vi.fn(),
    sendTransaction: vi.fn(async (tx: { to: string; data?: string; value?: string; chainId: number }) => {
      const kind = tx.to === VAULT ? 'deposit' : 'approve';
      if (options.rejectAt === kind) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      sent.push(tx);
      return kind === 'deposit' ? h('d') : h('a');
    }),
    evmRequest: vi.fn(async (method: string, params: unknown[] = []) => {
      calls.push(method);
      if (method === 'eth_chainId') return chainId;
      if (method === 'wallet_switchEthereumChain') {
        if (switchFailures > 0) {
          switchFailures -= 1;
          throw options.switchError;
        }
        chainId = (params[0] as { chainId: string }).chainId;
        return null;
      }
      if (method === 'wallet_addEthereumChain') return null;
      if (method === 'eth_call') return numberToHex(options.allowance ?? 0n, { size: 32 });
      if (method === 'eth_getTransactionReceipt') {
        if (pending > 0) {
          pending -= 1;
          return null;
        }
        return { status: '0x1' };
      }
      throw new Error(`unexpected ${method}`);
    }),
  } satisfies WalletService & EvmRequestWallet;
  const api = {
    baseUrl: 'http://sim.test',
    call: vi.fn(async (name: string) => {
      calls.push(name);
      if (name === 'perpDepositSignData') return { contract_address: VAULT, account_id: h('1'), broker_hash: h('2'), token_hash: h('3') };
      if (name === 'perpDepositFee') return { deposit_fee: '900000000000000' };
      return { deposit_id: 'd1', tx_hash: h('d'), available: '25' };
    }),
  } as unknown as ApiClient;
  return { wallet, api, calls, sent, deps: { api, wallet, query: queryClient(), pollMs: 0 } };
}

const input = { chain: 'eth' as const, address: USER, amount: '25', rpcUrl: 'http://sim.test/rpc/evm' };

describe('EVM wallet deposit', () => {
  it('approves the maximum when the allowance is lower, deposits with the native fee, registers the hash', async () => {
    const { api, calls, sent, deps } = setup({ allowance: 1_000_000n });
    const steps: string[] = [];
    await expect(depositWithEvmWallet(deps, input, (s) => steps.push(s))).resolves.toBe(h('d'));
    expect(steps).toEqual(['network', 'approve', 'deposit', 'register']);
    expect(sent[0]?.to).toBe(PERP_TOKENS.eth.address);
    expect(decodeFunctionData({ abi: ABI, data: sent[0]!.data as Hex }).args).toEqual([getAddress(VAULT), maxUint256]);
    const deposit = decodeFunctionData({ abi: ABI, data: sent[1]!.data as Hex });
    expect(deposit.args).toEqual([{ accountId: h('1'), brokerHash: h('2'), tokenHash: h('3'), tokenAmount: 25_000_000n }]);
    expect(sent[1]).toMatchObject({ to: VAULT, value: '900000000000000', chainId: 1 });
    expect(calls.at(-1)).toBe('perpDepositPostProcess');
    // The registration is keyed by its transaction: sent again after a lost answer, it is credited once.
    expect(api.call).toHaveBeenLastCalledWith('perpDepositPostProcess', expect.objectContaining({ txn_hash: h('d'), token_amount: '25', chain: 'eth' }), { idempotencyKey: `perp-deposit:${h('d')}` });
  });

  it('skips approve when the allowance covers the amount, and does not switch on the right network', async () => {
    const { calls, sent, deps } = setup({ allowance: 25_000_000n });
    await depositWithEvmWallet(deps, input);
    expect(sent).toHaveLength(1);
    expect(calls).not.toContain('wallet_switchEthereumChain');
  });

  it('switches the network; on 4902 adds the chain and switches again', async () => {
    const { wallet, calls, deps } = setup({ chainId: '0x38', allowance: MAX_APPROVAL, switchError: Object.assign(new Error('Unrecognized chain'), { code: 4902 }) });
    await depositWithEvmWallet(deps, input);
    expect(calls.slice(0, 4)).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(wallet.evmRequest).toHaveBeenCalledWith('wallet_addEthereumChain', [expect.objectContaining({ chainId: '0x1', rpcUrls: ['http://sim.test/rpc/evm'] })]);
  });

  it('a rejection in the wallet stops before anything is registered', async () => {
    const { calls, deps } = setup({ rejectAt: 'deposit', allowance: MAX_APPROVAL });
    await expect(depositWithEvmWallet(deps, input)).rejects.toMatchObject({ code: 4001 });
    expect(calls).toContain('perpDepositSignData');
    expect(calls).not.toContain('perpDepositPostProcess');
    const other = setup({ chainId: '0x38', switchError: Object.assign(new Error('denied'), { code: 4001 }) });
    await expect(depositWithEvmWallet(other.deps, input)).rejects.toMatchObject({ code: 4001 });
    expect(other.calls).toContain('wallet_switchEthereumChain');
    expect(other.calls).not.toContain('perpDepositSignData');
  });

  it('asks for a pending receipt again until it is there; a transaction never mined in time fails as not mined', async () => {
    const { calls, deps } = setup({ allowance: MAX_APPROVAL, pendingReceipts: 2 });
    await depositWithEvmWallet({ ...deps, tries: 3 }, input);
    expect(calls.filter((call) => call === 'eth_getTransactionReceipt')).toHaveLength(3);
    expect(calls.at(-1)).toBe('perpDepositPostProcess');
    const never = setup({ allowance: MAX_APPROVAL, pendingReceipts: 99 });
    await expect(depositWithEvmWallet({ ...never.deps, tries: 4 }, input)).rejects.toThrow('Transaction not mined');
    expect(never.calls.filter((call) => call === 'eth_getTransactionReceipt')).toHaveLength(4);
    expect(never.calls).not.toContain('perpDepositPostProcess');
  });

  it('a reverted transaction fails as reverted', async () => {
    const { wallet, deps } = setup({ allowance: MAX_APPROVAL });
    wallet.evmRequest.mockImplementation(async (method: string) => (method === 'eth_chainId' ? '0x1' : method === 'eth_call' ? numberToHex(maxUint256) : { status: '0x0' }));
    await expect(depositWithEvmWallet(deps, input)).rejects.toThrow('Transaction reverted');
  });

  it('hasEvmRequest tells a wallet that exposes its EIP-1193 request', () => {
    const { wallet } = setup();
    expect(hasEvmRequest(wallet)).toBe(true);
    const { evmRequest: _drop, ...plain } = wallet;
    expect(hasEvmRequest(plain)).toBe(false);
  });
});
