import * as v from 'valibot';
import { int } from './schema';
import { EVM_TRADING_CHAINS } from './chains';
import { REMOTE_NAMES } from './modules';

/**
 * remotes.json: the host's run-time registry, served beside it and replaceable at deploy time.
 * No remote URL is compiled into the host.
 */
export const registrySchema = v.object({
  /** Base URL of the trade API. */
  apiBaseUrl: v.pipe(v.string(), v.url()),
  /** Base URL of the perpetual API (defaults to apiBaseUrl). */
  perpApiBaseUrl: v.optional(v.pipe(v.string(), v.url())),
  /** The realtime WebSocket URL. */
  wsUrl: v.pipe(v.string(), v.regex(/^wss?:\/\//, 'expected a ws:// or wss:// URL')),
  /** Origins whose manifests may replace a remote for a staging preview. */
  previewAllowlist: v.optional(v.array(v.pipe(v.string(), v.url())), []),
  /** Milliseconds a remote may take to load before its slot shows the fallback. */
  loadTimeoutMs: v.optional(v.pipe(int(), v.gtValue(0)), 8000),
  remotes: v.array(v.object({
      name: v.picklist(REMOTE_NAMES),
      /** URL of the remote's mf-manifest.json. */
      manifestUrl: v.pipe(v.string(), v.url()),
      /** Contract major the remote was built against. */
      contractMajor: v.pipe(int(), v.minValue(0)),
    })),
  /** WalletConnect project id (configuration, not code). */
  walletConnectProjectId: v.optional(v.string()),
  /**
   * JSON-RPC URL per EVM trading chain, offered to a wallet that does not know the network yet
   * (`wallet_addEthereumChain`); the deployment's own nodes, or market-sim's local chains.
   */
  evmRpcUrls: v.optional(v.record(v.picklist(EVM_TRADING_CHAINS), v.pipe(v.string(), v.url()))),
});
export type Registry = v.InferOutput<typeof registrySchema>;
export type RegistryRemote = Registry['remotes'][number];
