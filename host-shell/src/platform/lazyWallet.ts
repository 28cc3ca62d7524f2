import type { WalletService } from '@nova/shared-contracts';

/** A WalletService that forwards to the real one once its code has loaded. */
export function lazyWalletService(ready: Promise<{ service: WalletService }>): WalletService {
  let loaded: WalletService | null = null;
  void ready.then(
    (w) => (loaded = w.service),
    (error: unknown) => console.error('[host] wallet connections failed to load', error),
  );
  const service = () => ready.then((w) => w.service);
  return {
    connected: () => loaded?.connected() ?? {},
    signMessage: async (family, message) => (await service()).signMessage(family, message),
    sendTransaction: async (tx) => (await service()).sendTransaction(tx),
    signTypedData: async (typedData) => (await service()).signTypedData(typedData),
    signSolanaTransaction: async (serialized) => (await service()).signSolanaTransaction(serialized),
  };
}
