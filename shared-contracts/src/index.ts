// The one public door of @nova/shared-contracts. Explicit named re-exports only.
export { CONTRACT_VERSION, contractMajor, isContractCompatible } from './version';
export { PRODUCT_NAME } from './brand';
export { CHAIN_KEYS, CHAINS, DEFAULT_CHAIN_ORDER, EVM_TRADING_CHAINS, LAUNCH_PLATFORMS, TRADING_CHAINS, WALLETCONNECT_CHAIN_IDS, addressKind, chainKeySchema, isChainKey } from './chains';
export type { ChainKey, ChainMeta, EvmTradingChain, TradingChain } from './chains';
export {
  ApiError,
  AUTH_ERRORS,
  CLIENT_ERRORS,
  LOGOUT_CODES,
  ORDER_ERRORS,
  PERP_ERRORS,
  RISK_CODE,
  TOKEN_EXPIRED_CODES,
  isLogoutCode,
  isTokenExpiredCode,
  perpErrorGroup,
} from './errors';
export type { PerpErrorGroup } from './errors';
export { ACCOUNT, API_POLICY, CHART, DEFAULT_LOCALE, LAYOUT, LOCALES, POLLING, REALTIME, RISK_FLAGS, SEARCH, TOASTS, TRADE } from './constants';
export type { Locale, Resolution } from './constants';
export { idle } from './loadable';
export { COMMUNITY_KINDS, communityLinks, usableUrl } from './social';
export type { CommunityKind, CommunityLink } from './social';
export { validatePassword } from './validation';
export { base58Decode, base58Encode, isChainAddress, isChecksumEvmAddress, isEvmAddress, isSolanaAddress, isStrictChainAddress } from './address';
export { ownAddress } from './ownAddress';
export type { OwnAddress } from './ownAddress';
export { PREFS, definePref, readPref, warnBadPref, writePref } from './prefs';
export type { PrefDef, PrefIssue, PrefReporter } from './prefs';
export { INVITE_PARAM, ROUTES, localePrefixOf, localizeHref } from './routes';
export {
  PRESET_IDS,
  PRIORITY_FEE_MODES,
  SLIPPAGE_CHIPS,
  chainPresetsSchema,
  defaultChainPresets,
  presetIdSchema,
  presetSchema,
  priorityFeeModeSchema,
  readChainPresets,
  sideSettingsSchema,
  tradePresetsPref,
} from './presets';
export type { ChainPresets, PresetId, PriorityFeeMode, SideSettings, TradePreset } from './presets';
export { AUTO_SLIPPAGE_MAX, autoSlippage } from './slippage';
export { LADDER, ladderIssues, rungAmounts, rungTargetUsd, shareBasisPoints } from './ladder';
export type { LadderIssue, LadderIssueCode, LadderRungInput } from './ladder';
export type { AutoSlippage } from './slippage';
export { TRAIL_PERCENT_MAX, TRAIL_PERCENT_MIN, trailPercentError } from './trailing';
export type { TrailPercentError } from './trailing';
export type { PasswordError } from './validation';
export type { Loadable } from './loadable';
export type { EventBus, EventBusOptions, EventSpec, Handler } from './bus';
export { BUS_EVENTS, QUICK_TRADE_MAX_AGE_MS } from './events';
export type { BusEventMap, PnlShareRequest, OrderActionRequest, PositionTpslRequest, QuickTradeRequest, TrackerKind } from './events';
export { IDEMPOTENCY_HEADER } from './platform';
export type {
  ApiCallOptions,
  ApiClient,
  AuthMethod,
  EvmTransaction,
  I18nService,
  NavigateOptions,
  PlatformServices,
  PrefsService,
  RealtimeClient,
  RealtimeState,
  RealtimeStatus,
  SessionService,
  SessionState,
  SessionUser,
  ToastKind,
  ToastOptions,
  ToastService,
  WalletService,
  TypedDataExpectation,
  WalletType,
} from './platform';
export { REMOTE_NAMES } from './modules';
export type { AccountDialog, ExposeKey, ExposedModules, ExposedProps, MountProps, ReferralView, RemoteModule, RemoteName, TokenRef, TrackerZoneSide } from './modules';
export { registrySchema } from './registry';
export type { Registry, RegistryRemote } from './registry';
export { decimalString, envelopeSchema, fillPath, isFileField, isSuccessEnvelope, numeric } from './api/endpoint';
export type { EndpointDef, EndpointMeta, Envelope, FileField } from './api/endpoint';
// Endpoint metadata is synchronous; each group's schemas are loaded with its first call. The full
// map with schemas (ENDPOINTS) is the Node entry's, `@nova/shared-contracts/endpoints`.
export { ENDPOINT_META, isEndpointName } from './api/meta';
export type { EndpointAuthOf, EndpointGroup, EndpointName } from './api/meta';
export type { EndpointDefOf, EndpointLoader, EndpointRequest, EndpointResponse, GroupExports, GroupImporters } from './api/load';
// Parsing with the schemas above (valibot's safeParse); a failed parse's issues as one line (the API
// client's invalid-request error, the registry's error screen).
export { safeParse } from 'valibot';
export { describeIssues, int } from './schema';
// The cache's keys and the shape of its option factories; the factories, follows and refetches are
// the platform's (`PlatformServices.queries`, built by @nova/platform-core).
export { TOKEN_INFO_MAX_ENTRIES, queryKeys } from './query/keys';
export type { ChannelReducer, DataChange, EndpointKey, EndpointMutationOptions, EndpointQueryMeta, EndpointQueryOptions, PageFree, PagedQueryOptions, PlatformQueries, PushedQueryOptions, RankingList, WatchToggle } from './query/keys';
export { tokenChange24h, tokenVolume24h } from './query/token';
// Only what is read outside the calls (the token record and list parameters, the session, trade
// constants, the limit order): the endpoint schemas and the records only responses use are loaded
// per group (their types stay here, type-only; their values are in the Node entry).
export { TOKEN_FILTER_INDICATORS, TOKEN_FILTER_KEYS, TOKEN_ORDER_FIELDS, securityInfoSchema, socialMediaSchema, tokenListParamsSchema, tokenSchema } from './api/model/tokens';
export type { SecurityInfo, Token, TokenListParams } from './api/model/tokens';
export type { KlineBar, TokenInfo } from './api/tokens';
export { authMethodSchema, encryptPassword, loginResultSchema, perpTokensSchema, sessionUserSchema, walletTypeSchema } from './api/model/auth';
export type { LoginResult, PerpTokens, SessionUserData } from './api/model/auth';
export { PERP_TOKENS, PERP_VAULTS } from './api/model/perp';
export type { PerpChain } from './api/model/perp';
export type { PerpFundStat } from './api/perp';
export { NATIVE_TOKEN_ALIASES, ORDER_STATUS, ORDER_TYPES, isNativeToken } from './api/model/orderCodes';
export { limitOrderSchema } from './api/model/trade';
export type { LimitOrder } from './api/model/trade';
export type { OrderResult, TradeEvent } from './api/trade';
export { TOKEN_TAB_CATEGORIES } from './api/model/extra';
export { WALLET_EVENTS } from './api/model/wallet';
export { isUnnamedDefaultGroup } from './api/model/monitor';
export type { FollowTrade, SmartWallet, WalletGroup } from './api/monitor';
export { WALLET_TAG_KINDS } from './api/model/discover';
export type { WatchToken } from './api/watch';
export type { TokenProfit, WalletProfit } from './api/profile';
export type { Asset, Position } from './api/balance';
export type { ChannelData, ChannelDef, ChannelName, ChannelParams } from './realtime/channels';
// The channel definitions and the wire schemas are the realtime door's (`@nova/shared-contracts/realtime`).
export { channelKey } from './realtime/key';
export type { AckMessage, ClientMessage, PushMessage, ServerMessage } from './realtime/protocol';
