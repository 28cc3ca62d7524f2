import { afterEach, describe, expect, it, vi } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { hexToBytes } from 'viem';
import { PublicKey, type VersionedTransaction } from '@solana/web3.js';
import { base58Encode } from '@nova/shared-contracts';
import { SOLANA_WALLET_STORAGE_KEY, mountPhantom } from './solanaProvider';
import { WALLET_ERRORS, WalletError } from './kinds';

type Listener = (payload?: unknown) => void;

/** A v0 message paid by `payer`: header (1 signer, 0, 1 read-only), 2 keys, blockhash, one instruction of program 1 on account 0, no lookups. */
const v0Message = (payer: Uint8Array) => Uint8Array.from([0x80, 1, 0, 1, 2, ...payer, ...new Array(32).fill(0), ...new Array(32).fill(9), 1, 1, 1, 0, 0, 0]);

/**
 * What Phantom's extension injects (`window.phantom.solana`), signing with a real ed25519 key; the
 * adapter detects it by `isPhantomInstalled` and listens to its accountChanged and disconnect events.
 */
function installPhantom() {
  let secret = ed25519.utils.randomSecretKey();
  const listeners: Record<string, Listener[]> = {};
  const emit = (event: string, payload?: unknown) => (listeners[event] ?? []).forEach((fn) => fn(payload));
  const key = () => new PublicKey(ed25519.getPublicKey(secret));
  const provider = {
    isPhantom: true,
    isConnected: false,
    publicKey: null as PublicKey | null,
    refuseNextConnect: false,
    connect: vi.fn(async () => {
      if (provider.refuseNextConnect) {
        provider.refuseNextConnect = false;
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      provider.publicKey = key();
      provider.isConnected = true;
      emit('connect', provider.publicKey);
      return { publicKey: provider.publicKey };
    }),
    async disconnect() {
      provider.publicKey = null;
      provider.isConnected = false;
      emit('disconnect');
    },
    async signMessage(message: Uint8Array) {
      return { signature: ed25519.sign(message, secret), publicKey: provider.publicKey };
    },
    /**
     * Signs a v0 transaction paid by this key. Its message is signed as the test built it: web3.js
     * serializes with Node's Buffer, which is no Uint8Array of jsdom's realm, so the signed
     * transaction comes back as the wallet would serialize it.
     */
    signTransaction: vi.fn(async (transaction: VersionedTransaction) => {
      if (transaction.version !== 0 || !transaction.message.staticAccountKeys[0]?.equals(key())) throw new Error('not a v0 transaction of this account');
      const message = v0Message(key().toBytes());
      return { serialize: () => Uint8Array.from([1, ...ed25519.sign(message, secret), ...message]) };
    }),
    on: (event: string, fn: Listener) => void (listeners[event] ??= []).push(fn),
    off: (event: string, fn: Listener) => void (listeners[event] = (listeners[event] ?? []).filter((f) => f !== fn)),
  };
  Object.assign(window, { isPhantomInstalled: true, phantom: { solana: provider } });
  return {
    provider,
    address: () => base58Encode(ed25519.getPublicKey(secret)),
    publicKey: () => ed25519.getPublicKey(secret),
    switchAccount() {
      secret = ed25519.utils.randomSecretKey();
      provider.publicKey = key();
      emit('accountChanged', provider.publicKey);
    },
  };
}

const mounted: Array<() => void> = [];
function mount() {
  const { phantom, unmount } = mountPhantom();
  mounted.push(unmount);
  return phantom;
}

afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  Reflect.deleteProperty(window, 'isPhantomInstalled');
  Reflect.deleteProperty(window, 'phantom');
});

describe('Phantom through the Solana wallet adapter’s WalletProvider and the bridge', () => {
  it('connects, signs the sign-in message (hex ed25519) and a v0 transaction, remembering the choice under the host’s key', async () => {
    const wallet = installPhantom();
    const phantom = mount();
    expect(phantom.available()).toBe(true);
    expect(await phantom.wallet().connect()).toBe(wallet.address());
    expect(localStorage.getItem(SOLANA_WALLET_STORAGE_KEY)).toBe('"Phantom"');
    expect(localStorage.getItem('walletName')).toBeNull();

    const text = 'Sign in to Nova: 42';
    const signature = await phantom.wallet().signMessage(text);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(ed25519.verify(hexToBytes(`0x${signature}`), new TextEncoder().encode(text), wallet.publicKey())).toBe(true);

    const message = v0Message(wallet.publicKey());
    const unsigned = btoa(String.fromCharCode(1, ...new Array(64).fill(0), ...message));
    const signed = Uint8Array.from(atob(await phantom.signTransaction(unsigned)), (c) => c.charCodeAt(0));
    expect(signed.slice(65)).toEqual(message);
    expect(ed25519.verify(signed.slice(1, 65), message, wallet.publicKey())).toBe(true);
    expect(wallet.provider.connect).toHaveBeenCalledTimes(1);
  });

  it('hands account switches and the wallet’s disconnect to the session watch; a disconnect forgets the choice', async () => {
    const wallet = installPhantom();
    const phantom = mount();
    const seen: Array<string | undefined> = [];
    const stop = phantom.watch((address) => seen.push(address));
    const first = await phantom.wallet().connect();
    wallet.switchAccount();
    await vi.waitFor(() => expect(phantom.address()).toBe(wallet.address()));
    await wallet.provider.disconnect();
    await vi.waitFor(() => expect(seen).toEqual([first, wallet.address(), undefined]));
    expect(localStorage.getItem(SOLANA_WALLET_STORAGE_KEY)).toBeNull();
    stop();
  });

  it('connects again after a logout’s disconnect, signing for the next session', async () => {
    const wallet = installPhantom();
    const phantom = mount();
    await phantom.wallet().connect();
    await phantom.disconnect();
    expect(wallet.provider.isConnected).toBe(false);
    // At once, before the context has re-rendered the disconnect.
    expect(await phantom.signMessage('again')).toMatch(/^[0-9a-f]{128}$/);
    expect(phantom.address()).toBe(wallet.address());
    expect(wallet.provider.connect).toHaveBeenCalledTimes(2);
  });

  it('turns a refused connection into a silent rejection, then connects on the next attempt', async () => {
    const wallet = installPhantom();
    const phantom = mount();
    wallet.provider.refuseNextConnect = true;
    const refused = await phantom.wallet().connect().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WalletError);
    expect(refused).toMatchObject({ key: WALLET_ERRORS.rejected, silent: true });
    expect(await phantom.wallet().connect()).toBe(wallet.address());
  });

  it('without Phantom: not installed, and nothing is asked of any wallet', async () => {
    const phantom = mount();
    expect(phantom.available()).toBe(false);
    await expect(phantom.wallet().connect()).rejects.toMatchObject({ key: WALLET_ERRORS.notInstalled });
    expect(localStorage.getItem(SOLANA_WALLET_STORAGE_KEY)).toBeNull();
  });
});
