// The local EVM chain of the sim: ganache in process (see README "Local chain"), with the
// USDT-like token placed at the perp token's address of the stood-in chain and the perp vault
// (installVault, also used on the other perp networks' local chains: perpChain.ts).
import ganache from 'ganache';
import { createPublicClient, createWalletClient, custom, decodeEventLog, defineChain, encodeAbiParameters, encodeDeployData, keccak256, parseEther, stringToHex } from 'viem';
import type { Address, Hex } from 'viem';
import { CHAINS, PERP_TOKENS, PERP_VAULTS } from '@nova/shared-contracts';
import { ARTIFACTS } from './artifacts';

const USDT_ABI = ARTIFACTS.TestUSDT.abi;
const VAULT_ABI = ARTIFACTS.PerpVault.abi;

export interface LocalChainOptions {
  /** The perp network the chain stands in for (its chain id and perp token address): eth by default. */
  chain?: PerpEvmChain;
  /** Native fee of a deposit (the vault's depositFee, what /perp/deposit_fee answers), wei. */
  depositFeeWei?: bigint;
  /** The broker whose hash the vault allows. */
  broker?: string;
}

/** The EVM perp networks (PERP_TOKENS without Solana). */
export type PerpEvmChain = 'eth' | 'bsc';

export interface VaultDeposit {
  accountId: Hex;
  user: Address;
  nonce: bigint;
  tokenHash: Hex;
  amount: bigint;
}

/** The perp vault on a local chain (see README "Perps on the local chains"). */
export interface PerpVaultChain {
  chainId: number;
  token: Address;
  vault: Address;
  brokerHash: Hex;
  tokenHash: Hex;
  depositFeeWei: bigint;
  /** One JSON-RPC request (EIP-1193 style), as the sim's /rpc/evm serves it. */
  request(method: string, params?: unknown[]): Promise<unknown>;
  /** The vault account id of a user: keccak256(abi.encode(user, brokerHash)). */
  accountIdOf(user: Address): Hex;
  /** Sends native coin and mints USDT (smallest units) to `to` from the faucet. */
  fund(to: Address, usdtUnits: bigint, nativeWei: bigint): Promise<void>;
  usdtBalance(of: Address): Promise<bigint>;
  /** The AccountDeposit event of a mined, successful transaction to the vault; null otherwise. */
  readDeposit(txHash: Hex): Promise<VaultDeposit | null>;
  /**
   * Pays a withdraw from the vault: the operator (the faucet, the vault's admin) calls
   * `withdraw(withdrawId, tokenHash, receiver, units)`, after minting into the vault what it lacks
   * (perp balances the sim seeded were never deposited). Answers the mined transaction's hash;
   * throws the vault's revert (WithdrawAlreadyPaid for a withdraw id paid before).
   */
  payout(withdrawId: Hex, receiver: Address, units: bigint): Promise<Hex>;
}

export interface LocalChain extends PerpVaultChain {
  stop(): Promise<void>;
}

type Request = (method: string, params?: unknown[]) => Promise<unknown>;

export interface VaultOptions {
  chain: PerpEvmChain;
  depositFeeWei: bigint;
  broker?: string;
}

/**
 * Deploys the perp vault on a running local chain (whose faucet account owns the token at the
 * chain's PERP_TOKENS address) and places its code at the chain's PERP_VAULTS address, so the
 * address the withdraw's typed data names (and the clients check) is the vault on this chain too;
 * then allows the token and the broker and sets the deposit fee there.
 */
export async function installVault(request: Request, options: VaultOptions): Promise<PerpVaultChain> {
  const key = options.chain;
  const chainId = CHAINS[key].chainId;
  const depositFeeWei = options.depositFeeWei;
  const chain = defineChain({ id: chainId, name: `${CHAINS[key].name} (local)`, nativeCurrency: { name: CHAINS[key].nativeSymbol, symbol: CHAINS[key].nativeSymbol, decimals: 18 }, rpcUrls: { default: { http: [] } } });
  const transport = custom({ request: ({ method, params }) => request(method, params as unknown[]) });
  const publicClient = createPublicClient({ chain, transport });
  const [faucet] = (await request('eth_accounts')) as Address[];
  if (!faucet) throw new Error('local chain: no faucet account');
  const wallet = createWalletClient({ chain, transport, account: faucet });
  const mined = async (hash: Hex, what = 'transaction') => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`local chain: ${what} ${hash} reverted (gas used ${receipt.gasUsed})`);
    return receipt;
  };
  const token = PERP_TOKENS[key].address as Address;
  const vault = PERP_VAULTS[key] as Address;
  if (((await request('eth_getCode', [vault, 'latest'])) as string) === '0x') {
    const deployed = await mined(await wallet.deployContract({ abi: VAULT_ABI, bytecode: ARTIFACTS.PerpVault.bytecode }), 'vault deploy');
    await request('evm_setAccountCode', [vault, await request('eth_getCode', [deployed.contractAddress, 'latest'])]);
  }
  const brokerHash = keccak256(stringToHex(options.broker ?? 'nova'));
  const tokenHash = keccak256(stringToHex('USDT'));
  await mined(await wallet.writeContract({ address: vault, abi: VAULT_ABI, functionName: 'setAllowedToken', args: [tokenHash, token] }), 'setAllowedToken');
  await mined(await wallet.writeContract({ address: vault, abi: VAULT_ABI, functionName: 'setAllowedBroker', args: [brokerHash, true] }), 'setAllowedBroker');
  await mined(await wallet.writeContract({ address: vault, abi: VAULT_ABI, functionName: 'setDepositFee', args: [depositFeeWei] }), 'setDepositFee');
  const usdtBalance = (of: Address) => publicClient.readContract({ address: token, abi: USDT_ABI, functionName: 'balanceOf', args: [of] });
  const mint = async (to: Address, units: bigint) => {
    await mined(await wallet.writeContract({ address: token, abi: USDT_ABI, functionName: 'mint', args: [to, units] }), 'usdt mint');
  };

  return {
    chainId,
    token,
    vault,
    brokerHash,
    tokenHash,
    depositFeeWei,
    request,
    accountIdOf: (user) => keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], [user, brokerHash])),
    async fund(to, usdtUnits, nativeWei) {
      if (nativeWei > 0n) await mined(await wallet.sendTransaction({ to, value: nativeWei }));
      if (usdtUnits > 0n) await mint(to, usdtUnits);
    },
    usdtBalance,
    async readDeposit(txHash) {
      const receipt = await publicClient.getTransactionReceipt({ hash: txHash }).catch(() => null);
      if (!receipt || receipt.status !== 'success' || receipt.to?.toLowerCase() !== vault.toLowerCase()) return null;
      for (const log of receipt.logs) {
        if (log.address.toLowerCase() !== vault.toLowerCase()) continue;
        try {
          const event = decodeEventLog({ abi: VAULT_ABI, data: log.data, topics: log.topics });
          if (event.eventName === 'AccountDeposit') return { accountId: event.args.accountId, user: event.args.userAddress, nonce: event.args.depositNonce, tokenHash: event.args.tokenHash, amount: event.args.tokenAmount };
        } catch {
          // not a vault event
        }
      }
      return null;
    },
    async payout(withdrawId, receiver, units) {
      const held = await usdtBalance(vault);
      if (held < units) await mint(vault, units - held);
      // Simulated first, so a vault error (WithdrawAlreadyPaid, ...) is thrown decoded and nothing is sent.
      const { request: call } = await publicClient.simulateContract({ account: faucet, address: vault, abi: VAULT_ABI, functionName: 'withdraw', args: [withdrawId, tokenHash, receiver, units] });
      const hash = await wallet.writeContract(call);
      await mined(hash, 'vault withdraw');
      return hash;
    },
  };
}

/** Starts the chain, deploys the token (moved to the perp token address) and the vault, and configures it. */
export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const key = options.chain ?? 'eth';
  const chainId = CHAINS[key].chainId;
  const provider = ganache.provider({ logging: { quiet: true }, chain: { chainId, hardfork: 'merge' }, wallet: { deterministic: true, totalAccounts: 1, defaultBalance: 1_000_000 }, miner: { instamine: 'eager', defaultTransactionGasLimit: 'estimate' } });
  const request: Request = (method, params = []) => provider.request({ method, params } as never) as Promise<unknown>;
  const [faucet] = (await request('eth_accounts')) as Address[];
  if (!faucet) throw new Error('local chain: no faucet account');
  // The token is deployed, then its runtime code is placed at the perp token's address, so the
  // clients' PERP_TOKENS address is the token on this chain too (storage starts empty there).
  const deploy = encodeDeployData({ abi: USDT_ABI, bytecode: ARTIFACTS.TestUSDT.bytecode, args: [PERP_TOKENS[key].decimals] });
  const hash = (await request('eth_sendTransaction', [{ from: faucet, data: deploy }])) as Hex;
  const receipt = (await request('eth_getTransactionReceipt', [hash])) as { status: string; contractAddress: string } | null;
  if (receipt?.status !== '0x1') throw new Error('local chain: token deploy failed');
  await request('evm_setAccountCode', [PERP_TOKENS[key].address, await request('eth_getCode', [receipt.contractAddress, 'latest'])]);
  const vault = await installVault(request, { chain: key, depositFeeWei: options.depositFeeWei ?? 900_000_000_000_000n, broker: options.broker });
  return { ...vault, stop: () => provider.disconnect() };
}

export { parseEther, USDT_ABI, VAULT_ABI };
