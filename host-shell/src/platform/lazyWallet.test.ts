import { describe, expect, it, vi } from 'vitest';
import type { WalletService } from '@nova/shared-contracts';
import { lazyWallets } from './lazyWallet';

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
