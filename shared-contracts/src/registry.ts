import { z } from 'zod';
import { EVM_TRADING_CHAINS } from './chains';
import { REMOTE_NAMES } from './modules';

/**
 * remotes.json: the host's run-time registry, served beside it and replaceable at deploy time.
 * No remote URL is compiled into the host.
 */
export const registrySchema = z.object({
  /** Base URL of the trade API. */
  apiBaseUrl: z.string().url(),
  /** Base URL of the perpetual API (defaults to apiBaseUrl). */
  perpApiBaseUrl: z.string().url().optional(),
  /** The realtime WebSocket URL. */
  wsUrl: z.string().regex(/^wss?:\/\//, 'expected a ws:// or wss:// URL'),
  /** Origins whose manifests may replace a remote for a staging preview. */
  previewAllowlist: z.array(z.string().url()).default([]),
  /** Milliseconds a remote may take to load before its slot shows the fallback. */
  loadTimeoutMs: z.number().int().positive().default(8000),
  remotes: z.array(
    z.object({
      name: z.enum(REMOTE_NAMES),
      /** URL of the remote's mf-manifest.json. */
      manifestUrl: z.string().url(),
      /** Contract major the remote was built against. */
      contractMajor: z.number().int().nonnegative(),
    }),
  ),
  /** WalletConnect project id (configuration, not code). */
  walletConnectProjectId: z.string().optional(),
  /**
   * JSON-RPC URL per EVM trading chain, offered to a wallet that does not know the network yet
   * (`wallet_addEthereumChain`); the deployment's own nodes, or market-sim's local chains.
   */
  evmRpcUrls: z.partialRecord(z.enum(EVM_TRADING_CHAINS), z.string().url()).optional(),
});
export type Registry = z.infer<typeof registrySchema>;
export type RegistryRemote = Registry['remotes'][number];
