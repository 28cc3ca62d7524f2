import { z } from 'zod/mini';
import { EVM_TRADING_CHAINS } from './chains';
import { REMOTE_NAMES } from './modules';

/**
 * remotes.json: the host's run-time registry, served beside it and replaceable at deploy time.
 * No remote URL is compiled into the host.
 */
export const registrySchema = z.object({
  /** Base URL of the trade API. */
  apiBaseUrl: z.string().check(z.url()),
  /** Base URL of the perpetual API (defaults to apiBaseUrl). */
  perpApiBaseUrl: z.optional(z.string().check(z.url())),
  /** The realtime WebSocket URL. */
  wsUrl: z.string().check(z.regex(/^wss?:\/\//, 'expected a ws:// or wss:// URL')),
  /** Origins whose manifests may replace a remote for a staging preview. */
  previewAllowlist: z._default(z.array(z.string().check(z.url())), []),
  /** Milliseconds a remote may take to load before its slot shows the fallback. */
  loadTimeoutMs: z._default(z.number().check(z.int(), z.positive()), 8000),
  remotes: z.array(z.object({
      name: z.enum(REMOTE_NAMES),
      /** URL of the remote's mf-manifest.json. */
      manifestUrl: z.string().check(z.url()),
      /** Contract major the remote was built against. */
      contractMajor: z.number().check(z.int(), z.nonnegative()),
    })),
  /** WalletConnect project id (configuration, not code). */
  walletConnectProjectId: z.optional(z.string()),
  /**
   * JSON-RPC URL per EVM trading chain, offered to a wallet that does not know the network yet
   * (`wallet_addEthereumChain`); the deployment's own nodes, or market-sim's local chains.
   */
  evmRpcUrls: z.optional(z.partialRecord(z.enum(EVM_TRADING_CHAINS), z.string().check(z.url()))),
});
export type Registry = z.infer<typeof registrySchema>;
export type RegistryRemote = Registry['remotes'][number];
