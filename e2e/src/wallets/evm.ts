import type { Page } from '@playwright/test';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Hex, TypedDataDefinition } from 'viem';

/**
 * A scripted EVM wallet for end-to-end tests: a real EIP-1193 provider in the page, announced by
 * EIP-6963 (and as window.ethereum for the legacy path), whose signatures are made in Node with a
 * real secp256k1 key through viem. The page never sees the key.
 */
export interface ScriptedEvmWallet {
  readonly rdns: string;
  address(): Hex;
  /** Switch the wallet to another key, as a user switching accounts in MetaMask does. */
  switchAccount(privateKey: Hex): Promise<void>;
  /** Disconnect from the page, as a user revoking the site does. */
  disconnect(): Promise<void>;
  /** Reject the next signature request (message, typed data or transaction) with code 4001, as a user pressing Cancel does. */
  rejectNextSignature(): void;
  /** The EIP-1193 methods the page asked for, in order. */
  requests(): readonly string[];
}

interface InPageOptions {
  rdns: string;
  name: string;
  isMetaMask: boolean;
  legacy: boolean;
  binding: string;
  /** The wallet's networks: hex chain id -> JSON-RPC URL (reads and raw transactions go there). */
  rpcUrls: Record<string, string>;
  chainId: string;
}

function inPageProvider(options: InPageOptions) {
  type Listener = (payload: unknown) => void;
  const w = window as unknown as Record<string, unknown> & { __novaWallets?: Record<string, unknown> };
  const call = (op: string, arg?: unknown) => (w[options.binding] as (op: string, arg?: unknown) => Promise<unknown>)(op, arg);
  const listeners: Record<string, Listener[]> = {};
  let accounts: string[] = [];
  let chainId = options.chainId;
  const networks: Record<string, string> = { ...options.rpcUrls };
  let rpcId = 0;
  // Like MetaMask, the wallet talks to its network's RPC itself (here from the page, so the
  // host's Content-Security-Policy must allow it).
  const rpc = async (method: string, params: unknown[] = []): Promise<unknown> => {
    const url = networks[chainId];
    if (!url) throw Object.assign(new Error(`scripted wallet: no RPC for chain ${chainId}`), { code: -32603 });
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }) });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    if (body.error) throw Object.assign(new Error(body.error.message), body.error);
    return body.result;
  };
  const emit = (event: string, payload: unknown) => (listeners[event] ?? []).forEach((fn) => fn(payload));
  const provider = {
    isMetaMask: options.isMetaMask,
    async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
      void call('log', method);
      switch (method) {
        case 'eth_requestAccounts':
          accounts = [String(await call('address'))];
          emit('connect', { chainId });
          emit('accountsChanged', accounts);
          return accounts;
        case 'eth_accounts':
          return accounts;
        case 'eth_chainId':
          return chainId;
        case 'net_version':
          return String(parseInt(chainId, 16));
        case 'wallet_switchEthereumChain': {
          const target = (params?.[0] as { chainId: string }).chainId.toLowerCase();
          if (!(target in networks)) throw Object.assign(new Error(`Unrecognized chain ID "${target}". Try adding the chain using wallet_addEthereumChain first.`), { code: 4902 });
          chainId = target;
          emit('chainChanged', chainId);
          return null;
        }
        case 'wallet_addEthereumChain': {
          const added = params?.[0] as { chainId: string; rpcUrls?: string[] };
          const url = added.rpcUrls?.[0];
          if (!url) throw Object.assign(new Error('rpcUrls required'), { code: -32602 });
          // Like MetaMask, the wallet adds the network and switches to it (the user approving both).
          chainId = added.chainId.toLowerCase();
          networks[chainId] = url;
          emit('chainChanged', chainId);
          return null;
        }
        case 'eth_signTypedData_v4':
          if (!accounts.length) throw Object.assign(new Error('not connected'), { code: 4100 });
          return call('signTypedData', params?.[1]);
        case 'eth_sendTransaction': {
          if (!accounts.length) throw Object.assign(new Error('not connected'), { code: 4100 });
          const tx = params?.[0] as { to: string; data?: string; value?: string; gas?: string };
          const from = accounts[0];
          const [nonce, gasPrice, estimate] = await Promise.all([
            rpc('eth_getTransactionCount', [from, 'pending']),
            rpc('eth_gasPrice'),
            tx.gas ? Promise.resolve(tx.gas) : rpc('eth_estimateGas', [{ from, to: tx.to, data: tx.data, value: tx.value }]),
          ]);
          const raw = await call('signTransaction', { to: tx.to, data: tx.data, value: tx.value ?? '0x0', nonce, gasPrice, gas: estimate, chainId });
          return rpc('eth_sendRawTransaction', [raw]);
        }
        case 'wallet_requestPermissions':
          accounts = [String(await call('address'))];
          return [{ parentCapability: 'eth_accounts' }];
        case 'wallet_getPermissions':
          return accounts.length ? [{ parentCapability: 'eth_accounts' }] : [];
        case 'wallet_revokePermissions':
          accounts = [];
          emit('accountsChanged', []);
          return null;
        case 'personal_sign':
          if (!accounts.length) throw Object.assign(new Error('not connected'), { code: 4100 });
          return call('sign', params?.[0]);
        default:
          // Reads (eth_call, receipts, balances, blocks) go to the network's RPC.
          if (/^(eth|net|web3)_/.test(method)) return rpc(method, params ?? []);
          throw Object.assign(new Error(`scripted wallet: unsupported method ${method}`), { code: 4200 });
      }
    },
    on(event: string, fn: Listener) {
      (listeners[event] ??= []).push(fn);
      return provider;
    },
    removeListener(event: string, fn: Listener) {
      listeners[event] = (listeners[event] ?? []).filter((f) => f !== fn);
      return provider;
    },
  };
  w.__novaWallets = w.__novaWallets ?? {};
  w.__novaWallets[options.rdns] = {
    switchAccount(address: string) {
      if (!accounts.length) return;
      accounts = [address];
      emit('accountsChanged', accounts);
    },
    disconnect() {
      accounts = [];
      emit('accountsChanged', []);
    },
  };
  if (options.legacy) (w as Record<string, unknown>).ethereum = provider;
  const info = { uuid: crypto.randomUUID(), name: options.name, icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E', rdns: options.rdns };
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

export async function installEvmWallet(
  page: Page,
  options: {
    privateKey: Hex;
    rdns?: string;
    name?: string;
    isMetaMask?: boolean;
    legacy?: boolean;
    /** The networks the wallet knows (hex chain id -> JSON-RPC URL); switching elsewhere is 4902 until added. */
    rpcUrls?: Record<string, string>;
    /** The chain it starts on (hex), 0x1 unless given. */
    chainId?: string;
  },
): Promise<ScriptedEvmWallet> {
  const rdns = options.rdns ?? 'io.metamask';
  const binding = `__novaEvmWallet_${rdns.replace(/\W/g, '_')}`;
  let account: PrivateKeyAccount = privateKeyToAccount(options.privateKey);
  let rejectNext = false;
  const log: string[] = [];
  const userDecides = () => {
    if (!rejectNext) return;
    rejectNext = false;
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
  };
  await page.exposeFunction(binding, async (op: string, arg?: unknown) => {
    if (op === 'address') return account.address;
    if (op === 'log') return void log.push(String(arg));
    if (op === 'sign') {
      userDecides();
      return account.signMessage({ message: { raw: arg as Hex } });
    }
    if (op === 'signTypedData') {
      userDecides();
      const typed = JSON.parse(String(arg)) as TypedDataDefinition & { types: Record<string, unknown> };
      const { EIP712Domain: _domainType, ...types } = typed.types;
      return account.signTypedData({ ...typed, types } as TypedDataDefinition);
    }
    if (op === 'signTransaction') {
      userDecides();
      const tx = arg as { to: Hex; data?: Hex; value: string; nonce: string; gasPrice: string; gas: string; chainId: string };
      const gas = (BigInt(tx.gas) * 12n) / 10n;
      return account.signTransaction({ type: 'legacy', to: tx.to, data: tx.data, value: BigInt(tx.value), nonce: Number(BigInt(tx.nonce)), gasPrice: BigInt(tx.gasPrice), gas, chainId: Number(BigInt(tx.chainId)) });
    }
    throw new Error(`unknown op ${op}`);
  });
  const rpcUrls = Object.fromEntries(Object.entries(options.rpcUrls ?? {}).map(([id, url]) => [id.toLowerCase(), url]));
  const chainId = (options.chainId ?? '0x1').toLowerCase();
  if (!(chainId in rpcUrls)) rpcUrls[chainId] = '';
  await page.addInitScript(inPageProvider, { rdns, name: options.name ?? 'MetaMask', isMetaMask: options.isMetaMask ?? rdns === 'io.metamask', legacy: options.legacy ?? true, binding, rpcUrls, chainId });
  return {
    rdns,
    address: () => account.address,
    async switchAccount(privateKey) {
      account = privateKeyToAccount(privateKey);
      await page.evaluate(([r, a]) => (window as unknown as { __novaWallets: Record<string, { switchAccount(a: string): void }> }).__novaWallets[r]!.switchAccount(a), [rdns, account.address] as const);
    },
    async disconnect() {
      await page.evaluate((r) => (window as unknown as { __novaWallets: Record<string, { disconnect(): void }> }).__novaWallets[r]!.disconnect(), rdns);
    },
    rejectNextSignature() {
      rejectNext = true;
    },
    requests: () => [...log],
  };
}

/** The EVM trading chains by hex chain id (eth, bsc, base, gatelayer). */
export const EVM_TRADE_CHAIN_IDS = { eth: '0x1', bsc: '0x38', base: '0x2105', gatelayer: '0x2768' } as const;

/**
 * The networks of a MetaMask-like wallet pointed at market-sim: each EVM trading chain's local
 * chain at `<sim>/rpc/evm/{chain}` (what a user's wallet has configured for those networks).
 */
export function simEvmNetworks(simUrl: string): Record<string, string> {
  return Object.fromEntries(Object.entries(EVM_TRADE_CHAIN_IDS).map(([chain, id]) => [id, `${simUrl}/rpc/evm/${chain}`]));
}

/** One JSON-RPC call to a sim trade chain, from the test (to check what was mined). */
export async function simChainRpc(simUrl: string, chain: keyof typeof EVM_TRADE_CHAIN_IDS, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(`${simUrl}/rpc/evm/${chain}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${chain} ${method}: ${body.error.message}`);
  return body.result;
}
