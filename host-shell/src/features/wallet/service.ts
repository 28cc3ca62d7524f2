import type { SessionUser, WalletService } from '@nova/shared-contracts';
import { createEvmWallets, type EvmWallets } from './evm';
import { createPhantomWallet, type PhantomWallet } from './solana';
import { createSessionWatch, type ConnectedAccounts } from './sessionWatch';
import { WALLET_KINDS, type WalletKind } from './kinds';
import type { SignInWallet } from './signIn';

export interface WalletConnections {
  /** PlatformServices.wallet, handed to remotes. */
  service: WalletService;
  available(kind: WalletKind): boolean;
  signInWallet(kind: WalletKind): SignInWallet;
  disconnectAll(): Promise<void>;
  dispose(): void;
}

/**
 * The host's wallet connections: EVM through wagmi, Solana through the Phantom adapter, and the
 * session watch that logs a wallet user out when their wallet changes account or disconnects.
 */
export function createWalletConnections(options: {
  walletConnectProjectId?: string;
  getUser: () => SessionUser | null;
  logout: () => void;
  evm?: EvmWallets;
  phantom?: PhantomWallet;
}): WalletConnections {
  const evm = options.evm ?? createEvmWallets({ walletConnectProjectId: options.walletConnectProjectId });
  const phantom = options.phantom ?? createPhantomWallet();
  const watch = createSessionWatch({ getUser: options.getUser, logout: options.logout });
  const accounts: ConnectedAccounts = { evm: evm.address(), solana: phantom.address() };
  const offEvm = evm.watch((address) => {
    accounts.evm = address;
    watch.report({ ...accounts });
  });
  const offSol = phantom.watch((address) => {
    accounts.solana = address;
    watch.report({ ...accounts });
  });

  const service: WalletService = {
    connected: () => ({ ...(accounts.evm ? { evm: accounts.evm } : {}), ...(accounts.solana ? { solana: accounts.solana } : {}) }),
    signMessage: (family, message) => (family === 'solana' ? phantom.signMessage(message) : evm.signMessage(message)),
    sendTransaction: (tx) => evm.sendTransaction(tx),
    signTypedData: (typedData, expected) => evm.signTypedData(typedData, expected),
    signSolanaTransaction: (serialized) => phantom.signTransaction(serialized),
    evmRequest: (method, params) => evm.request(method, params),
  };

  return {
    service,
    available: (kind) => (WALLET_KINDS[kind].family === 'solana' ? phantom.available() : evm.available(kind as Exclude<WalletKind, 'phantom'>)),
    signInWallet: (kind) => (kind === 'phantom' ? phantom.wallet() : evm.wallet(kind)),
    async disconnectAll() {
      await Promise.allSettled([evm.disconnect(), phantom.disconnect()]);
    },
    dispose() {
      offEvm();
      offSol();
      watch.dispose();
    },
  };
}
