// The sim's local trade chains: one EVM chain per EVM trading chain (eth, bsc, base, gatelayer),
// each with that chain's chain id, started on first use (ganache in process; eth is the perp
// deposits' chain of simChain.ts). On each: the router (contracts/SwapRouter.sol) at ROUTER, the
// USDT-like token (contracts/TestUSDT.sol) at the chain's USDT address (usdt.ts), and the token
// code (contracts/SimToken.sol) placed at a sim token's address when a wallet first sells it. Served as JSON-RPC at /rpc/evm/{chain}. Prices, pools and token holdings stay the sim's;
// the chain proves that the signed-in wallet sent the built order, and a wallet's native coin and
// USDT are what it holds here (see README "Wallet orders on EVM" and "Wallet balances").
import ganache from 'ganache';
import { decodeFunctionData, encodeDeployData, encodeFunctionData, parseUnits, stringToHex } from 'viem';
import type { Address, Hex } from 'viem';
import { CHAINS, EVM_TRADING_CHAINS, PERP_TOKENS, type EvmTradingChain } from '@nova/shared-contracts';
import { ARTIFACTS } from './artifacts';
import { faucetRecord, nonceChecked, restoreChain, touchAccount } from './chainState';
import { chainOf, fundOnce } from './simChain';
import { usdtOf } from './usdt';
import type { ChainUsdt } from './usdt';

export type TradeEvmChain = EvmTradingChain;

/** The router every EVM wallet order is sent to (its code is placed there on each chain). */
export const ROUTER: Address = '0x000000000000000000000000000000000000a11e';
/** What a wallet keeps on a trade chain for gas, on top of what it sends (wei of the native coin). */
export const GAS_RESERVE_WEI = 10n ** 16n;

/**
 * What the faucet gives a wallet the first time the sim serves it on a trade chain: the native
 * coin (whole units) and, on a chain whose USDT the product lists (PERP_TOKENS), 1,000 USDT. On
 * eth it is the perp chain's faucet (simChain.ts' fundOnce: 1 ETH and 1,000 USDT).
 */
export const WALLET_FAUCET: { native: Readonly<Record<Exclude<TradeEvmChain, 'eth'>, string>>; usdt: string } = { native: { bsc: '5', base: '1', gatelayer: '500' }, usdt: '1000' };

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
  /** The block it was mined in. */
  block: bigint;
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
  /** The faucet's first funds (WALLET_FAUCET), once per wallet on this chain; later calls wait for the first. */
  fundNew(address: Address): Promise<void>;
  /** The native coin `address` holds (wei), at the latest block or after block `block`. */
  nativeBalance(address: Address, block?: bigint): Promise<bigint>;
  /** The chain's USDT `address` holds (smallest units). */
  usdtBalance(address: Address): Promise<bigint>;
  /** Sends `wei` of the native coin from the faucet to `to` (a real, mined transaction); its hash. */
  pay(to: Address, wei: bigint): Promise<Hex>;
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
type FaucetRecord = ReturnType<typeof faucetRecord>;

function startBareChain(key: TradeEvmChain): Request {
  const provider = ganache.provider({ logging: { quiet: true }, chain: { chainId: CHAINS[key].chainId, hardfork: 'merge' }, wallet: { deterministic: true, totalAccounts: 1, defaultBalance: 1_000_000 }, miner: { instamine: 'eager', defaultTransactionGasLimit: 'estimate' } });
  return (method, params = []) => provider.request({ method, params } as never) as Promise<unknown>;
}

interface Receipt {
  status: string;
  contractAddress: string | null;
  transactionHash: Hex;
  blockNumber: string;
}

/**
 * `firstFunds` is what a wallet new to the chain is given before a top-up (eth: the perp chain's
 * faucet; none elsewhere); `fundNew` gives WALLET_FAUCET's amounts (eth: `firstFunds`).
 */
async function setUp(key: TradeEvmChain, request: Request, funded: FaucetRecord, firstFunds?: (address: Address) => Promise<void>): Promise<TradeChain> {
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
  const balance = async (address: Address, block?: bigint) => BigInt((await request('eth_getBalance', [address, block === undefined ? 'latest' : `0x${block.toString(16)}`])) as string);
  const mintUsdt = async (to: Address, units: bigint) => {
    await send({ to: usdt.address, data: encodeFunctionData({ abi: TEST_USDT_ABI, functionName: 'mint', args: [to, units] }) }, 'usdt mint');
  };
  const faucetFunds =
    key === 'eth'
      ? firstFunds
      : async (address: Address) => {
          await send({ to: address, value: `0x${parseUnits(WALLET_FAUCET.native[key], CHAINS[key].nativeDecimals).toString(16)}` }, 'faucet');
          if (key in PERP_TOKENS) await mintUsdt(address, parseUnits(WALLET_FAUCET.usdt, usdt.decimals));
        };
  const funding = new Map<string, Promise<void>>();
  return {
    key,
    chainId: CHAINS[key].chainId,
    faucet,
    usdt,
    request,
    mintUsdt,
    async topUp(address, wei) {
      if (firstFunds && (await balance(address)) === 0n) await firstFunds(address);
      const have = await balance(address);
      const need = wei + GAS_RESERVE_WEI;
      if (have < need) await send({ to: address, value: `0x${(need - have + GAS_RESERVE_WEI).toString(16)}` }, 'top-up');
    },
    fundNew(address) {
      const id = address.toLowerCase();
      let done = funding.get(id);
      if (!done) {
        // Funded before (also before a restart: the record is kept): not again.
        done = funded.has(id) || !faucetFunds ? Promise.resolve() : faucetFunds(address).then(() => funded.add(id));
        funding.set(id, done);
        // A faucet transfer that failed is tried again on the next call.
        done.catch(() => funding.delete(id));
      }
      return done;
    },
    nativeBalance: balance,
    async usdtBalance(address) {
      const data = encodeFunctionData({ abi: TEST_USDT_ABI, functionName: 'balanceOf', args: [address] });
      const answer = (await request('eth_call', [{ to: usdt.address, data }, 'latest'])) as Hex;
      return answer === '0x' ? 0n : BigInt(answer);
    },
    async pay(to, wei) {
      return (await send({ to, value: `0x${wei.toString(16)}` }, 'payout')).transactionHash;
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
      const receipt = (await request('eth_getTransactionReceipt', [hash]).catch(() => null)) as Pick<Receipt, 'status' | 'blockNumber'> | null;
      const tx = (await request('eth_getTransactionByHash', [hash]).catch(() => null)) as { from: string; to: string | null; value: string; input: Hex } | null;
      if (!receipt || !tx) return null;
      return { from: tx.from.toLowerCase(), to: tx.to?.toLowerCase() ?? null, value: BigInt(tx.value), input: tx.input.toLowerCase() as Hex, success: receipt.status === '0x1', block: BigInt(receipt.blockNumber) };
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
    // A restarted sim's chain is given back the accounts kept of it before it is handed out (chainState.ts; eth's in chainOf).
    chain =
      key === 'eth'
        ? chainOf(core).then((local) => setUp(key, local.request, faucetRecord(core, key), (address) => fundOnce(local, address)))
        : setUp(key, nonceChecked(startBareChain(key), (address) => touchAccount(core, key, address)), faucetRecord(core, key)).then(async (started) => {
            await restoreChain(core, { key, request: started.request, usdt: started.usdt.address, mint: started.mintUsdt });
            return started;
          });
    chain.then(
      (started) => ready.set(core, (ready.get(core) ?? new Map<TradeEvmChain, TradeChain>()).set(key, started)),
      () => byKey.delete(key),
    );
    byKey.set(key, chain);
  }
  return chain;
}
