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
import { defineChain, numberToHex, recoverMessageAddress, type Chain, type Hex, type TypedDataDefinition } from 'viem';
import { CHAINS, EVM_TRADING_CHAINS, type EvmTradingChain, type EvmTransaction, type Registry, type TypedDataExpectation } from '@nova/shared-contracts';
import { WALLET_ERRORS, WALLET_KINDS, WalletError, signWithScanReset, toWalletError, type WalletKind } from './kinds';
import type { ConnectOptions, SignInWallet } from './signIn';
import { chainIdOf, checkTypedData } from './typedData';

/**
 * viem chains of the EVM trading chains, from the shared chain metadata; a chain's RPC URL (from
 * the registry) is what a wallet that does not know the network is offered to add.
 */
export function evmChains(rpcUrls: Registry['evmRpcUrls'] = {}): readonly [Chain, ...Chain[]] {
  return EVM_TRADING_CHAINS.map((key) => {
    const meta = CHAINS[key];
    const rpc = rpcUrls[key];
    return defineChain({
      id: meta.chainId,
      name: meta.name,
      nativeCurrency: { name: meta.nativeSymbol, symbol: meta.nativeSymbol, decimals: meta.nativeDecimals },
      rpcUrls: { default: { http: rpc ? [rpc] : [] } },
      blockExplorers: { default: { name: meta.name, url: meta.explorerUrl } },
    });
  }) as unknown as readonly [Chain, ...Chain[]];
}

/** The trading chain of an EVM chain id. */
const chainKeyOf = (chainId: number): EvmTradingChain | undefined => EVM_TRADING_CHAINS.find((key) => CHAINS[key].chainId === chainId);

/** The wallet does not know the chain (EIP-3085's 4902, also as wagmi's cause or MetaMask Mobile's originalError). */
function unknownChain(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, data } = e as { code?: unknown; data?: { originalError?: { code?: unknown } } };
    if (code === 4902 || data?.originalError?.code === 4902) return true;
  }
  return false;
}

type EvmKind = Extract<WalletKind, 'nova' | 'metamask' | 'walletconnect' | 'gatescan'>;

/**
 * How long the WalletConnect relay gets to hand out a pairing URI (the QR code's content). It
 * answers in well under a second when reachable; without it the URI never comes, and the page
 * says so instead of showing an empty code forever.
 */
export const RELAY_TIMEOUT_MS = 5000;

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
 * the registry, loaded on first use so its weight never reaches the first paint; its pairing URI
 * goes to the caller, which shows the QR code, and a relay that gives none in RELAY_TIMEOUT_MS
 * fails the connection with WALLET_ERRORS.relayUnreachable).
 */
export function createEvmWallets(options: { walletConnectProjectId?: string; rpcUrls?: Registry['evmRpcUrls'] } = {}): EvmWallets {
  const chains = evmChains(options.rpcUrls);
  const config = createConfig({
    chains,
    connectors: [injected({ target: 'metaMask' })],
    multiInjectedProviderDiscovery: true,
    transports: Object.fromEntries(chains.map((c) => [c.id, http()])),
    ssr: false,
  });

  const findInjected = (kind: EvmKind): Connector | undefined => {
    const rdns = WALLET_KINDS[kind].rdns;
    const connectors = getConnectors(config);
    return connectors.find((c) => c.id === rdns || (Array.isArray(c.rdns) ? c.rdns.includes(rdns ?? '') : c.rdns === rdns)) ?? (kind === 'metamask' ? connectors.find((c) => c.id === 'metaMask' || c.id === 'injected') : undefined);
  };

  /**
   * The WalletConnect connector, set up on first use. Its `message` events carry the pairing URI
   * (wagmi's display_uri); one whose relay could not be reached is dropped, so a retry starts
   * with a fresh relay connection.
   */
  let relayConnector: Promise<Connector> | undefined;
  const relay = (projectId: string) =>
    (relayConnector ??= (async () => {
      const { walletConnect } = await import(/* webpackChunkName: "walletconnect" */ '@wagmi/connectors/walletConnect');
      // The spec waits 300 ms before initialising WalletConnect.
      await new Promise((r) => setTimeout(r, 300));
      return config._internal.connectors.setup(walletConnect({ projectId, showQrModal: false }));
    })().catch((error: unknown) => {
      relayConnector = undefined;
      throw error;
    }));

  /** Connects through the relay: the pairing URI to `onPairingUri`, or relayUnreachable when none comes in time. */
  const pair = async (connector: Connector, onPairingUri?: (uri: string) => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
      if (type !== 'display_uri' || typeof data !== 'string') return;
      clearTimeout(timer);
      onPairingUri?.(data);
    };
    const unreachable = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WalletError(WALLET_ERRORS.relayUnreachable, 'The WalletConnect relay cannot be reached. Check your connection and try again.')), RELAY_TIMEOUT_MS);
    });
    connector.emitter.on('message', onMessage);
    try {
      return await Promise.race([connect(config, { connector }), unreachable]);
    } catch (error) {
      if (error instanceof WalletError && error.key === WALLET_ERRORS.relayUnreachable) {
        relayConnector = undefined;
        void connector.disconnect().catch(() => undefined);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      connector.emitter.off('message', onMessage);
    }
  };

  const resolveConnector = async (kind: EvmKind): Promise<Connector | CreateConnectorFn> => {
    if (kind === 'walletconnect' || kind === 'gatescan') {
      if (!options.walletConnectProjectId) throw new WalletError(WALLET_ERRORS.notConfigured, 'WalletConnect is not available on this deployment');
      return relay(options.walletConnectProjectId);
    }
    const connector = findInjected(kind);
    if (!connector) throw new WalletError(WALLET_ERRORS.notInstalled, `${WALLET_KINDS[kind].label} is not installed`, false, { wallet: WALLET_KINDS[kind].label });
    return connector;
  };

  const provider = async (): Promise<Eip1193> => {
    const connection = getConnection(config);
    if (connection.status !== 'connected') throw new WalletError(WALLET_ERRORS.notConnected, 'No wallet is connected');
    return (await connection.connector.getProvider()) as Eip1193;
  };

  /** The kind of the wallet connected last (the scan app resets its session on a signing failure). */
  let connectedKind: EvmKind | undefined;
  const reset = async () => {
    connectedKind = undefined;
    await disconnect(config);
  };
  const signing = <T>(sign: () => Promise<T>) => signWithScanReset(connectedKind, sign, reset);

  /**
   * Switches the wallet to the chain. A wallet that does not know it is asked to add it with the
   * deployment's RPC URL (wagmi's switchChain does that); without a URL to offer, the wallet is only
   * asked to switch, and one without the network gets a message telling the user to add it.
   */
  const switchTo = async (chainId: number) => {
    const key = chainKeyOf(chainId);
    if (key && options.rpcUrls?.[key]) {
      await switchChain(config, { chainId });
      return;
    }
    try {
      await (await provider()).request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] });
    } catch (error) {
      if (unknownChain(error)) {
        const chain = key ? CHAINS[key].name : `Chain ${chainId}`;
        throw new WalletError(WALLET_ERRORS.unknownChain, `${chain} is not in your wallet: add the network there, then try again.`, false, { chain });
      }
      throw error;
    }
  };

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
        async connect(connectOptions: ConnectOptions = {}) {
          const connector = await resolveConnector(kind);
          const existing = getConnection(config);
          if (existing.status === 'connected' && typeof connector !== 'function' && existing.connector.uid === connector.uid) {
            connectedKind = kind;
            return existing.address;
          }
          const result = typeof connector !== 'function' && connector.type === 'walletConnect' ? await pair(connector, connectOptions.onPairingUri) : await connect(config, { connector });
          const address = result.accounts[0];
          if (!address) throw new WalletError(WALLET_ERRORS.notConnected, 'No wallet is connected');
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
      if (!currentAddress()) throw new WalletError(WALLET_ERRORS.notConnected, 'No wallet is connected');
      return signing(() => signMessage(config, { message }));
    },
    async sendTransaction(tx) {
      if (!currentAddress()) throw new WalletError(WALLET_ERRORS.notConnected, 'No wallet is connected');
      try {
        if (getConnection(config).chainId !== tx.chainId) await switchTo(tx.chainId);
        return await signing(() => sendTransaction(config, { to: tx.to as Hex, data: tx.data as Hex | undefined, value: tx.value ? BigInt(tx.value) : undefined, chainId: tx.chainId }));
      } catch (error) {
        throw toWalletError(error, 'metamask');
      }
    },
    async signTypedData(typedData, expected) {
      if (!currentAddress()) throw new WalletError(WALLET_ERRORS.notConnected, 'No wallet is connected');
      if (!expected) return signing(() => signTypedData(config, typedData as TypedDataDefinition));
      // Checked here, where it is signed: what the user confirmed, then the wallet's network.
      const checked = checkTypedData(typedData, expected);
      const chainId = chainIdOf(checked, expected);
      if (chainId !== undefined) {
        const current = Number(await provider().then((p) => p.request({ method: 'eth_chainId' })));
        if (current !== chainId) await switchTo(chainId);
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
