import { PhantomWalletName } from '@solana/wallet-adapter-phantom';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import type { WalletContextState } from '@solana/wallet-adapter-react';
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

/** What the service uses of the Solana wallet adapter's React context (`useWallet()`). */
export type SolanaWalletContext = Pick<WalletContextState, 'wallets' | 'wallet' | 'publicKey' | 'connected' | 'select' | 'connect' | 'disconnect' | 'signMessage' | 'signTransaction'>;

/**
 * The adapter context's latest value, outside React: the bridge (solanaProvider.tsx) sets it on
 * every change of the context, the Phantom wallet below reads it and waits for it.
 */
export interface SolanaWalletStates {
  get(): SolanaWalletContext | undefined;
  set(state: SolanaWalletContext): void;
  subscribe(listener: (state: SolanaWalletContext) => void): () => void;
}

export function createSolanaWalletStates(): SolanaWalletStates {
  let current: SolanaWalletContext | undefined;
  const listeners = new Set<(state: SolanaWalletContext) => void>();
  return {
    get: () => current,
    set(state) {
      current = state;
      for (const listener of [...listeners]) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The first state, the current one included, that passes `test`. */
function nextState(states: SolanaWalletStates, test: (state: SolanaWalletContext) => boolean): Promise<SolanaWalletContext> {
  return new Promise((resolve) => {
    const now = states.get();
    if (now && test(now)) {
      resolve(now);
      return;
    }
    const off = states.subscribe((state) => {
      if (!test(state)) return;
      off();
      resolve(state);
    });
  });
}

const isPhantom = (state: SolanaWalletContext | undefined) => state?.wallet?.adapter.name === PhantomWalletName;
const phantomConnected = (state: SolanaWalletContext) => isPhantom(state) && state.connected && state.publicKey !== null;
/** Phantom's account while it is the connected wallet of the context. */
const phantomAddress = (state: SolanaWalletContext | undefined) => (state && phantomConnected(state) ? state.publicKey?.toBase58() : undefined);

const phantomNotInstalled = () => new WalletError(WALLET_ERRORS.notInstalled, 'Phantom is not installed', false, { wallet: 'Phantom' });

/**
 * Phantom through the Solana wallet adapter's React context (`WalletProvider`, solanaProvider.tsx):
 * the context selects it, connects it, signs with it and tells its account; this turns that into
 * the framework-free SolanaWallet the service uses. Signatures travel hex-encoded (see the
 * walletAuth endpoint); only v0 transactions are signed.
 */
export function createPhantomWallet(states: SolanaWalletStates): SolanaWallet {
  const available = () => states.get()?.wallets.some((w) => w.adapter.name === PhantomWalletName && w.readyState === WalletReadyState.Installed) === true;

  /**
   * Selects Phantom in the context (a re-render makes it the context's wallet), then connects it
   * through the context. The context's signers check the connection they were rendered with, so
   * this resolves with the state rendered once Phantom is connected.
   */
  const open = async (from: SolanaWalletContext): Promise<SolanaWalletContext> => {
    let state = from;
    if (!isPhantom(state)) {
      state.select(PhantomWalletName);
      state = await nextState(states, isPhantom);
    }
    try {
      await state.connect();
    } catch (error) {
      // The provider deselects a wallet that failed to connect: a next attempt starts from that render.
      await nextState(states, (next) => !isPhantom(next));
      throw error;
    }
    // connect() also returns without connecting while a disconnect is under way (a logout).
    if (!state.wallet?.adapter.connected) throw new WalletError(WALLET_ERRORS.notConnected, 'No wallet is connected');
    return nextState(states, phantomConnected);
  };
  let opening: Promise<SolanaWalletContext> | null = null;
  /** The connected state; after a reload the session stands but Phantom is not connected yet (it asks only if the site is not trusted). */
  const connected = async (): Promise<SolanaWalletContext> => {
    // Right after the wallet connected or disconnected, the context's render of it may be on its way.
    const state = await nextState(states, (s) => s.connected === (s.wallet?.adapter.connected ?? false));
    if (phantomConnected(state)) return state;
    if (!available()) throw phantomNotInstalled();
    // One connection at a time: a second caller waits for the first (the context ignores a connect while one is under way).
    return (opening ??= open(state).finally(() => (opening = null)));
  };

  const sign = async (message: string) => {
    try {
      const state = await connected();
      if (!state.signMessage) throw new Error('message signing is not supported');
      return toHex(await state.signMessage(new TextEncoder().encode(message)));
    } catch (error) {
      throw toWalletError(error, 'phantom');
    }
  };

  return {
    available,
    wallet: () => ({
      kind: 'phantom',
      async connect() {
        let state: SolanaWalletContext;
        try {
          state = await connected();
        } catch (error) {
          throw toWalletError(error, 'phantom');
        }
        const address = phantomAddress(state);
        if (!address) throw new WalletError(WALLET_ERRORS.notConnected, 'No wallet is connected');
        return address;
      },
      signMessage: sign,
    }),
    address: () => phantomAddress(states.get()),
    watch(listener) {
      // Changes only: an account switch re-renders the context with the new key, a disconnect without one.
      let last = phantomAddress(states.get());
      return states.subscribe((state) => {
        const address = phantomAddress(state);
        if (address === last) return;
        last = address;
        listener(address);
      });
    },
    signMessage: sign,
    async signTransaction(serializedBase64) {
      // Only v0 transactions are signed (spec 2 §5): a legacy one is refused before Phantom sees it.
      const tx = deserializeV0(serializedBase64);
      try {
        const state = await connected();
        if (!state.signTransaction) throw new Error('transaction signing is not supported');
        return toBase64((await state.signTransaction(tx)).serialize());
      } catch (error) {
        throw toWalletError(error, 'phantom');
      }
    },
    async disconnect() {
      // The context disconnects its wallet and forgets the selection (the wallet's disconnect event).
      const state = states.get();
      if (isPhantom(state)) await state?.disconnect();
    },
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
