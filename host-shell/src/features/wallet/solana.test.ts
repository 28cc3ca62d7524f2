import { describe, expect, it, vi } from 'vitest';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { PhantomWalletName } from '@solana/wallet-adapter-phantom';
import type { PublicKey } from '@solana/web3.js';
import { WALLET_ERRORS } from './kinds';
import { EXPECTED_V0, createPhantomWallet, createSolanaWalletStates, deserializeV0, type SolanaWalletContext } from './solana';

const toBase64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
// One signature slot; header (1 signer, 0, 1 readonly); 2 keys; blockhash; one instruction of program 1 on account 0.
const message = [1, 0, 1, 2, ...new Array(32).fill(7), ...new Array(32).fill(0), ...new Array(32).fill(9), 1, 1, 1, 0, 0];
const v0 = [1, ...new Array(64).fill(0), 0x80, ...message, 0];
const legacy = [1, ...new Array(64).fill(0), ...message];

describe('Solana signing accepts v0 transactions only', () => {
  it('reads a v0 transaction', () => {
    expect(deserializeV0(toBase64(v0)).version).toBe(0);
  });

  it('refuses a legacy transaction and garbage with "Expected Versioned Transaction (V0)"', () => {
    expect(() => deserializeV0(toBase64(legacy))).toThrow(EXPECTED_V0);
    expect(() => deserializeV0('AQ==')).toThrow(EXPECTED_V0);
  });
});

/**
 * The adapter context as the service sees it, without React: each change arrives a task later,
 * as a re-render does; Phantom connects as `account`.
 */
function phantomContext({ installed = true } = {}) {
  const adapter = { name: PhantomWalletName, connected: false } as { name: typeof PhantomWalletName; connected: boolean };
  const wallet = { adapter, readyState: installed ? WalletReadyState.Installed : WalletReadyState.NotDetected } as unknown as NonNullable<SolanaWalletContext['wallet']>;
  const key = (address: string) => ({ toBase58: () => address }) as PublicKey;
  const states = createSolanaWalletStates();
  const render = (change: Partial<SolanaWalletContext>) => setTimeout(() => states.set({ ...states.get()!, ...change }));
  const context = {
    account: 'Phan1',
    /** Set while a disconnect is under way: the context's connect then returns without connecting. */
    disconnecting: false,
    select: vi.fn((name: string | null) => render({ wallet: name === PhantomWalletName ? wallet : null })),
    connect: vi.fn(async () => {
      if (context.disconnecting) return;
      adapter.connected = true;
      render({ connected: true, publicKey: key(context.account) });
    }),
    signMessage: vi.fn(async (message: Uint8Array) => Uint8Array.from([message.length, 255])),
    switchAccount(address: string) {
      context.account = address;
      render({ publicKey: key(address) });
    },
    walletDisconnects() {
      adapter.connected = false;
      render({ wallet: null, connected: false, publicKey: null });
    },
  };
  states.set({
    wallets: [wallet],
    wallet: null,
    publicKey: null,
    connected: false,
    select: context.select,
    connect: context.connect,
    disconnect: async () => context.walletDisconnects(),
    signMessage: context.signMessage,
    signTransaction: vi.fn(),
  });
  return { states, context };
}

describe('Phantom through the adapter context', () => {
  it('selects Phantom, connects it once for concurrent requests and signs with the connected context, hex-encoded', async () => {
    const { states, context } = phantomContext();
    const phantom = createPhantomWallet(states);
    expect(phantom.available()).toBe(true);
    expect(phantom.address()).toBeUndefined();
    const [address, signature] = await Promise.all([phantom.wallet().connect(), phantom.signMessage('abc')]);
    expect(address).toBe('Phan1');
    expect(signature).toBe('03ff');
    expect(context.select).toHaveBeenCalledTimes(1);
    expect(context.connect).toHaveBeenCalledTimes(1);
    expect(phantom.address()).toBe('Phan1');
  });

  it('reports account changes and disconnects, not the state it started with nor re-renders of the same account', async () => {
    const { states, context } = phantomContext();
    const phantom = createPhantomWallet(states);
    const seen: Array<string | undefined> = [];
    const stop = phantom.watch((address) => seen.push(address));
    await phantom.wallet().connect();
    context.switchAccount('Phan2');
    context.switchAccount('Phan2');
    context.walletDisconnects();
    await vi.waitFor(() => expect(seen).toEqual(['Phan1', 'Phan2', undefined]));
    stop();
  });

  it('says Phantom is not installed without asking the context for anything', async () => {
    const { states, context } = phantomContext({ installed: false });
    const phantom = createPhantomWallet(states);
    expect(phantom.available()).toBe(false);
    await expect(phantom.wallet().connect()).rejects.toMatchObject({ key: WALLET_ERRORS.notInstalled, values: { wallet: 'Phantom' } });
    await expect(phantom.signMessage('abc')).rejects.toMatchObject({ key: WALLET_ERRORS.notInstalled });
    expect(context.select).not.toHaveBeenCalled();
  });

  it('refuses to sign when the context did not connect (a disconnect under way), and a legacy transaction before any connection', async () => {
    const { states, context } = phantomContext();
    const phantom = createPhantomWallet(states);
    context.disconnecting = true;
    await expect(phantom.signMessage('abc')).rejects.toMatchObject({ key: WALLET_ERRORS.notConnected });
    expect(context.signMessage).not.toHaveBeenCalled();
    await expect(phantom.signTransaction('AQ==')).rejects.toThrow(EXPECTED_V0);
    expect(context.connect).toHaveBeenCalledTimes(1);
  });
});
