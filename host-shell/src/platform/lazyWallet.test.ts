import { describe, expect, it, vi } from 'vitest';
import type { WalletService } from '@nova/shared-contracts';
import { lazyWallets } from './lazyWallet';

const realService = (): WalletService => ({
  connected: () => ({ evm: '0xabc' }),
  signMessage: vi.fn(async () => '0xsig'),
  sendTransaction: vi.fn(async () => '0xtx'),
  signTypedData: vi.fn(async () => '0xtyped'),
  signSolanaTransaction: vi.fn(async () => 'signed'),
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
  });

  it('loads nothing until asked, then loads once however often it is asked', async () => {
    const factory = vi.fn(async () => ({ service: realService() }));
    const wallets = lazyWallets(factory);
    expect(factory).not.toHaveBeenCalled();
    await Promise.all([wallets.load(), wallets.load(), wallets.service.signMessage('evm', 'x')]);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('lets a failed load be retried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const factory = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ service: realService() });
    const wallets = lazyWallets(factory);
    await expect(wallets.load()).rejects.toThrow('chunk failed');
    await expect(wallets.service.signMessage('evm', 'x')).resolves.toBe('0xsig');
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
