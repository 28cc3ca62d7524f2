import type { Page } from '@playwright/test';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Hex } from 'viem';

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
  /** Reject the next signature request with code 4001, as a user pressing Cancel does. */
  rejectNextSignature(): void;
}

interface InPageOptions {
  rdns: string;
  name: string;
  isMetaMask: boolean;
  legacy: boolean;
  binding: string;
}

function inPageProvider(options: InPageOptions) {
  type Listener = (payload: unknown) => void;
  const w = window as unknown as Record<string, unknown> & { __novaWallets?: Record<string, unknown> };
  const call = (op: string, arg?: unknown) => (w[options.binding] as (op: string, arg?: unknown) => Promise<unknown>)(op, arg);
  const listeners: Record<string, Listener[]> = {};
  let accounts: string[] = [];
  let chainId = '0x1';
  const emit = (event: string, payload: unknown) => (listeners[event] ?? []).forEach((fn) => fn(payload));
  const provider = {
    isMetaMask: options.isMetaMask,
    async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
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
        case 'wallet_switchEthereumChain':
          chainId = (params?.[0] as { chainId: string }).chainId;
          emit('chainChanged', chainId);
          return null;
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
  options: { privateKey: Hex; rdns?: string; name?: string; isMetaMask?: boolean; legacy?: boolean },
): Promise<ScriptedEvmWallet> {
  const rdns = options.rdns ?? 'io.metamask';
  const binding = `__novaEvmWallet_${rdns.replace(/\W/g, '_')}`;
  let account: PrivateKeyAccount = privateKeyToAccount(options.privateKey);
  let rejectNext = false;
  await page.exposeFunction(binding, async (op: string, arg?: unknown) => {
    if (op === 'address') return account.address;
    if (op === 'sign') {
      if (rejectNext) {
        rejectNext = false;
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      return account.signMessage({ message: { raw: arg as Hex } });
    }
    throw new Error(`unknown op ${op}`);
  });
  await page.addInitScript(inPageProvider, { rdns, name: options.name ?? 'MetaMask', isMetaMask: options.isMetaMask ?? rdns === 'io.metamask', legacy: options.legacy ?? true, binding });
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
  };
}
