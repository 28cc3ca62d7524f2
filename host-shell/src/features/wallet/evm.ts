import {
  connect,
  createConfig,
  disconnect,
  getConnection,
  getConnectors,
  http,
  injected,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  watchConnection,
  type Config,
  type Connector,
  type CreateConnectorFn,
} from '@wagmi/core';
import { defineChain, recoverMessageAddress, type Chain, type Hex, type TypedDataDefinition } from 'viem';
import { CHAINS, type EvmTransaction, type TypedDataExpectation } from '@nova/shared-contracts';
import { WALLET_ERRORS, WALLET_KINDS, WalletError, signWithScanReset, toWalletError, type WalletKind } from './kinds';
import type { SignInWallet } from './signIn';
import { chainIdOf, checkTypedData } from './typedData';

const EVM_KEYS = ['eth', 'bsc', 'base', 'gatelayer'] as const;

/** viem chains of the EVM trading chains, from the shared chain metadata. */
export const EVM_CHAINS = EVM_KEYS.map((key) => {
  const meta = CHAINS[key];
  return defineChain({
    id: meta.chainId,
    name: meta.name,
    nativeCurrency: { name: meta.nativeSymbol, symbol: meta.nativeSymbol, decimals: meta.nativeDecimals },
    rpcUrls: { default: { http: [] } },
    blockExplorers: { default: { name: meta.name, url: meta.explorerUrl } },
  });
}) as unknown as readonly [Chain, ...Chain[]];

type EvmKind = Extract<WalletKind, 'nova' | 'metamask' | 'walletconnect' | 'gatescan'>;

export interface EvmWallets {
  readonly config: Config;
  available(kind: EvmKind): boolean;
  wallet(kind: EvmKind): SignInWallet;
  address(): string | undefined;
  watch(listener: (address: string | undefined) => void): () => void;
  signMessage(message: string): Promise<string>;
  sendTransaction(tx: EvmTransaction): Promise<string>;
  signTypedData(typedData: unknown, expected?: TypedDataExpectation): Promise<string>;
  /** The connected wallet's EIP-1193 request; errors keep the wallet's code (4001, 4902, ...). */
  request(method: string, params?: readonly unknown[]): Promise<unknown>;
  disconnect(): Promise<void>;
}

interface Eip1193 {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/**
 * EVM wallets through wagmi: injected providers found by EIP-6963 discovery (the {product} wallet
 * and MetaMask by their rdns) or the legacy window.ethereum, and WalletConnect (project id from
 * the registry, loaded on first use so its weight never reaches the first paint).
 */
export function createEvmWallets(options: { walletConnectProjectId?: string } = {}): EvmWallets {
  const config = createConfig({
    chains: EVM_CHAINS,
    connectors: [injected({ target: 'metaMask' })],
    multiInjectedProviderDiscovery: true,
    transports: Object.fromEntries(EVM_CHAINS.map((c) => [c.id, http()])),
    ssr: false,
  });

  const findInjected = (kind: EvmKind): Connector | undefined => {
    const rdns = WALLET_KINDS[kind].rdns;
    const connectors = getConnectors(config);
    return connectors.find((c) => c.id === rdns || (Array.isArray(c.rdns) ? c.rdns.includes(rdns ?? '') : c.rdns === rdns)) ?? (kind === 'metamask' ? connectors.find((c) => c.id === 'metaMask' || c.id === 'injected') : undefined);
  };

  const resolveConnector = async (kind: EvmKind): Promise<Connector | CreateConnectorFn> => {
    if (kind === 'walletconnect' || kind === 'gatescan') {
      if (!options.walletConnectProjectId) throw new WalletError(WALLET_ERRORS.notConfigured, 'WalletConnect is not configured on this deployment (no project id in remotes.json).');
      const { walletConnect } = await import(/* webpackChunkName: "walletconnect" */ '@wagmi/connectors/walletConnect');
      // The spec waits 300 ms before initialising WalletConnect.
      await new Promise((r) => setTimeout(r, 300));
      return walletConnect({ projectId: options.walletConnectProjectId, showQrModal: true });
    }
    const connector = findInjected(kind);
    if (!connector) throw new WalletError(WALLET_ERRORS.notInstalled, `${WALLET_KINDS[kind].label} is not installed.`);
    return connector;
  };

  const provider = async (): Promise<Eip1193> => {
    const connection = getConnection(config);
    if (connection.status !== 'connected') throw new WalletError(WALLET_ERRORS.notConnected, 'No EVM wallet is connected.');
    return (await connection.connector.getProvider()) as Eip1193;
  };

  /** The kind of the wallet connected last (the scan app resets its session on a signing failure). */
  let connectedKind: EvmKind | undefined;
  const reset = async () => {
    connectedKind = undefined;
    await disconnect(config);
  };
  const signing = <T>(sign: () => Promise<T>) => signWithScanReset(connectedKind, sign, reset);

  const currentAddress = () => {
    const connection = getConnection(config);
    return connection.status === 'connected' ? connection.address : undefined;
  };

  return {
    config,
    available(kind) {
      if (kind === 'walletconnect' || kind === 'gatescan') return Boolean(options.walletConnectProjectId);
      const connector = findInjected(kind);
      if (!connector) return false;
      // The legacy injected connector exists even without a provider: check there is one.
      return connector.id !== 'metaMask' && connector.id !== 'injected' ? true : typeof window !== 'undefined' && Boolean((window as { ethereum?: { isMetaMask?: boolean } }).ethereum?.isMetaMask);
    },
    wallet(kind) {
      return {
        kind,
        async connect() {
          const connector = await resolveConnector(kind);
          const existing = getConnection(config);
          if (existing.status === 'connected' && typeof connector !== 'function' && existing.connector.uid === connector.uid) {
            connectedKind = kind;
            return existing.address;
          }
          const result = await connect(config, { connector });
          const address = result.accounts[0];
          if (!address) throw new WalletError(WALLET_ERRORS.notConnected, `${WALLET_KINDS[kind].label} returned no account.`);
          connectedKind = kind;
          return address;
        },
        signMessage: (message) => signing(() => signMessage(config, { message })),
        recoverSigner: (message, signature) => recoverMessageAddress({ message, signature: signature as Hex }),
      };
    },
    address: currentAddress,
    watch(listener) {
      // Only settled states: a connection on its way (connecting, reconnecting) is no disconnect.
      // The session wallet connects again before it signs after a reload (service.ts), and a
      // wallet that takes over the watch's 500 ms to answer must not log its user out meanwhile.
      return watchConnection(config, {
        onChange: (connection) => {
          if (connection.status === 'connecting' || connection.status === 'reconnecting') return;
          listener(connection.status === 'connected' ? connection.address : undefined);
        },
      });
    },
    async signMessage(message) {
      if (!currentAddress()) throw new WalletError(WALLET_ERRORS.notConnected, 'No EVM wallet is connected.');
      return signing(() => signMessage(config, { message }));
    },
    async sendTransaction(tx) {
      if (!currentAddress()) throw new WalletError(WALLET_ERRORS.notConnected, 'No EVM wallet is connected.');
      try {
        const chainId = getConnection(config).chainId;
        if (chainId !== tx.chainId) await switchChain(config, { chainId: tx.chainId });
        return await signing(() => sendTransaction(config, { to: tx.to as Hex, data: tx.data as Hex | undefined, value: tx.value ? BigInt(tx.value) : undefined, chainId: tx.chainId }));
      } catch (error) {
        throw toWalletError(error, 'metamask');
      }
    },
    async signTypedData(typedData, expected) {
      if (!currentAddress()) throw new WalletError(WALLET_ERRORS.notConnected, 'No EVM wallet is connected.');
      if (!expected) return signing(() => signTypedData(config, typedData as TypedDataDefinition));
      // Checked here, where it is signed: what the user confirmed, then the wallet's network.
      const checked = checkTypedData(typedData, expected);
      const chainId = chainIdOf(checked, expected);
      if (chainId !== undefined) {
        const current = Number(await provider().then((p) => p.request({ method: 'eth_chainId' })));
        if (current !== chainId) await switchChain(config, { chainId });
      }
      return signing(() => signTypedData(config, checked as unknown as TypedDataDefinition));
    },
    async request(method, params = []) {
      return (await provider()).request({ method, params });
    },
    async disconnect() {
      connectedKind = undefined;
      if (currentAddress()) await disconnect(config);
    },
  };
}
