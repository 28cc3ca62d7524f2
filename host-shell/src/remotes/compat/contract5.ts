/**
 * Contract 5's package root, implemented on the current platform: what the host provides, under the
 * name `@nova/shared-contracts` and the exact version a contract 5 build pins (it was a strict
 * singleton then), to the remotes built against contract 5 (N-1). Loaded only when the registry
 * lists such a remote (`adapters.tsx`).
 *
 * - The contract's types, schemas and constants: contract 6's (6.0 only removed runtime code).
 * - What 6.0 moved to the platform (query factories, follows, refetches, the cache, the bus, the
 *   endpoint loader): @nova/platform-core's, the very functions behind `PlatformServices.queries`,
 *   so an N-1 remote and a current one share one cache, one follow count, one refetch debounce.
 * - `PlatformContext` / `usePlatform`: the context contract 5 remotes read the services from; the
 *   host provides it around each of their slots with the same services object.
 *
 * `contract5.surface.json` lists every value export of 5.0.0's root; a test holds this module to it.
 */
import { createContext, useContext } from 'react';
import { contractMajor } from '@nova/shared-contracts';
import type { PlatformServices } from '@nova/shared-contracts';

export const CONTRACT_VERSION = '5.0.0';

/** Contract 5's rule: the same major. */
export function isContractCompatible(hostVersion: string, remoteVersion: string): boolean {
  const host = contractMajor(hostVersion);
  return Number.isFinite(host) && host === contractMajor(remoteVersion);
}

export const PlatformContext = createContext<PlatformServices | null>(null);
PlatformContext.displayName = 'PlatformContext';

export function usePlatform(): PlatformServices {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() outside a PlatformContext provider: mount this module inside the host or a harness.');
  return platform;
}

export {
  ACCOUNT,
  addressKind,
  API_POLICY,
  ApiError,
  AUTH_ERRORS,
  authMethodSchema,
  base58Decode,
  base58Encode,
  BUS_EVENTS,
  CHAIN_KEYS,
  chainKeySchema,
  chainPresetsSchema,
  CHAINS,
  channelKey,
  CHART,
  CLIENT_ERRORS,
  COMMUNITY_KINDS,
  communityLinks,
  contractMajor,
  decimalString,
  DEFAULT_CHAIN_ORDER,
  DEFAULT_LOCALE,
  defaultChainPresets,
  definePref,
  describeIssues,
  encryptPassword,
  ENDPOINT_META,
  envelopeSchema,
  EVM_TRADING_CHAINS,
  fillPath,
  IDEMPOTENCY_HEADER,
  idle,
  int,
  INVITE_PARAM,
  isChainAddress,
  isChainKey,
  isEndpointName,
  isEvmAddress,
  isFileField,
  isLogoutCode,
  isNativeToken,
  isSolanaAddress,
  isSuccessEnvelope,
  isTokenExpiredCode,
  isUnnamedDefaultGroup,
  LAUNCH_PLATFORMS,
  LAYOUT,
  limitOrderSchema,
  localePrefixOf,
  LOCALES,
  localizeHref,
  loginResultSchema,
  LOGOUT_CODES,
  NATIVE_TOKEN_ALIASES,
  numeric,
  ORDER_ERRORS,
  ORDER_STATUS,
  ORDER_TYPES,
  ownAddress,
  PERP_ERRORS,
  PERP_TOKENS,
  perpErrorGroup,
  perpTokensSchema,
  POLLING,
  PREFS,
  PRESET_IDS,
  presetIdSchema,
  presetSchema,
  PRIORITY_FEE_MODES,
  priorityFeeModeSchema,
  PRODUCT_NAME,
  queryKeys,
  QUICK_TRADE_MAX_AGE_MS,
  readChainPresets,
  readPref,
  REALTIME,
  registrySchema,
  REMOTE_NAMES,
  RISK_CODE,
  RISK_FLAGS,
  ROUTES,
  safeParse,
  SEARCH,
  securityInfoSchema,
  sessionUserSchema,
  sideSettingsSchema,
  SLIPPAGE_CHIPS,
  socialMediaSchema,
  TOASTS,
  TOKEN_EXPIRED_CODES,
  TOKEN_FILTER_INDICATORS,
  TOKEN_FILTER_KEYS,
  TOKEN_INFO_MAX_ENTRIES,
  TOKEN_ORDER_FIELDS,
  TOKEN_TAB_CATEGORIES,
  tokenChange24h,
  tokenListParamsSchema,
  tokenSchema,
  tokenVolume24h,
  TRADE,
  tradePresetsPref,
  TRADING_CHAINS,
  usableUrl,
  validatePassword,
  WALLET_EVENTS,
  WALLET_TAG_KINDS,
  WALLETCONNECT_CHAIN_IDS,
  walletTypeSchema,
  warnBadPref,
  writePref,
} from '@nova/shared-contracts';
export {
  assetsQuery,
  createEndpointLoader,
  createEventBus,
  createManualRefresh,
  createQueryClient,
  endpointQuery,
  followTokenInfo,
  followUserOrders,
  gasQuery,
  historyPositionsQuery,
  isPrivateQuery,
  limitEntries,
  loadEndpoint,
  nextOffset,
  ORDER_AFFECTED_ENDPOINTS,
  ordersQuery,
  perpSummaryQuery,
  positionsQuery,
  QUERY_GC_MS,
  rankingQuery,
  refetchEndpoints,
  refreshAfterOrder,
  refreshOpenOrders,
  tokenInfoQuery,
  tradeHistoryQuery,
  walletActivityQuery,
  walletProfitQuery,
  watchListQuery,
  watchToggleMutation,
} from '@nova/platform-core';
