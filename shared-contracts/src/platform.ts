import type { QueryClient } from '@tanstack/query-core';
import type { EventBus } from './bus';
import type { BusEventMap } from './events';
import type { ChainKey } from './chains';
import type { Locale } from './constants';
import type { ChannelData, ChannelName, ChannelParams } from './realtime/channels';
import type { EndpointName } from './api/meta';
import type { EndpointRequest, EndpointResponse } from './api/load';
import type { PlatformQueries } from './query/keys';

/** The header an order carries so that a repeated request places one order (market-sim honours it). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface ApiCallOptions {
  signal?: AbortSignal;
  /** Sent as the `idempotency-key` header: the server answers a repeat with the first result. */
  idempotencyKey?: string;
}

/** Typed client for every REST call; rejects with ApiError ({code, message}). */
export interface ApiClient {
  call<K extends EndpointName>(name: K, request: EndpointRequest<K>, options?: ApiCallOptions): Promise<EndpointResponse<K>>;
  /** Base URL of the trade API (from the registry). */
  readonly baseUrl: string;
}

export type RealtimeState = 'offline' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';
export interface RealtimeStatus {
  state: RealtimeState;
  /** Current reconnect attempt, 1..5, while reconnecting. */
  attempt: number;
  maxAttempts: number;
  /**
   * True while connected but no push arrived for the stale threshold (half-open socket, paused
   * server): live figures may be old. Absent otherwise.
   */
  stale?: boolean;
}

/** The one WebSocket. Subscriptions are reference-counted by channel key. */
export interface RealtimeClient {
  subscribe<C extends ChannelName>(channel: C, params: ChannelParams<C>, handler: (data: ChannelData<C>) => void): () => void;
  getStatus(): RealtimeStatus;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  /** Manual retry after the reconnect attempts ran out. */
  reconnect(): void;
}

export type AuthMethod = 'wallet' | 'google' | 'exchange' | 'email';
export type WalletType = 'nova' | 'metamask' | 'phantom' | 'walletconnect' | 'gatescan' | '';

export interface SessionUser {
  user_id: string;
  email?: string;
  sol_address?: string;
  evm_address?: string;
  wallet_type: WalletType;
  authMethod: AuthMethod;
  /**
   * Wallet logins: the family of the address they signed in with ({product} Wallet signs on
   * either; Phantom is always solana, the others evm). Absent for custodial users.
   */
  wallet_family?: 'evm' | 'solana';
}

export interface SessionState {
  user: SessionUser | null;
  /** Custodial (server signs) or wallet (client signs) — spec 1 §1. */
  kind: 'custodial' | 'wallet' | null;
}

/** Read-only to remotes. */
export interface SessionService {
  get(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Open the login drawer; resolves true once signed in, false if dismissed. */
  requestLogin(options?: { redirectTo?: string }): Promise<boolean>;
  logout(): Promise<void>;
  /**
   * The security check of Google and exchange users (spec 2 §2): the host opens the provider's
   * consent popup for the signed-in account and resolves with a fresh code (rejects with an
   * ApiError when the popup is blocked or closed). Email users check with their password instead.
   */
  reauthenticate(): Promise<{ auth_type: 'google' | 'exchange'; code: string }>;
}

export interface EvmTransaction {
  to: string;
  data?: string;
  value?: string;
  chainId: number;
}

/** Wallet connections are owned by the host. */
export interface WalletService {
  connected(): { evm?: string; solana?: string };
  signMessage(family: 'evm' | 'solana', message: string): Promise<string>;
  sendTransaction(tx: EvmTransaction): Promise<string>;
  /**
   * Signs EIP-712 typed data ({domain, types, primaryType, message}). With `expected` the host
   * checks it first and refuses (error message `Invalid EIP712 types structure` for a missing or
   * empty type, `Typed data does not match the confirmed request` for another message) and
   * switches the wallet to the chain of the domain (or `expected.chainId`) before signing.
   */
  signTypedData(typedData: unknown, expected?: TypedDataExpectation): Promise<string>;
  /** Signs a serialized Solana transaction (base64) and returns the signed one (base64). */
  signSolanaTransaction(serializedBase64: string): Promise<string>;
  /**
   * The connected EVM wallet's EIP-1193 request (its chain, switching, allowances by eth_call,
   * eth_sendTransaction, receipts); absent where the host cannot offer it.
   */
  evmRequest?(method: string, params?: readonly unknown[]): Promise<unknown>;
}

/** What the user confirmed, checked by the host before it signs typed data. */
export interface TypedDataExpectation {
  /** The type that must be in `types` (non-empty) and be the primary type, e.g. `Withdraw`. */
  primaryType: string;
  /** Message fields that must carry these values (compared as text; 0x addresses case-insensitively). */
  message?: Record<string, string>;
  /** The chain the wallet is switched to before signing, when the domain names none. */
  chainId?: number;
}

export interface PrefsService {
  get<T>(key: string, fallback: T): T;
  set<T>(key: string, value: T): void;
  subscribe<T>(key: string, listener: (value: T) => void): () => void;
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';
export interface ToastOptions {
  kind: ToastKind;
  message: string;
  /** Milliseconds; loading toasts never close by themselves. */
  durationMs?: number;
  action?: { label: string; onClick: () => void };
  href?: string;
}
export interface ToastService {
  show(options: ToastOptions): string;
  update(id: string, options: ToastOptions): void;
  dismiss(id: string): void;
}

export interface I18nService {
  locale(): Locale;
  /** Message by key from the caller's catalogue, falling back to English, then to the key. */
  t(key: string, values?: Record<string, string | number>): string;
  /** Register a namespace's catalogues (remotes bring their own messages). */
  register(namespace: string, catalogues: Partial<Record<Locale, Record<string, string>>>): void;
  subscribe(listener: (locale: Locale) => void): () => void;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** What the host hands every remote. */
export interface PlatformServices {
  contractVersion: string;
  /**
   * The one server-state cache (a TanStack Query client) the host owns: every REST answer and
   * every push lands here, under the keys and options of `queryKeys` / the `*Query` factories.
   */
  query: QueryClient;
  /**
   * The option factories of that cache, bound to `api`, `query` and `realtime` (since contract
   * 6.0): `useQuery(platform.queries.tokenInfo(chain, address))`.
   */
  queries: PlatformQueries;
  api: ApiClient;
  realtime: RealtimeClient;
  bus: EventBus<BusEventMap>;
  session: SessionService;
  wallet: WalletService;
  prefs: PrefsService;
  toast: ToastService;
  /** In-app navigation; the locale prefix is kept. */
  navigate(to: string, options?: NavigateOptions): void;
  /**
   * The href of an in-app path (from `ROUTES`) as a link on this page: the current locale prefix
   * kept and the invite code `i` carried, so a remote's `<a href>` never drops `/zh`.
   */
  href(to: string): string;
  i18n: I18nService;
  /** The active chain (default solana). */
  activeChain(): ChainKey;
}
