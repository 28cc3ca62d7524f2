/** Business constants of the spec. Numbers here are requirements; the section is named beside each. */

export const LAYOUT = {
  /** Narrow-screen breakpoint (all three specs). */
  mobileBreakpoint: 768,
  headerHeight: 52,
  footerHeight: 36,
  drawerWidth: 482,
  shareModalWidth: 744,
  minComponentHeight: 300,
  zoneWidthDefault: 260,
  zoneWidthMin: 260,
  zoneWidthMax: 500,
} as const;

/** Realtime channel timings (spec 3 §4, §9). */
export const REALTIME = {
  heartbeatIntervalMs: 30_000,
  heartbeatTimeoutMs: 60_000,
  heartbeatCheckMs: 10_000,
  maxReconnectAttempts: 5,
  reconnectBaseDelayMs: 1_000,
  reconnectMultiplier: 1.5,
  reconnectMaxDelayMs: 30_000,
  reconnectMinGapMs: 1_000,
  subscribeTimeoutMs: 10_000,
  releaseDelayMs: 1_000,
  batchMs: 500,
  pauseCloseMs: 500,
  priceSubscribeThrottleMs: 100,
} as const;

/** REST client policy (spec 1 §7, §9). */
export const API_POLICY = {
  defaultRetries: 3,
  backoffBaseMs: 1_000,
  backoffFactor: 2,
} as const;

/** Polling periods (spec 1 §9, spec 3 §4). */
export const POLLING = {
  assetsMs: 5_000,
  rankingsMs: 5_000,
  ordersMs: 5_000,
  gasMs: 10_000,
  gasCacheMs: 9_000,
  positionsMs: 20_000,
  manualRefreshDebounceMs: 1_000,
  /** Refetches a push or an order asks for (position data and generic polling: spec 1 §9, spec 3 §4) within this wait are one. */
  refetchDebounceMs: 100,
  perpTokenRefreshMs: 780_000,
  genericMs: 20_000,
} as const;

/** Toasts (spec 3 §9). */
export const TOASTS = {
  maxDesktop: 3,
  maxMobile: 1,
  alertDurationMs: 3_000,
  alertBatchMs: 100,
  queueDelayMs: 200,
  defaultDurationMs: 1_000,
  asyncNotificationMs: 1_500,
  tradeDurationMs: 2_000,
  withdrawDurationMs: 5_000,
} as const;

/** Trade constants (spec 1 §9). */
export const TRADE = {
  gatelayerMinBuy: '0.01',
  gatelayerMaxBuy: '350',
  quickBuyMin: '0.0001',
  quickBuyCap: 10_000,
  defaultQuickBuyAmount: '0.1',
  quickPercents: [25, 50, 75, 100, 10, 30, 60, 80],
  quickAmounts: {
    solana: ['0.01', '0.1', '0.5', '1', '0.25', '2', '5', '10'],
    gatelayer: ['0.1', '0.5', '1', '5'],
    bsc: ['0.01', '0.1', '0.5', '1', '0.1', '0.25', '2', '5'],
    other: ['0.01', '0.02', '0.5', '1', '0.1', '0.25', '2', '5'],
  },
  defaultSlippagePercent: 0.3,
  quoteDefaultSlippage: 0.005,
  withdrawSlippage: 0.03,
  customPriorityFeeCap: 2,
  slippageMinPercent: 0.1,
  slippageMaxPercent: 100,
  slippageLowWarnPercent: 5,
  slippageHighWarnPercent: 50,
  maxStrategies: 5,
  breakEvenFactor: 1.05,
  pageSize: 20,
  solanaGas: '0.000025',
  solanaRent: '0.00089088',
  limitOrderMinSol: '0.001',
} as const;

/** Chart constants (spec 3 §9). */
export const CHART = {
  resolutions: ['1s', '10s', '15s', '30s', '1m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d'],
  resolutionSeconds: { '1s': 1, '10s': 10, '15s': 15, '30s': 30, '1m': 60, '5m': 300, '15m': 900, '30m': 1800, '1h': 3600, '2h': 7200, '4h': 14400, '6h': 21600, '8h': 28800, '12h': 43200, '1d': 86400 },
  quickPick: ['1s', '10s', '30s', '1m', '5m', '1h', '1d'],
  defaultResolution: '1m',
  rightOffset: 10,
  barSpacing: 6,
  klinePageLimit: 1000,
  klineRetries: 3,
  klineRetryDelayMs: 3_000,
} as const;

export type Resolution = (typeof CHART.resolutions)[number];

/** Account constants (spec 2 §9). */
export const ACCOUNT = {
  resendCountdownSeconds: 60,
  passwordMinLength: 8,
  otpLength: 6,
  nameMaxLength: 30,
  descriptionMaxLength: 200,
  avatarMaxBytes: 2 * 1024 * 1024,
  avatarTypes: ['png', 'jpg', 'jpeg', 'webp'],
  profitPageSize: 30,
  authPopup: { width: 500, height: 600 },
} as const;

/** Search (spec 3 §5, §9). */
export const SEARCH = { limit: 20, vague: 1, debounceMs: 350, historyTokens: 5, historyWallets: 5 } as const;

/** The 19 locales (spec 3 §9). */
export const LOCALES = ['en', 'zh', 'zh-tw', 'ar', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'nl', 'pt', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Risk thresholds shown red on token security (spec 1 §5). */
export const RISK_FLAGS = { top10Percent: 30, devHoldPercent: 30, insiderPercent: 5, lpRiskBelow: 0.1 } as const;
