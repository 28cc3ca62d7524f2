import { moduleLoader } from '@nova/platform-core';
import type { WalletService } from '@nova/shared-contracts';

/**
 * Wallet connections that load on first use, once (platform-core's `moduleLoader`): `load()` starts
 * (or joins) the load, `preload()` starts it ahead of need, `service` is a WalletService that
 * forwards to the real one, loading it when a signature is asked for. Until the code has loaded no
 * wallet is connected. A failed load is logged once and the next call loads again.
 */
export function lazyWallets<W extends { service: WalletService }>(factory: () => Promise<W>): { load(): Promise<W>; preload(): void; service: WalletService } {
  const wallets = moduleLoader(factory, { onFailed: (error) => console.error('[host] wallet connections failed to load', error) });
  const real = async () => (await wallets.load()).service;
  return {
    load: wallets.load,
    preload: wallets.preload,
    service: {
      connected: () => wallets.get()?.service.connected() ?? {},
      signMessage: async (family, message) => (await real()).signMessage(family, message),
      sendTransaction: async (tx) => (await real()).sendTransaction(tx),
      signTypedData: async (typedData, expected) => (await real()).signTypedData(typedData, expected),
      signSolanaTransaction: async (serialized) => (await real()).signSolanaTransaction(serialized),
      evmRequest: async (method, params) => {
        const service = await real();
        if (!service.evmRequest) throw new Error('This wallet connection has no EVM request.');
        return service.evmRequest(method, params);
      },
    },
  };
}
