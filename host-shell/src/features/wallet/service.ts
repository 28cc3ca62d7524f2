import type { I18nService, Registry, SessionUser, WalletService } from '@nova/shared-contracts';
import { AUTH_CATALOGUES } from '../../services/i18n/auth/messages';
import { createEvmWallets, type EvmWallets } from './evm';
import { createNovaSolanaWallet, type SolanaWallet } from './solana';
import { mountPhantom } from './solanaProvider';
import { createSessionWatch, type ConnectedAccounts } from './sessionWatch';
import { WALLET_KINDS, localizeWalletError, type WalletKind } from './kinds';
import type { SignInWallet } from './signIn';

export interface WalletConnections {
  /** PlatformServices.wallet, handed to remotes. */
  service: WalletService;
  available(kind: WalletKind): boolean;
  /** The wallet to sign in with; `family` picks {product} Wallet's side (EVM by default). */
  signInWallet(kind: WalletKind, family?: 'evm' | 'solana'): SignInWallet;
  disconnectAll(): Promise<void>;
  dispose(): void;
}

/**
 * The host's wallet connections: EVM through wagmi, Phantom through the Solana wallet adapter's
 * React context (solanaProvider.tsx, mounted here unless a test hands a Phantom in), {product}
 * Wallet's injected Solana provider, and the session watch that logs a wallet user out when their
 * wallet changes account or disconnects.
 */
export function createWalletConnections(options: {
  walletConnectProjectId?: string;
  /** The registry's RPC URL per EVM trading chain (offered to a wallet that lacks the network). */
  evmRpcUrls?: Registry['evmRpcUrls'];
  getUser: () => SessionUser | null;
  logout: () => void;
  /** The host's messages: the service's wallet errors reach remotes in the user's language (English without it). */
  i18n?: Pick<I18nService, 't' | 'register'>;
  evm?: EvmWallets;
  phantom?: SolanaWallet;
  novaSolana?: SolanaWallet;
}): WalletConnections {
  const evm = options.evm ?? createEvmWallets({ walletConnectProjectId: options.walletConnectProjectId, rpcUrls: options.evmRpcUrls });
  const { phantom, unmount: unmountPhantom } = options.phantom ? { phantom: options.phantom, unmount: undefined } : mountPhantom();
  const novaSolana = options.novaSolana ?? createNovaSolanaWallet();
  const watch = createSessionWatch({ getUser: options.getUser, logout: options.logout });
  const accounts: ConnectedAccounts = { evm: evm.address(), solana: phantom.address(), novaSolana: novaSolana.address() };
  const offs = [
    evm.watch((address) => {
      accounts.evm = address;
      watch.report({ ...accounts });
    }),
    phantom.watch((address) => {
      accounts.solana = address;
      watch.report({ ...accounts });
    }),
    novaSolana.watch((address) => {
      accounts.novaSolana = address;
      watch.report({ ...accounts });
    }),
  ];
  /** The Solana wallet of the session: {product} Wallet's for its users, Phantom otherwise. */
  const sessionSolana = () => (options.getUser()?.wallet_type === 'nova' ? novaSolana : phantom);

  /**
   * The session's EVM wallet, connected: after a reload the session stands but wagmi holds no
   * connection, so the wallet the user signed in with connects again first (a wallet that already
   * trusts the site answers without asking; another account then ends the session, sessionWatch).
   */
  const sessionEvm = async () => {
    const user = options.getUser();
    const kind = user?.wallet_family === 'solana' ? '' : (user?.wallet_type ?? '');
    if (!evm.address() && kind !== '' && kind !== 'phantom') await evm.wallet(kind).connect();
    return evm;
  };

  // The wallet.* texts are the auth catalogue's (registering it again is harmless).
  const i18n = options.i18n;
  i18n?.register('auth', AUTH_CATALOGUES);
  const localized = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw i18n ? localizeWalletError(error, (key, values) => i18n.t(key, values)) : error;
    }
  };

  const service: WalletService = {
    connected: () => {
      const solana = sessionSolana() === novaSolana ? accounts.novaSolana : accounts.solana;
      return { ...(accounts.evm ? { evm: accounts.evm } : {}), ...(solana ? { solana } : {}) };
    },
    signMessage: (family, message) => localized(async () => (family === 'solana' ? sessionSolana().signMessage(message) : (await sessionEvm()).signMessage(message))),
    sendTransaction: (tx) => localized(async () => (await sessionEvm()).sendTransaction(tx)),
    signTypedData: (typedData, expected) => localized(async () => (await sessionEvm()).signTypedData(typedData, expected)),
    signSolanaTransaction: (serialized) => localized(() => sessionSolana().signTransaction(serialized)),
    evmRequest: (method, params) => localized(async () => (await sessionEvm()).request(method, params)),
  };

  return {
    service,
    available: (kind) =>
      kind === 'phantom' ? phantom.available() : evm.available(kind) || (WALLET_KINDS[kind].alsoSolana === true && novaSolana.available()),
    signInWallet: (kind, family) => (kind === 'phantom' ? phantom.wallet() : kind === 'nova' && family === 'solana' ? novaSolana.wallet() : evm.wallet(kind)),
    async disconnectAll() {
      await Promise.allSettled([evm.disconnect(), phantom.disconnect(), novaSolana.disconnect()]);
    },
    dispose() {
      for (const off of offs) off();
      watch.dispose();
      unmountPhantom?.();
    },
  };
}
