import { moduleLoader } from '@nova/platform-core';
import type { SessionState, WalletService } from '@nova/shared-contracts';

/**
 * Wallet connections that load on first use, once (platform-core's `moduleLoader`): `load()` starts
 * (or joins) the load, `preload()` starts it ahead of need, `service` is a WalletService that
 * forwards to the real one, loading it when a signature is asked for. Until the code has loaded no
 * wallet is connected. A failed load is logged once and the next call loads again.
 */
export function lazyWallets<W extends { service: WalletService }>(factory: () => Promise<W>): { load(): Promise<W>; preload(): void; loaded(): W | undefined; service: WalletService } {
  const wallets = moduleLoader(factory, { onFailed: (error) => console.error('[host] wallet connections failed to load', error) });
  const real = async () => (await wallets.load()).service;
  return {
    load: wallets.load,
    preload: wallets.preload,
    loaded: wallets.get,
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

/**
 * A sign-out of any cause (the menu, a logout code, a failed refresh, another tab) disconnects the
 * wallets the page connected, so no dApp connection outlives its user and the next sign-in asks the
 * wallet again. Nothing loads for it: wallets not loaded were never connected. Returns the unsubscribe.
 */
export function disconnectWhenSignedOut(session: { get(): SessionState; subscribe(listener: (state: SessionState) => void): () => void }, connections: () => { disconnectAll(): Promise<void> } | undefined): () => void {
  let signedIn = session.get().user !== null;
  return session.subscribe((state) => {
    const wasSignedIn = signedIn;
    signedIn = state.user !== null;
    if (wasSignedIn && !signedIn) void connections()?.disconnectAll();
  });
}
