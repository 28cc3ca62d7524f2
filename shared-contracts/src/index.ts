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
export { base58Decode, base58Encode, isChainAddress, isEvmAddress, isSolanaAddress, ownAddress } from './address';
export type { OwnAddress } from './address';
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
export type { PasswordError } from './validation';
export type { Loadable } from './loadable';
export { createEventBus } from './bus';
export type { EventBus, EventBusOptions, EventSpec, Handler } from './bus';
export { BUS_EVENTS, QUICK_TRADE_MAX_AGE_MS } from './events';
export type { BusEventMap, PnlShareRequest, OrderActionRequest, PositionTpslRequest, QuickTradeRequest, TrackerKind } from './events';
export { IDEMPOTENCY_HEADER, PlatformContext, usePlatform } from './platform';
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
export type { ExposeKey, ExposedModules, ExposedProps, ReferralView, RemoteModule, RemoteName, TokenRef, TrackerZoneSide } from './modules';
export { registrySchema } from './registry';
export type { Registry, RegistryRemote } from './registry';
export { decimalString, defineEndpoint, envelopeSchema, fillPath, isFileField, isSuccessEnvelope, numeric } from './api/endpoint';
export type { EndpointDef, Envelope, FileField } from './api/endpoint';
export { ENDPOINTS } from './api/endpoints';
export {
  TOKEN_INFO_MAX_ENTRIES,
  assetsQuery,
  endpointQuery,
  gasQuery,
  historyPositionsQuery,
  nextOffset,
  ordersQuery,
  perpSummaryQuery,
  positionsQuery,
  queryKeys,
  rankingQuery,
  tokenInfoQuery,
  tradeHistoryQuery,
  walletActivityQuery,
  walletProfitQuery,
  watchListQuery,
  watchToggleMutation,
} from './query/options';
export type { EndpointKey, EndpointMutationOptions, EndpointQueryMeta, EndpointQueryOptions, PagedQueryOptions, RankingList, WatchToggle } from './query/options';
export { QUERY_GC_MS, createManualRefresh, createQueryClient, isPrivateQuery, limitEntries } from './query/cache';
export { tokenChange24h, tokenVolume24h } from './query/token';
export type { EndpointName, EndpointRequest, EndpointResponse } from './api/endpoints';
export { TOKEN_FILTER_INDICATORS, TOKEN_FILTER_KEYS, TOKEN_ORDER_FIELDS, klineBarSchema, securityInfoSchema, socialMediaSchema, tokenListParamsSchema, tokenSchema } from './api/tokens';
export type { KlineBar, SecurityInfo, Token, TokenInfo, TokenListParams } from './api/tokens';
export { authMethodSchema, encryptPassword, loginResultSchema, perpTokensSchema, sessionUserSchema, walletTypeSchema } from './api/auth';
export type { LoginResult, PerpTokens, SessionUserData } from './api/auth';
export { PERP_TOKENS, perpChainSchema, perpFundStatSchema } from './api/perp';
export type { PerpChain, PerpFundStat } from './api/perp';
export { tokenProfitSchema, walletProfitSchema } from './api/profile';
export { NATIVE_TOKEN_ALIASES, ORDER_STATUS, ORDER_TYPES, isNativeToken, limitOrderSchema, orderResultSchema, quoteDataSchema, tradeEventSchema } from './api/trade';
export type { LimitOrder, OrderResult, TradeEvent } from './api/trade';
export { gasInfoSchema } from './api/gas';
export { TOKEN_TAB_CATEGORIES, walletActivitySchema } from './api/extra';
export { WALLET_EVENTS } from './api/wallet';
export { followTradeSchema, isUnnamedDefaultGroup, remarkSchema, smartWalletSchema, walletGroupSchema, walletInfoSchema } from './api/monitor';
export type { FollowTrade, SmartWallet, WalletGroup } from './api/monitor';
export { WALLET_TAG_KINDS, activitySchema, holderSchema, searchTokenSchema, searchWalletSchema } from './api/discover';
export { watchTokenSchema } from './api/watch';
export type { WatchToken } from './api/watch';
export type { TokenProfit, WalletProfit } from './api/profile';
export { assetSchema, positionSchema } from './api/balance';
export type { Asset, Position } from './api/balance';
export { CHANNELS, defineChannel } from './realtime/channels';
export { holdsReducer, pipTokenInfoReducer, rankReducer, reduce, tokenInfoChangeReducer, tokenPriceReducer, tokenStatsReducer, walletBalanceReducer } from './realtime/reducers';
export type { ChannelReducer, Reduced } from './realtime/reducers';
export { ORDER_AFFECTED_ENDPOINTS, bindChannel, cacheWriterFor, createCacheWriter, followTokenInfo, followUserOrders, frameSchedule, refetchEndpoints, refreshAfterOrder, refreshOpenOrders } from './query/live';
export type { CacheWriter, FrameSchedule } from './query/live';
export type { ChannelData, ChannelDef, ChannelName, ChannelParams } from './realtime/channels';
export { ackMessageSchema, channelKey, clientMessageSchema, pushMessageSchema, serverMessageSchema } from './realtime/protocol';
export type { AckMessage, ClientMessage, PushMessage, ServerMessage } from './realtime/protocol';
