import { decodeFunctionResult, encodeFunctionData, numberToHex } from 'viem';
import type { Address, Hex } from 'viem';
import { CHAINS, PERP_TOKENS } from '@nova/shared-contracts';
import type { ApiClient, PerpChain, PlatformServices, WalletService } from '@nova/shared-contracts';
import { TRANSACTION_NOT_MINED, TRANSACTION_REVERTED, decodePerpError } from '../../../shared/errors/perpErrors';
import { depositRegistrationKey } from '../../../shared/model/intentKeys';
import type { EvmRequestWallet } from './evmRequest';
import { requireHash } from '../model/solanaTransaction';
import { MAX_APPROVAL, parseChainId, planEvmDeposit } from '../model/evmDeposit';

const ERC20_ABI = [
  { type: 'function', name: 'allowance', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'approve', stateMutability: 'nonpayable', inputs: [{ name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [{ type: 'bool' }] },
] as const;

const VAULT_DEPOSIT_ABI = [
  {
    type: 'function',
    name: 'deposit',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'data',
        type: 'tuple',
        components: [
          { name: 'accountId', type: 'bytes32' },
          { name: 'brokerHash', type: 'bytes32' },
          { name: 'tokenHash', type: 'bytes32' },
          { name: 'tokenAmount', type: 'uint128' },
        ],
      },
    ],
    outputs: [],
  },
] as const;

export type EvmDepositStep = 'network' | 'approve' | 'deposit' | 'register';

export interface EvmDepositInput {
  chain: Exclude<PerpChain, 'solana'>;
  address: string;
  amount: string;
  /** JSON-RPC URL offered to the wallet when it does not know the chain (4902). */
  rpcUrl: string;
}

/** The receipt is not there yet: the transaction is still pending (the one failure that is asked again). */
class ReceiptPending extends Error {}

/**
 * Waits for the transaction's receipt: asked at once, then again every `pollMs` while the wallet
 * has none, `tries` times in all (TanStack Query's retry, through the platform's cache). A
 * reverted transaction, or none mined in time, fails saying which; a wallet error ends the wait.
 */
async function waitMined(query: PlatformServices['query'], wallet: EvmRequestWallet, hash: string, pollMs: number, tries: number): Promise<void> {
  const receipt = await query
    .fetchQuery({
      queryKey: ['mf_perps', 'transactionReceipt', hash],
      queryFn: async () => {
        const answer = (await wallet.evmRequest('eth_getTransactionReceipt', [hash])) as { status?: string } | null;
        if (!answer) throw new ReceiptPending();
        return answer;
      },
      retry: (failures, error) => error instanceof ReceiptPending && failures < tries - 1,
      retryDelay: pollMs,
      networkMode: 'always',
      gcTime: 0,
    })
    .catch((error: unknown) => {
      throw error instanceof ReceiptPending ? new Error(TRANSACTION_NOT_MINED) : error;
    });
  if (receipt.status !== '0x1') throw new Error(TRANSACTION_REVERTED);
}

/**
 * EVM wallet deposit (spec 2 §4): check the network, switch (`wallet_switchEthereumChain`), add
 * the chain on 4902 and switch again; read the allowance and approve the maximum when it is lower
 * than the amount; deposit with the native fee of deposit_fee; register the hash.
 */
export async function depositWithEvmWallet(
  deps: { api: ApiClient; wallet: WalletService & EvmRequestWallet; query: PlatformServices['query']; pollMs?: number; tries?: number },
  input: EvmDepositInput,
  onStep: (step: EvmDepositStep) => void = () => undefined,
): Promise<string> {
  const { api, wallet, query } = deps;
  const pollMs = deps.pollMs ?? 1000;
  const tries = deps.tries ?? 120;
  const meta = CHAINS[input.chain];
  const token = PERP_TOKENS[input.chain];
  const transfer = { address: input.address, chain: input.chain, token_address: token.address, token_amount: input.amount, token_symbol: token.symbol, token_decimal: token.decimals };

  onStep('network');
  const current = parseChainId(await wallet.evmRequest('eth_chainId'));
  if (current !== meta.chainId) {
    const target = [{ chainId: numberToHex(meta.chainId) }];
    try {
      await wallet.evmRequest('wallet_switchEthereumChain', target);
    } catch (error) {
      if (decodePerpError(error).kind !== 'chainNotAdded') throw error;
      await wallet.evmRequest('wallet_addEthereumChain', [{ chainId: numberToHex(meta.chainId), chainName: meta.name, nativeCurrency: { name: meta.nativeSymbol, symbol: meta.nativeSymbol, decimals: 18 }, rpcUrls: [input.rpcUrl] }]);
      await wallet.evmRequest('wallet_switchEthereumChain', target);
    }
  }

  const info = await api.call('perpDepositSignData', transfer);
  const fee = await api.call('perpDepositFee', transfer);
  const vault = info.contract_address as Address;
  const answer = (await wallet.evmRequest('eth_call', [{ to: token.address, data: encodeFunctionData({ abi: ERC20_ABI, functionName: 'allowance', args: [input.address as Address, vault] }) }, 'latest'])) as Hex;
  // An empty answer (no code at the token address on this network) is no allowance.
  const allowance = answer === '0x' ? 0n : decodeFunctionResult({ abi: ERC20_ABI, functionName: 'allowance', data: answer });
  const plan = planEvmDeposit({ chain: input.chain, chainId: meta.chainId, walletChainId: meta.chainId, allowance, amount: input.amount });
  if (plan.approve) {
    onStep('approve');
    const approve = requireHash(await wallet.sendTransaction({ to: token.address, data: encodeFunctionData({ abi: ERC20_ABI, functionName: 'approve', args: [vault, MAX_APPROVAL] }), chainId: meta.chainId }));
    await waitMined(query, wallet, approve, pollMs, tries);
  }

  onStep('deposit');
  const data = encodeFunctionData({ abi: VAULT_DEPOSIT_ABI, functionName: 'deposit', args: [{ accountId: info.account_id as Hex, brokerHash: info.broker_hash as Hex, tokenHash: info.token_hash as Hex, tokenAmount: plan.units }] });
  const hash = requireHash(await wallet.sendTransaction({ to: vault, data, value: BigInt(fee.deposit_fee).toString(), chainId: meta.chainId }));
  await waitMined(query, wallet, hash, pollMs, tries);

  onStep('register');
  await api.call('perpDepositPostProcess', { ...transfer, txn_hash: hash }, { idempotencyKey: depositRegistrationKey(hash) });
  return hash;
}
