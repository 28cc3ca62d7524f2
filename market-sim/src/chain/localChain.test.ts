import { createWalletClient, custom, decodeErrorResult, encodeFunctionData, maxUint256 } from 'viem';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERP_TOKENS } from '@nova/shared-contracts';
import { USDT_ABI, VAULT_ABI, parseEther, startLocalChain } from './localChain';
import type { LocalChain } from './localChain';

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain();
}, 60_000);
afterAll(async () => {
  await chain?.stop();
});

function userWallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  const client = createWalletClient({ account, chain: { id: chain.chainId, name: 'local', nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }, transport: custom({ request: ({ method, params }) => chain.request(method, params as unknown[]) }) });
  return { account, client };
}

describe('local chain', () => {
  it('serves JSON-RPC with the stood-in chain id and the token at the perp token address (6 decimals)', async () => {
    expect(await chain.request('eth_chainId')).toBe('0x1');
    expect(chain.token).toBe(PERP_TOKENS.eth.address);
    const code = (await chain.request('eth_getCode', [chain.token, 'latest'])) as string;
    expect(code.length).toBeGreaterThan(100);
  });

  it('approve, then deposit with the native fee: the vault emits AccountDeposit with the account id and amount', async () => {
    const { account, client } = userWallet();
    await chain.fund(account.address, 50_000_000n, parseEther('1'));
    expect(await chain.usdtBalance(account.address)).toBe(50_000_000n);
    await client.writeContract({ address: chain.token, abi: USDT_ABI, functionName: 'approve', args: [chain.vault, maxUint256] });
    const hash = await client.writeContract({
      address: chain.vault,
      abi: VAULT_ABI,
      functionName: 'deposit',
      args: [{ accountId: chain.accountIdOf(account.address), brokerHash: chain.brokerHash, tokenHash: chain.tokenHash, tokenAmount: 12_500_000n }],
      value: chain.depositFeeWei,
    });
    expect(await chain.readDeposit(hash)).toEqual({ accountId: chain.accountIdOf(account.address), user: account.address, nonce: 1n, tokenHash: chain.tokenHash, amount: 12_500_000n });
    expect(await chain.usdtBalance(account.address)).toBe(37_500_000n);
    expect(await chain.usdtBalance(chain.vault)).toBe(12_500_000n);
  });

  it('a transfer that is not a vault deposit, or an unknown hash, reads as no deposit', async () => {
    const { account, client } = userWallet();
    await chain.fund(account.address, 1_000_000n, parseEther('1'));
    const hash = await client.writeContract({ address: chain.token, abi: USDT_ABI, functionName: 'transfer', args: [chain.vault, 1_000_000n] });
    expect(await chain.readDeposit(hash)).toBeNull();
    expect(await chain.readDeposit(`0x${'ab'.repeat(32)}` as Hex)).toBeNull();
  });

  it('reverts with the vault custom errors: a wrong native fee, a foreign account id', async () => {
    const { account, client } = userWallet();
    await chain.fund(account.address, 5_000_000n, parseEther('1'));
    await client.writeContract({ address: chain.token, abi: USDT_ABI, functionName: 'approve', args: [chain.vault, maxUint256] });
    // What a wallet's gas estimate meets: eth_call rejects with the revert data, decoded by the vault ABI.
    const attempt = async (accountId: Hex, value: bigint) => {
      const data = encodeFunctionData({ abi: VAULT_ABI, functionName: 'deposit', args: [{ accountId, brokerHash: chain.brokerHash, tokenHash: chain.tokenHash, tokenAmount: 1_000_000n }] });
      try {
        await chain.request('eth_call', [{ from: account.address, to: chain.vault, data, value: `0x${value.toString(16)}` }, 'latest']);
        return 'no revert';
      } catch (error) {
        const revert = (error as { data?: { data?: Hex } | Hex }).data;
        const hex = typeof revert === 'string' ? revert : revert?.data;
        return hex ? decodeErrorResult({ abi: VAULT_ABI, data: hex }).errorName : String(error);
      }
    };
    expect(await attempt(chain.accountIdOf(account.address), 0n)).toBe('NativeTokenDepositAmountMismatch');
    expect(await attempt(chain.accountIdOf(chain.vault), chain.depositFeeWei)).toBe('AccountIdInvalid');
  });
});
