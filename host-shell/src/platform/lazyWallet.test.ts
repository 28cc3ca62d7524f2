import { describe, expect, it, vi } from 'vitest';
import type { SessionState, WalletService } from '@nova/shared-contracts';
import { disconnectWhenSignedOut, lazyWallets } from './lazyWallet';

const realService = (): WalletService => ({
  connected: () => ({ evm: '0xabc' }),
  signMessage: vi.fn(async () => '0xsig'),
  sendTransaction: vi.fn(async () => '0xtx'),
  signTypedData: vi.fn(async () => '0xtyped'),
  signSolanaTransaction: vi.fn(async () => 'signed'),
  evmRequest: vi.fn(async () => '0x1'),
});

describe('lazy wallet service', () => {
  it('reports no connection until loaded, then forwards every call', async () => {
    let resolve!: (w: { service: WalletService }) => void;
    const { service: lazy } = lazyWallets(() => new Promise<{ service: WalletService }>((r) => (resolve = r)));
    expect(lazy.connected()).toEqual({});
    const pending = lazy.signMessage('evm', 'hello');
    const real = realService();
    resolve({ service: real });
    await expect(pending).resolves.toBe('0xsig');
    expect(real.signMessage).toHaveBeenCalledWith('evm', 'hello');
    expect(lazy.connected()).toEqual({ evm: '0xabc' });
    await expect(lazy.signSolanaTransaction('tx')).resolves.toBe('signed');
    const expected = { primaryType: 'Withdraw', message: { amount: '5' } };
    await expect(lazy.signTypedData({ types: {} }, expected)).resolves.toBe('0xtyped');
    expect(real.signTypedData).toHaveBeenCalledWith({ types: {} }, expected);
    await expect(lazy.evmRequest?.('eth_chainId', [])).resolves.toBe('0x1');
    expect(real.evmRequest).toHaveBeenCalledWith('eth_chainId', []);
  });

  it('evmRequest fails plainly when the real service has none', async () => {
    const { evmRequest: _none, ...withoutRequest } = realService();
    const { service: lazy } = lazyWallets(async () => ({ service: withoutRequest }));
    await expect(lazy.evmRequest?.('eth_chainId')).rejects.toThrow('This wallet connection has no EVM request.');
  });

  it('loads nothing until asked, then loads once however often it is asked', async () => {
    const factory = vi.fn(async () => ({ service: realService() }));
    const wallets = lazyWallets(factory);
    expect(factory).not.toHaveBeenCalled();
    await Promise.all([wallets.load(), wallets.load(), wallets.service.signMessage('evm', 'x')]);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load once and lets it be retried', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const factory = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ service: realService() });
    const wallets = lazyWallets(factory);
    wallets.preload();
    await expect(wallets.load()).rejects.toThrow('chunk failed');
    expect(logged).toHaveBeenCalledTimes(1);
    await expect(wallets.service.signMessage('evm', 'x')).resolves.toBe('0xsig');
    expect(factory).toHaveBeenCalledTimes(2);
  });
});

describe('wallets after a sign-out', () => {
  const user = { id: 'u1' } as unknown as NonNullable<SessionState['user']>;
  const sessionDouble = (initial: SessionState) => {
    let state = initial;
    const listeners = new Set<(next: SessionState) => void>();
    return {
      get: () => state,
      subscribe: (listener: (next: SessionState) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: SessionState) {
        state = next;
        for (const listener of listeners) listener(next);
      },
    };
  };

  it('disconnects the loaded wallets once when the user signs out, not on other session changes', () => {
    const session = sessionDouble({ user, kind: 'wallet' });
    const disconnectAll = vi.fn(async () => undefined);
    disconnectWhenSignedOut(session, () => ({ disconnectAll }));
    session.set({ user: { ...user }, kind: 'wallet' }); // a token refresh
    expect(disconnectAll).not.toHaveBeenCalled();
    session.set({ user: null, kind: null });
    session.set({ user: null, kind: null });
    expect(disconnectAll).toHaveBeenCalledTimes(1);
  });

  it('loads no wallet code for a sign-out before any wallet was loaded, and reaches the wallets once they are', async () => {
    const disconnectAll = vi.fn(async () => undefined);
    const factory = vi.fn(async () => ({ service: realService(), disconnectAll }));
    const wallets = lazyWallets(factory);
    const session = sessionDouble({ user, kind: 'custodial' });
    disconnectWhenSignedOut(session, wallets.loaded);
    session.set({ user: null, kind: null });
    expect(factory).not.toHaveBeenCalled();
    session.set({ user, kind: 'wallet' });
    await wallets.load();
    session.set({ user: null, kind: null });
    expect(disconnectAll).toHaveBeenCalledTimes(1);
  });
});
