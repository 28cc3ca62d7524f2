import { PhantomWalletAdapter } from '@solana/wallet-adapter-phantom';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { VersionedTransaction } from '@solana/web3.js';
import { WALLET_ERRORS, WALLET_KINDS, WalletError, toWalletError } from './kinds';
import type { SignInWallet } from './signIn';

/** A Solana wallet of the sign-in drawer (Phantom, or {product} Wallet's Solana side). */
export interface SolanaWallet {
  available(): boolean;
  wallet(): SignInWallet;
  address(): string | undefined;
  watch(listener: (address: string | undefined) => void): () => void;
  signMessage(message: string): Promise<string>;
  signTransaction(serializedBase64: string): Promise<string>;
  disconnect(): Promise<void>;
}

export const EXPECTED_V0 = 'Expected Versioned Transaction (V0)';

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromBase64(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** A serialized transaction (base64) as a v0 VersionedTransaction; anything else is refused with `Expected Versioned Transaction (V0)`. */
export function deserializeV0(serializedBase64: string): VersionedTransaction {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(fromBase64(serializedBase64));
  } catch {
    throw new Error(EXPECTED_V0);
  }
  if (tx.version !== 0) throw new Error(EXPECTED_V0);
  return tx;
}

/** Phantom through the Solana wallet adapter. Signatures travel hex-encoded (see the walletAuth endpoint). */
export function createPhantomWallet(): SolanaWallet {
  const adapter = new PhantomWalletAdapter();
  const address = () => adapter.publicKey?.toBase58();

  const ensureConnected = async () => {
    if (adapter.connected) return;
    if (adapter.readyState !== WalletReadyState.Installed) throw new WalletError(WALLET_ERRORS.notInstalled, 'Phantom is not installed', false, { wallet: 'Phantom' });
    await adapter.connect();
  };

  const sign = async (message: string) => {
    try {
      await ensureConnected();
      return toHex(await adapter.signMessage(new TextEncoder().encode(message)));
    } catch (error) {
      throw toWalletError(error, 'phantom');
    }
  };

  return {
    available: () => adapter.readyState === WalletReadyState.Installed,
    wallet: () => ({
      kind: 'phantom',
      async connect() {
        try {
          await ensureConnected();
        } catch (error) {
          throw toWalletError(error, 'phantom');
        }
        const a = address();
        if (!a) throw new WalletError(WALLET_ERRORS.notConnected, 'No wallet is connected');
        return a;
      },
      signMessage: sign,
    }),
    address,
    watch(listener) {
      const onConnect = () => listener(address());
      const onDisconnect = () => listener(undefined);
      adapter.on('connect', onConnect);
      adapter.on('disconnect', onDisconnect);
      return () => {
        adapter.off('connect', onConnect);
        adapter.off('disconnect', onDisconnect);
      };
    },
    // After a reload the session stands but the adapter is not connected yet: it connects first
    // (Phantom asks only if the site is not trusted); another account then ends the session (sessionWatch).
    signMessage: sign,
    async signTransaction(serializedBase64) {
      // Only v0 transactions are signed (spec 2 §5): a legacy one is refused before Phantom sees it.
      const tx = deserializeV0(serializedBase64);
      try {
        await ensureConnected();
        const signed = await adapter.signTransaction(tx);
        return toBase64(signed.serialize());
      } catch (error) {
        throw toWalletError(error, 'phantom');
      }
    },
    disconnect: () => adapter.disconnect(),
  };
}

/** What {product} Wallet's extension injects for Solana (`window.nova.solana`, Phantom's provider shape). */
interface InjectedSolanaProvider {
  publicKey: { toBase58(): string } | null;
  connect(): Promise<{ publicKey: { toBase58(): string } }>;
  disconnect(): Promise<void>;
  signMessage(message: Uint8Array): Promise<{ signature: Uint8Array }>;
  signTransaction(transaction: VersionedTransaction): Promise<VersionedTransaction>;
  on(event: 'connect' | 'disconnect' | 'accountChanged', listener: (key?: { toBase58(): string } | null) => void): void;
  off(event: 'connect' | 'disconnect' | 'accountChanged', listener: (key?: { toBase58(): string } | null) => void): void;
}

const novaSolanaProvider = (): InjectedSolanaProvider | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as { nova?: { solana?: InjectedSolanaProvider } }).nova?.solana;

/**
 * {product} Wallet on Solana (spec 2 §1: it supports Solana and EVM): its extension's injected
 * provider, used directly (no adapter library knows it). Same rules as Phantom: hex ed25519
 * signatures, v0 transactions only.
 */
export function createNovaSolanaWallet(provider: () => InjectedSolanaProvider | undefined = novaSolanaProvider): SolanaWallet {
  let connected: string | undefined;
  const need = (): InjectedSolanaProvider => {
    const p = provider();
    if (!p) throw new WalletError(WALLET_ERRORS.notInstalled, `${WALLET_KINDS.nova.label} is not installed`, false, { wallet: WALLET_KINDS.nova.label });
    return p;
  };
  /** After a reload the wallet may not be connected yet: connect (the wallet asks if it must). */
  const ensureConnected = async (): Promise<InjectedSolanaProvider> => {
    const p = need();
    connected ??= p.publicKey?.toBase58();
    if (!connected) {
      try {
        connected = (await p.connect()).publicKey.toBase58();
      } catch (error) {
        throw toWalletError(error, 'nova');
      }
    }
    return p;
  };
  const sign = async (p: InjectedSolanaProvider, message: string) => {
    try {
      return toHex((await p.signMessage(new TextEncoder().encode(message))).signature);
    } catch (error) {
      throw toWalletError(error, 'nova');
    }
  };
  return {
    available: () => provider() !== undefined,
    wallet: () => ({
      kind: 'nova',
      async connect() {
        try {
          connected = (await need().connect()).publicKey.toBase58();
        } catch (error) {
          throw toWalletError(error, 'nova');
        }
        return connected;
      },
      signMessage: (message) => sign(need(), message),
    }),
    address: () => connected ?? provider()?.publicKey?.toBase58(),
    watch(listener) {
      const p = provider();
      if (!p) return () => undefined;
      const onConnect = (key?: { toBase58(): string } | null) => listener((connected = key?.toBase58() ?? p.publicKey?.toBase58()));
      const onChange = (key?: { toBase58(): string } | null) => listener((connected = key ? key.toBase58() : undefined));
      const onDisconnect = () => listener((connected = undefined));
      p.on('connect', onConnect);
      p.on('accountChanged', onChange);
      p.on('disconnect', onDisconnect);
      return () => {
        p.off('connect', onConnect);
        p.off('accountChanged', onChange);
        p.off('disconnect', onDisconnect);
      };
    },
    signMessage: async (message) => sign(await ensureConnected(), message),
    async signTransaction(serializedBase64) {
      const tx = deserializeV0(serializedBase64);
      const p = await ensureConnected();
      try {
        return toBase64((await p.signTransaction(tx)).serialize());
      } catch (error) {
        throw toWalletError(error, 'nova');
      }
    },
    async disconnect() {
      connected = undefined;
      await provider()?.disconnect();
    },
  };
}
