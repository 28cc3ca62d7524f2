// The sim's local trade chains: one EVM chain per EVM trading chain (eth, bsc, base, gatelayer),
// each with that chain's chain id, started on first use (ganache in process; eth is the perp
// deposits' chain of simChain.ts). On each: the router (contracts/SwapRouter.sol) at ROUTER, the
// USDT-like token (contracts/TestUSDT.sol) at the chain's USDT address (usdt.ts), and the token
// code (contracts/SimToken.sol) placed at a sim token's address when a wallet first sells it. Served as JSON-RPC at /rpc/evm/{chain}. Prices, pools and balances stay the sim's; the
// chain proves that the signed-in wallet sent the built order (see README "Wallet orders on EVM").
import ganache from 'ganache';
import { decodeFunctionData, encodeDeployData, encodeFunctionData, stringToHex } from 'viem';
import type { Address, Hex } from 'viem';
import { CHAINS, EVM_TRADING_CHAINS, type EvmTradingChain } from '@nova/shared-contracts';
import { ARTIFACTS } from './artifacts';
import { chainOf, fundOnce } from './simChain';
import { usdtOf } from './usdt';
import type { ChainUsdt } from './usdt';

export type TradeEvmChain = EvmTradingChain;

/** The router every EVM wallet order is sent to (its code is placed there on each chain). */
export const ROUTER: Address = '0x000000000000000000000000000000000000a11e';
/** What a wallet keeps on a trade chain for gas, on top of what it sends (wei of the native coin). */
export const GAS_RESERVE_WEI = 10n ** 16n;

export const ROUTER_ABI = ARTIFACTS.SwapRouter.abi;
export const SIM_TOKEN_ABI = ARTIFACTS.SimToken.abi;
export const TEST_USDT_ABI = ARTIFACTS.TestUSDT.abi;

export const isTradeEvmChain = (chain: string): chain is TradeEvmChain => (EVM_TRADING_CHAINS as readonly string[]).includes(chain);

/** The order a swap call carries. */
export interface SwapCall {
  buildId: Hex;
  token: Address;
  buy: boolean;
  amountIn: bigint;
  minAmountOut: bigint;
}

/** The build id (`b` + 16 hex) as the router's bytes32. */
export const buildIdWord = (buildId: string): Hex => stringToHex(buildId, { size: 32 });

/** Calldata of `swap(...)`. */
export const swapCalldata = (call: SwapCall): Hex => encodeFunctionData({ abi: ROUTER_ABI, functionName: 'swap', args: [call.buildId, call.token, call.buy, call.amountIn, call.minAmountOut] });

/** The order of a swap calldata, or null when it is not one. */
export function readSwapCalldata(data: Hex): SwapCall | null {
  try {
    const decoded = decodeFunctionData({ abi: ROUTER_ABI, data });
    if (decoded.functionName !== 'swap') return null;
    const [buildId, token, buy, amountIn, minAmountOut] = decoded.args;
    return { buildId, token, buy, amountIn, minAmountOut };
  } catch {
    return null;
  }
}

/** A transaction as mined on a trade chain (what settlement checks). */
export interface MinedTx {
  from: string;
  to: string | null;
  value: bigint;
  input: Hex;
  success: boolean;
}

export interface TradeChain {
  key: TradeEvmChain;
  chainId: number;
  /** The chain's faucet account: the sim's own funding and payouts come from it. */
  faucet: Address;
  /** The chain's USDT (its code is there from the start). */
  usdt: ChainUsdt;
  /** One JSON-RPC request (EIP-1193 style), as /rpc/evm/{chain} serves it. */
  request(method: string, params?: unknown[]): Promise<unknown>;
  /** Keeps at least `wei` plus the gas reserve on `address` (the faucet sends what is missing). */
  topUp(address: Address, wei: bigint): Promise<void>;
  /** Mints `units` (smallest units) of the chain's USDT to `to` from the faucet (the token's owner). */
  mintUsdt(to: Address, units: bigint): Promise<void>;
  /** Places the token code at a sim token's address (once). */
  ensureToken(token: Address): Promise<void>;
  /** What `owner` allows the router to take of `token`. */
  allowance(owner: Address, token: Address): Promise<bigint>;
  /** The mined transaction and its status; null when the chain has no receipt for the hash. */
  mined(hash: Hex): Promise<MinedTx | null>;
}

type Request = (method: string, params?: unknown[]) => Promise<unknown>;

function startBareChain(key: TradeEvmChain): Request {
  const provider = ganache.provider({ logging: { quiet: true }, chain: { chainId: CHAINS[key].chainId, hardfork: 'merge' }, wallet: { deterministic: true, totalAccounts: 1, defaultBalance: 1_000_000 }, miner: { instamine: 'eager', defaultTransactionGasLimit: 'estimate' } });
  return (method, params = []) => provider.request({ method, params } as never) as Promise<unknown>;
}

interface Receipt {
  status: string;
  contractAddress: string | null;
}

async function setUp(key: TradeEvmChain, request: Request, firstFunds: (address: Address) => Promise<void>): Promise<TradeChain> {
  const [faucet] = (await request('eth_accounts')) as Address[];
  if (!faucet) throw new Error(`trade chain ${key}: no faucet account`);
  const send = async (tx: Record<string, string>, what: string): Promise<Receipt> => {
    const hash = (await request('eth_sendTransaction', [{ from: faucet, ...tx }])) as Hex;
    const receipt = (await request('eth_getTransactionReceipt', [hash])) as Receipt | null;
    if (receipt?.status !== '0x1') throw new Error(`trade chain ${key}: ${what} failed`);
    return receipt;
  };
  const runtimeCode = async (bytecode: Hex, what: string): Promise<Hex> => {
    const receipt = await send({ data: bytecode }, `${what} deploy`);
    return (await request('eth_getCode', [receipt.contractAddress, 'latest'])) as Hex;
  };
  await request('evm_setAccountCode', [ROUTER, await runtimeCode(ARTIFACTS.SwapRouter.bytecode, 'router')]);
  const tokenCode = await runtimeCode(ARTIFACTS.SimToken.bytecode, 'token');
  // eth's USDT is the perp chain's (localChain.ts placed it, owned by the same faucet); elsewhere
  // it is deployed with the chain's decimals and its code moved to the chain's USDT address.
  const usdt = usdtOf(key);
  if (((await request('eth_getCode', [usdt.address, 'latest'])) as string) === '0x') {
    const deploy = encodeDeployData({ abi: TEST_USDT_ABI, bytecode: ARTIFACTS.TestUSDT.bytecode, args: [usdt.decimals] });
    await request('evm_setAccountCode', [usdt.address, await runtimeCode(deploy, 'usdt')]);
  }
  const placed = new Set<string>();
  const balance = async (address: Address) => BigInt((await request('eth_getBalance', [address, 'latest'])) as string);
  return {
    key,
    chainId: CHAINS[key].chainId,
    faucet,
    usdt,
    request,
    async mintUsdt(to, units) {
      await send({ to: usdt.address, data: encodeFunctionData({ abi: TEST_USDT_ABI, functionName: 'mint', args: [to, units] }) }, 'usdt mint');
    },
    async topUp(address, wei) {
      if ((await balance(address)) === 0n) await firstFunds(address);
      const have = await balance(address);
      const need = wei + GAS_RESERVE_WEI;
      if (have < need) await send({ to: address, value: `0x${(need - have + GAS_RESERVE_WEI).toString(16)}` }, 'top-up');
    },
    async ensureToken(token) {
      const address = token.toLowerCase();
      if (placed.has(address)) return;
      if (((await request('eth_getCode', [address, 'latest'])) as string) === '0x') await request('evm_setAccountCode', [address, tokenCode]);
      placed.add(address);
    },
    async allowance(owner, token) {
      const data = encodeFunctionData({ abi: SIM_TOKEN_ABI, functionName: 'allowance', args: [owner, ROUTER] });
      const answer = (await request('eth_call', [{ to: token, data }, 'latest'])) as Hex;
      return answer === '0x' ? 0n : BigInt(answer);
    },
    async mined(hash) {
      const receipt = (await request('eth_getTransactionReceipt', [hash]).catch(() => null)) as { status: string } | null;
      const tx = (await request('eth_getTransactionByHash', [hash]).catch(() => null)) as { from: string; to: string | null; value: string; input: Hex } | null;
      if (!receipt || !tx) return null;
      return { from: tx.from.toLowerCase(), to: tx.to?.toLowerCase() ?? null, value: BigInt(tx.value), input: tx.input.toLowerCase() as Hex, success: receipt.status === '0x1' };
    },
  };
}

const chains = new WeakMap<object, Map<TradeEvmChain, Promise<TradeChain>>>();
const ready = new WeakMap<object, Map<TradeEvmChain, TradeChain>>();

/** The trade chains of this engine that have started and are set up (a chain not started has no transactions). */
export function readyTradeChains(core: object): TradeChain[] {
  return [...(ready.get(core)?.values() ?? [])];
}

/** The trade chain of `key` for this engine, started (and set up) on first use. */
export function tradeChainOf(core: object, key: TradeEvmChain): Promise<TradeChain> {
  const byKey = chains.get(core) ?? new Map<TradeEvmChain, Promise<TradeChain>>();
  chains.set(core, byKey);
  let chain = byKey.get(key);
  if (!chain) {
    // eth is the perp deposits' chain: a wallet new to it gets the perp faucet's first funds too.
    chain =
      key === 'eth'
        ? chainOf(core).then((local) => setUp(key, local.request, (address) => fundOnce(local, address)))
        : setUp(key, startBareChain(key), async () => undefined);
    chain.then(
      (started) => ready.set(core, (ready.get(core) ?? new Map<TradeEvmChain, TradeChain>()).set(key, started)),
      () => byKey.delete(key),
    );
    byKey.set(key, chain);
  }
  return chain;
}
