// The sim's local chain: one per engine, started on first use, served as JSON-RPC at /rpc/evm.
import { parseEther } from 'viem';
import type { Address } from 'viem';
import { nonceChecked, restoreChain, touchAccount } from './chainState';
import { startLocalChain } from './localChain';
import type { LocalChain } from './localChain';
import { readRpcBody } from './jsonRpc';

/** The perp network the local chain stands in for: wallet deposits on it are real transactions. */
export const LOCAL_CHAIN = 'eth' as const;
/** The vault's native deposit fee, wei (what /perp/deposit_fee answers for Ethereum). */
export const LOCAL_DEPOSIT_FEE_WEI = 900_000_000_000_000n;
/** What the faucet gives a wallet that holds no native coin on the chain: gas money and 1000 USDT. */
export const FAUCET = { nativeWei: parseEther('1'), usdtUnits: 1_000_000_000n } as const;

const chains = new WeakMap<object, Promise<LocalChain>>();

export function chainOf(core: object): Promise<LocalChain> {
  let chain = chains.get(core);
  if (!chain) {
    // A restarted sim's chain is given back the accounts kept of it before it is handed out (chainState.ts).
    chain = startLocalChain({ chain: LOCAL_CHAIN, depositFeeWei: LOCAL_DEPOSIT_FEE_WEI }).then(async (local) => {
      await restoreChain(core, { key: LOCAL_CHAIN, request: local.request, usdt: local.token, mint: (to, units) => local.fund(to, units, 0n) });
      return { ...local, request: nonceChecked(local.request, (address) => touchAccount(core, LOCAL_CHAIN, address)) };
    });
    chain.catch(() => chains.delete(core));
    chains.set(core, chain);
  }
  return chain;
}

/** A wallet new to the chain gets gas money and USDT once (it holds no native coin yet). */
export async function fundOnce(chain: LocalChain, address: Address): Promise<void> {
  const balance = BigInt((await chain.request('eth_getBalance', [address, 'latest'])) as string);
  if (balance === 0n) await chain.fund(address, FAUCET.usdtUnits, FAUCET.nativeWei);
}

interface RpcCall {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

async function answer(chain: Pick<LocalChain, 'request'>, call: RpcCall): Promise<Record<string, unknown>> {
  const id = call.id ?? null;
  if (typeof call.method !== 'string') return { jsonrpc: '2.0', id, error: { code: -32600, message: 'invalid request' } };
  try {
    return { jsonrpc: '2.0', id, result: await chain.request(call.method, Array.isArray(call.params) ? call.params : []) };
  } catch (error) {
    const e = error as { code?: number; message?: string; data?: unknown };
    return { jsonrpc: '2.0', id, error: { code: typeof e.code === 'number' ? e.code : -32603, message: e.message ?? 'internal error', ...(e.data !== undefined ? { data: e.data } : {}) } };
  }
}

/** POST /rpc/evm: JSON-RPC 2.0 (single or batch) against the local chain (or `chain`, a trade chain's). */
export async function rpcBody(core: object, body: unknown, chainFor: (core: object) => Promise<Pick<LocalChain, 'request'>> = chainOf): Promise<unknown> {
  const read = readRpcBody(body);
  if (!('call' in read)) return read;
  const parsed = read.call;
  const chain = await chainFor(core);
  if (Array.isArray(parsed)) return Promise.all(parsed.map((call) => answer(chain, (call ?? {}) as RpcCall)));
  return answer(chain, (parsed ?? {}) as RpcCall);
}
