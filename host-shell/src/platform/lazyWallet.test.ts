import { describe, expect, it, vi } from 'vitest';
import type { WalletService } from '@nova/shared-contracts';
import { lazyWalletService } from './lazyWallet';

describe('lazy wallet service', () => {
  it('reports no connection until loaded, then forwards every call', async () => {
    let resolve!: (w: { service: WalletService }) => void;
    const lazy = lazyWalletService(new Promise((r) => (resolve = r)));
    expect(lazy.connected()).toEqual({});
    const pending = lazy.signMessage('evm', 'hello');
    const real: WalletService = {
      connected: () => ({ evm: '0xabc' }),
      signMessage: vi.fn(async () => '0xsig'),
      sendTransaction: vi.fn(async () => '0xtx'),
      signTypedData: vi.fn(async () => '0xtyped'),
      signSolanaTransaction: vi.fn(async () => 'signed'),
    };
    resolve({ service: real });
    await expect(pending).resolves.toBe('0xsig');
    expect(real.signMessage).toHaveBeenCalledWith('evm', 'hello');
    expect(lazy.connected()).toEqual({ evm: '0xabc' });
    await expect(lazy.signSolanaTransaction('tx')).resolves.toBe('signed');
  });
});
