import type { WalletService } from '@nova/shared-contracts';

/**
 * Wallet connections that load on first use, once: `load()` starts (or joins) the load, `service`
 * is a WalletService that forwards to the real one, loading it when a signature is asked for.
 * Until the code has loaded no wallet is connected. A failed load is logged and may be retried.
 */
export function lazyWallets<W extends { service: WalletService }>(factory: () => Promise<W>): { load(): Promise<W>; service: WalletService } {
  let pending: Promise<W> | null = null;
  let loaded: WalletService | null = null;
  const load = () =>
    (pending ??= factory().then(
      (wallets) => {
        loaded = wallets.service;
        return wallets;
      },
      (error: unknown) => {
        pending = null;
        console.error('[host] wallet connections failed to load', error);
        throw error;
      },
    ));
  const real = async () => (await load()).service;
  return {
    load,
    service: {
      connected: () => loaded?.connected() ?? {},
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
