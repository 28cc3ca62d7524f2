import { describe, expect, it, vi } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { recoverMessageAddress, type Hex } from 'viem';
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex } from 'viem';
import { base58Encode } from '@nova/shared-contracts';
import type { ApiClient, SessionUser } from '@nova/shared-contracts';
import { createApiClient } from '@nova/platform-core';
import { TEST_API_URL } from '@nova/platform-double/testing';
import { createSessionWatch, shouldLogout } from './sessionWatch';
import { walletSignIn, type SignInWallet } from './signIn';
import { WALLETCONNECT_RESET_MESSAGE, WalletError, signWithScanReset, toWalletError } from './kinds';
import { createNovaSolanaWallet } from './solana';
import type { SolanaWallet } from './solana';
import type { EvmWallets } from './evm';
import { createWalletConnections } from './service';
import { createI18n } from '../../services/i18n/i18n';

const KEY_A: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const KEY_B: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

const walletUser = (overrides: Partial<SessionUser>): SessionUser => ({ user_id: 'u1', wallet_type: 'metamask', authMethod: 'wallet', ...overrides });

describe('wallet session watch', () => {
  it('logs a MetaMask user out when the EVM account changes, ignoring letter case', () => {
    const user = walletUser({ evm_address: '0xAbC0000000000000000000000000000000000001' });
    expect(shouldLogout(user, { evm: '0xabc0000000000000000000000000000000000001' })).toBe(false);
    expect(shouldLogout(user, { evm: '0xabc0000000000000000000000000000000000002' })).toBe(true);
    expect(shouldLogout(user, {})).toBe(true);
  });

  it('compares a Phantom user with the Solana address only', () => {
    const user = walletUser({ wallet_type: 'phantom', sol_address: 'So1anaAddr', evm_address: '0x1' });
    expect(shouldLogout(user, { solana: 'So1anaAddr', evm: undefined })).toBe(false);
    expect(shouldLogout(user, { solana: undefined, evm: '0x1' })).toBe(true);
  });

  it('compares a Nova Wallet user with the account of the family they signed in on', () => {
    const onSolana = walletUser({ wallet_type: 'nova', wallet_family: 'solana', sol_address: 'So1anaAddr', evm_address: '0x1' });
    expect(shouldLogout(onSolana, { novaSolana: 'So1anaAddr' })).toBe(false);
    expect(shouldLogout(onSolana, { solana: 'So1anaAddr', evm: '0x1' })).toBe(true);
    const onEvm = walletUser({ wallet_type: 'nova', wallet_family: 'evm', sol_address: 'So1anaAddr', evm_address: '0x1' });
    expect(shouldLogout(onEvm, { evm: '0x1' })).toBe(false);
    expect(shouldLogout(onEvm, { novaSolana: 'So1anaAddr' })).toBe(true);
  });

  it('never logs out custodial users or unwatched wallet types', () => {
    expect(shouldLogout({ user_id: 'u', wallet_type: '', authMethod: 'email' }, {})).toBe(false);
    expect(shouldLogout(walletUser({ wallet_type: 'walletconnect', evm_address: '0x1' }), {})).toBe(false);
    expect(shouldLogout(null, {})).toBe(false);
  });

  it('debounces reports by 500 ms and acts on the last one', () => {
    vi.useFakeTimers();
    const logout = vi.fn();
    const user = walletUser({ evm_address: '0x1' });
    const watch = createSessionWatch({ getUser: () => user, logout });
    watch.report({ evm: undefined }); // a flicker during a wallet's reconnect...
    vi.advanceTimersByTime(300);
    watch.report({ evm: '0x1' }); // ...that comes back within the debounce
    vi.advanceTimersByTime(499);
    expect(logout).not.toHaveBeenCalled();
    watch.report({ evm: '0x2' });
    vi.advanceTimersByTime(499);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledTimes(1);
    watch.dispose();
    vi.useRealTimers();
  });
});

/**
 * The production API client against market-sim (msw): sign-in messages and signatures are checked
 * by the sim as by the real server. Records each call with its answer.
 */
function recordedSimApi() {
  const client = createApiClient({ baseUrl: TEST_API_URL, session: { tokens: () => null, set: () => undefined, clear: () => undefined }, deviceId: 'wallet-test-device', log: () => undefined });
  const calls: Array<{ name: string; request: Record<string, unknown>; answer: unknown }> = [];
  const api: Pick<ApiClient, 'call'> = {
    call: (async (name: string, request: Record<string, unknown>) => {
      const entry: { name: string; request: Record<string, unknown>; answer: unknown } = { name, request, answer: undefined };
      calls.push(entry);
      entry.answer = await client.call(name as never, request as never);
      return entry.answer;
    }) as ApiClient['call'],
  };
  return { api, calls };
}

/** A real ed25519 key pair, as a Solana wallet holds (address base58, signatures hex). */
function solanaKey() {
  const secret = ed25519.utils.randomSecretKey();
  return { address: base58Encode(ed25519.getPublicKey(secret)), sign: (message: string) => bytesToHex(ed25519.sign(new TextEncoder().encode(message), secret)) };
}

function evmWallet(connectKey: Hex, signKey: Hex): SignInWallet {
  const connected = privateKeyToAccount(connectKey);
  const signer = privateKeyToAccount(signKey);
  return {
    kind: 'nova',
    connect: async () => connected.address,
    signMessage: (message) => signer.signMessage({ message }),
    recoverSigner: (message, signature) => recoverMessageAddress({ message, signature: signature as Hex }),
  };
}

describe('wallet sign-in flow', () => {
  it('connects, signs the server message and submits a real signature with the source type', async () => {
    const { api, calls } = recordedSimApi();
    const stages: string[] = [];
    const result = await walletSignIn(evmWallet(KEY_A, KEY_A), api, { onStage: (s) => stages.push(s) });
    expect(stages).toEqual(['connecting', 'signing', 'verifying']);
    const served = calls.find((c) => c.name === 'walletSignMessage')!.answer as { message: string; timestamp: number };
    const auth = calls.find((c) => c.name === 'walletAuth')!.request;
    const address = privateKeyToAccount(KEY_A).address;
    expect(auth).toMatchObject({ chain: 'eth', address, source_type: 4, wallet_type: 'nova', timestamp: served.timestamp });
    expect(await recoverMessageAddress({ message: served.message, signature: auth.sign as Hex })).toBe(address);
    // The sim checked the signature and signed the wallet in.
    expect(result.user.evm_address?.toLowerCase()).toBe(address.toLowerCase());
    expect(result.access_token).not.toBe('');
  });

  it('refuses a signature from another account than the connected one', async () => {
    const { api, calls } = recordedSimApi();
    await expect(walletSignIn(evmWallet(KEY_A, KEY_B), api)).rejects.toMatchObject({ key: 'fomox-sign-address-different' });
    expect(calls.some((c) => c.name === 'walletAuth')).toBe(false);
  });

  it('turns a user rejection into a silent error and submits nothing', async () => {
    const { api, calls } = recordedSimApi();
    const wallet: SignInWallet = { ...evmWallet(KEY_A, KEY_A), signMessage: async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) };
    const error = await walletSignIn(wallet, api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).silent).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(['walletSignMessage']);
  });

  it('signs Phantom logins on solana', async () => {
    const { api, calls } = recordedSimApi();
    const key = solanaKey();
    const wallet: SignInWallet = { kind: 'phantom', connect: async () => key.address, signMessage: async (message) => key.sign(message) };
    const result = await walletSignIn(wallet, api);
    expect(calls[0]).toMatchObject({ name: 'walletSignMessage', request: { chain: 'solana', address: key.address } });
    expect(calls[1]!.request).toMatchObject({ chain: 'solana', source_type: 6, wallet_type: 'phantom' });
    expect(result.user.sol_address).toBe(key.address);
  });
});

describe('Nova Wallet on Solana', () => {
  it('signs in on solana when that is its network, with its source type and without EVM signer recovery', async () => {
    const { api, calls } = recordedSimApi();
    const recoverSigner = vi.fn();
    const key = solanaKey();
    const wallet: SignInWallet = { kind: 'nova', connect: async () => key.address, signMessage: async (message) => key.sign(message), recoverSigner };
    const result = await walletSignIn(wallet, api, { family: 'solana' });
    expect(result.user.sol_address).toBe(key.address);
    expect(calls[0]).toMatchObject({ name: 'walletSignMessage', request: { chain: 'solana', address: key.address } });
    expect(calls[1]!.request).toMatchObject({ chain: 'solana', source_type: 4, wallet_type: 'nova' });
    expect(recoverSigner).not.toHaveBeenCalled();
  });

  it('ignores a Solana network for wallets that only sign on EVM', async () => {
    const { api, calls } = recordedSimApi();
    await walletSignIn({ ...evmWallet(KEY_A, KEY_A), kind: 'metamask' }, api, { family: 'solana' });
    expect(calls[0]!.request).toMatchObject({ chain: 'eth' });
  });

  it('connects through the injected provider, signs hex ed25519, follows account changes and refuses legacy transactions', async () => {
    type Key = { toBase58(): string };
    const key = (text: string): Key => ({ toBase58: () => text });
    const listeners: Record<string, Array<(k?: Key | null) => void>> = {};
    const provider = {
      publicKey: null as Key | null,
      connect: vi.fn(async () => ({ publicKey: (provider.publicKey = key('NovaSol1')) })),
      disconnect: vi.fn(async () => undefined),
      signMessage: vi.fn(async (message: Uint8Array) => ({ signature: Uint8Array.from([message.length, 255]) })),
      signTransaction: vi.fn(),
      on: (event: string, fn: (k?: Key | null) => void) => (listeners[event] ??= []).push(fn),
      off: (event: string, fn: (k?: Key | null) => void) => (listeners[event] = (listeners[event] ?? []).filter((f) => f !== fn)),
    };
    const nova = createNovaSolanaWallet(() => provider);
    expect(createNovaSolanaWallet(() => undefined).available()).toBe(false);
    await expect(createNovaSolanaWallet(() => undefined).wallet().connect()).rejects.toMatchObject({ key: 'wallet.notInstalled' });
    expect(nova.available()).toBe(true);
    expect(await nova.wallet().connect()).toBe('NovaSol1');
    expect(await nova.signMessage('abc')).toBe('03ff');
    const seen: Array<string | undefined> = [];
    const stop = nova.watch((address) => seen.push(address));
    listeners.accountChanged?.forEach((fn) => fn(key('NovaSol2')));
    listeners.disconnect?.forEach((fn) => fn());
    stop();
    expect(seen).toEqual(['NovaSol2', undefined]);
    await expect(nova.signTransaction('AQ==')).rejects.toThrow('Expected Versioned Transaction (V0)');
    expect(provider.signTransaction).not.toHaveBeenCalled();
  });
});

describe('the scan app after a signing failure (spec 2 §8)', () => {
  it('drops its WalletConnect session and rethrows; other wallets only rethrow', async () => {
    const refused = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const reset = vi.fn(async () => undefined);
    await expect(signWithScanReset('gatescan', () => Promise.reject(refused), reset)).rejects.toBe(refused);
    expect(reset).toHaveBeenCalledTimes(1);
    await expect(signWithScanReset('walletconnect', () => Promise.reject(refused), reset)).rejects.toBe(refused);
    await expect(signWithScanReset('metamask', () => Promise.reject(refused), reset)).rejects.toBe(refused);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await signWithScanReset('gatescan', async () => '0xsig', reset)).toBe('0xsig');
    expect(reset).toHaveBeenCalledTimes(1);
    const failingReset = vi.fn(async () => Promise.reject(new Error('relay gone')));
    await expect(signWithScanReset('gatescan', () => Promise.reject(refused), failingReset)).rejects.toBe(refused);
  });
});

describe('wallet errors', () => {
  it('ignores the WalletConnect reset message silently', () => {
    expect(toWalletError(new Error(WALLETCONNECT_RESET_MESSAGE), 'walletconnect').silent).toBe(true);
  });
  it('keeps the wallet message for other failures', () => {
    const error = toWalletError(new Error('Chain not supported'), 'metamask');
    expect(error.silent).toBe(false);
    expect(error.message).toBe('MetaMask reported an error: Chain not supported');
  });
});

describe('the session wallet after a reload', () => {
  const solanaStub = (): SolanaWallet => ({ available: () => true, wallet: () => ({}) as SignInWallet, address: () => undefined, watch: () => () => undefined, signMessage: vi.fn(), signTransaction: vi.fn(), disconnect: async () => undefined });
  function evmStub() {
    let address: string | undefined;
    const connect = vi.fn(async () => (address = '0xabc'));
    const evm = {
      config: {} as EvmWallets['config'],
      available: () => true,
      wallet: vi.fn(() => ({ kind: 'metamask', connect, signMessage: vi.fn() }) as unknown as SignInWallet),
      address: () => address,
      watch: () => () => undefined,
      signMessage: vi.fn(),
      sendTransaction: vi.fn(async () => `0x${'1'.repeat(64)}`),
      signTypedData: vi.fn(),
      request: vi.fn(),
      disconnect: async () => undefined,
    } satisfies EvmWallets;
    return { evm, connect };
  }

  it('connects the EVM wallet the user signed in with before it sends, once', async () => {
    const { evm, connect } = evmStub();
    const wallets = createWalletConnections({ getUser: () => walletUser({ wallet_type: 'metamask', evm_address: '0xabc' }), logout: vi.fn(), evm, phantom: solanaStub(), novaSolana: solanaStub() });
    await wallets.service.sendTransaction({ to: '0x1', chainId: 8453 });
    await wallets.service.sendTransaction({ to: '0x1', chainId: 8453 });
    expect(evm.wallet).toHaveBeenCalledWith('metamask');
    expect(connect).toHaveBeenCalledTimes(1);
    expect(evm.sendTransaction).toHaveBeenCalledTimes(2);
    wallets.dispose();
  });

  it('rejects in the user\u2019s language, with the error\u2019s key kept for remotes that decide by it', async () => {
    const { evm } = evmStub();
    evm.sendTransaction.mockRejectedValueOnce(new WalletError('wallet.unknownChain', 'Base is not in your wallet: add the network there, then try again.', false, { chain: 'Base' }));
    const i18n = createI18n('de', async () => ({}));
    const wallets = createWalletConnections({ getUser: () => walletUser({ wallet_type: 'metamask', evm_address: '0xabc' }), logout: vi.fn(), i18n, evm, phantom: solanaStub(), novaSolana: solanaStub() });
    await expect(wallets.service.sendTransaction({ to: '0x1', chainId: 8453 })).rejects.toMatchObject({ key: 'wallet.unknownChain', silent: false, message: 'Base ist nicht in deiner Wallet: Füge das Netzwerk dort hinzu und versuche es dann erneut.' });
    i18n.setLocale('en');
    await vi.waitFor(() => expect(i18n.locale()).toBe('en'));
    evm.sendTransaction.mockRejectedValueOnce(new WalletError('wallet.rejected', 'MetaMask reported an error: request rejected', true, { wallet: 'MetaMask', reason: 'request rejected' }));
    await expect(wallets.service.sendTransaction({ to: '0x1', chainId: 8453 })).rejects.toMatchObject({ key: 'wallet.rejected', silent: true });
    wallets.dispose();
  });

  it('never connects an EVM wallet for custodial or Solana sessions', async () => {
    for (const user of [{ user_id: 'u2', wallet_type: '', authMethod: 'email' } as SessionUser, walletUser({ wallet_type: 'nova', wallet_family: 'solana' }), walletUser({ wallet_type: 'phantom' })]) {
      const { evm, connect } = evmStub();
      const wallets = createWalletConnections({ getUser: () => user, logout: vi.fn(), evm, phantom: solanaStub(), novaSolana: solanaStub() });
      await wallets.service.signTypedData({}).catch(() => undefined);
      expect(connect).not.toHaveBeenCalled();
      wallets.dispose();
    }
  });
});

describe('the EVM connection watch', () => {
  it('reports settled connections only: a wallet still connecting (slower than the 500 ms debounce) is not a disconnect', async () => {
    const { createEvmWallets } = await import('./evm');
    const evm = createEvmWallets();
    const seen: Array<string | undefined> = [];
    const stop = evm.watch((address) => seen.push(address));
    evm.config.setState((x) => ({ ...x, status: 'connecting' }));
    evm.config.setState((x) => ({ ...x, status: 'reconnecting' }));
    expect(seen).toEqual([]);
    evm.config.setState((x) => ({ ...x, status: 'disconnected' }));
    expect(seen).toEqual([undefined]);
    stop();
  });
});
