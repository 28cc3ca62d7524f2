import type { Page } from '@playwright/test';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, hex } from '@scure/base';

/**
 * A scripted Phantom for end-to-end tests: window.phantom.solana with connect, signMessage and the
 * accountChanged/disconnect events the Solana wallet adapter listens to; messages are signed in
 * Node with a real ed25519 key.
 */
export interface ScriptedPhantom {
  address(): string;
  /** How many transactions the wallet has signed. */
  signedTransactions(): number;
  switchAccount(secretKey: Uint8Array): Promise<void>;
  disconnect(): Promise<void>;
}

/** Where the provider is injected: Phantom's globals, or {product} Wallet's Solana side (`window.nova.solana`). */
export type SolanaProviderSlot = 'phantom' | 'nova';

function inPagePhantom({ binding, slot }: { binding: string; slot: SolanaProviderSlot }) {
  type Listener = (payload?: unknown) => void;
  const w = window as unknown as Record<string, unknown>;
  const call = (op: string, arg?: unknown) => (w[binding] as (op: string, arg?: unknown) => Promise<unknown>)(op, arg);
  const listeners: Record<string, Listener[]> = {};
  const emit = (event: string, payload?: unknown) => (listeners[event] ?? []).forEach((fn) => fn(payload));
  const toKey = (k: { base58: string; bytes: number[] }) => ({
    toBytes: () => Uint8Array.from(k.bytes),
    toBase58: () => k.base58,
    toString: () => k.base58,
    equals: (other: { toBase58(): string }) => other.toBase58() === k.base58,
  });
  const provider = {
    isPhantom: slot === 'phantom',
    isNova: slot === 'nova',
    isConnected: false,
    publicKey: null as ReturnType<typeof toKey> | null,
    async connect() {
      provider.publicKey = toKey((await call('key')) as { base58: string; bytes: number[] });
      provider.isConnected = true;
      emit('connect', provider.publicKey);
      return { publicKey: provider.publicKey };
    },
    async disconnect() {
      provider.publicKey = null;
      provider.isConnected = false;
      emit('disconnect');
    },
    /** Signs the VersionedTransaction the adapter hands over (its message, in Node) and returns it. */
    async signTransaction<T extends { message: { serialize(): Uint8Array }; signatures: Uint8Array[] }>(transaction: T) {
      if (!provider.isConnected) throw Object.assign(new Error('not connected'), { code: 4100 });
      const signature = (await call('signTransaction', Array.from(transaction.message.serialize()))) as number[];
      transaction.signatures[0] = Uint8Array.from(signature);
      return transaction;
    },
    async signMessage(message: Uint8Array) {
      if (!provider.isConnected) throw Object.assign(new Error('not connected'), { code: 4100 });
      const signature = (await call('sign', Array.from(message))) as number[];
      return { signature: Uint8Array.from(signature), publicKey: provider.publicKey };
    },
    on(event: string, fn: Listener) {
      (listeners[event] ??= []).push(fn);
    },
    off(event: string, fn: Listener) {
      listeners[event] = (listeners[event] ?? []).filter((f) => f !== fn);
    },
    __switch(k: { base58: string; bytes: number[] }) {
      if (!provider.isConnected) return;
      provider.publicKey = toKey(k);
      emit('accountChanged', provider.publicKey);
    },
  };
  if (slot === 'nova') {
    w.nova = { ...((w.nova as object | undefined) ?? {}), solana: provider };
    return;
  }
  w.isPhantomInstalled = true;
  w.phantom = { solana: provider };
  w.solana = provider;
}

/**
 * Installs the scripted Solana wallet: Phantom by default, or with `slot: 'nova'` the Solana side
 * of the {product} Wallet extension (the same provider shape at `window.nova.solana`).
 */
export async function installPhantom(page: Page, options: { secretKey: Uint8Array; slot?: SolanaProviderSlot }): Promise<ScriptedPhantom> {
  const slot = options.slot ?? 'phantom';
  const binding = slot === 'nova' ? '__novaSolanaWallet' : '__novaPhantomWallet';
  let secret = options.secretKey;
  let signed = 0;
  const key = () => {
    const bytes = ed25519.getPublicKey(secret);
    return { base58: base58.encode(bytes), bytes: Array.from(bytes) };
  };
  await page.exposeFunction(binding, async (op: string, arg?: unknown) => {
    if (op === 'key') return key();
    if (op === 'sign') return Array.from(ed25519.sign(Uint8Array.from(arg as number[]), secret));
    if (op === 'signTransaction') {
      signed += 1;
      return Array.from(ed25519.sign(Uint8Array.from(arg as number[]), secret));
    }
    throw new Error(`unknown op ${op}`);
  });
  await page.addInitScript(inPagePhantom, { binding, slot });
  return {
    address: () => key().base58,
    signedTransactions: () => signed,
    async switchAccount(secretKey) {
      secret = secretKey;
      await page.evaluate(([where, k]) => (window as unknown as Record<string, { solana: { __switch(k: unknown): void } }>)[where]!.solana.__switch(k), [slot, key()] as const);
    },
    async disconnect() {
      await page.evaluate((where) => (window as unknown as Record<string, { solana: { disconnect(): Promise<void> } }>)[where]!.solana.disconnect(), slot);
    },
  };
}

/** A fresh ed25519 secret key, hex for logs. */
export function randomSolanaSecret(): { secretKey: Uint8Array; hex: string } {
  const secretKey = ed25519.utils.randomSecretKey();
  return { secretKey, hex: hex.encode(secretKey) };
}
