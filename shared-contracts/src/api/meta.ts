import type { EndpointMeta } from './endpoint';

/**
 * The synchronous part of every REST call: its name, its group and its auth, by group (one group
 * per `api/<group>.ts` file, which holds the rest: method, path, retry, host, body and the request
 * and response schemas, in one `defineEndpoint` call each). This is the one place the auth is
 * written (`defineEndpoint` copies it from here), and the types of `loadEndpoint`/`ENDPOINTS`
 * check that every name listed here is exported, under that name, by its group's file.
 *
 * Why split: this map is what the browser needs at start (which group's chunk to load for a
 * call; the cache tells private queries apart by `.auth` before any call); the rest is loaded with
 * the first call of its group (`loadEndpoint`, one chunk per group), which keeps the schemas, the
 * paths and their evaluation out of the first render.
 */
export const ENDPOINT_GROUPS = {
  tokens: {
    tokenHotList: 'none',
    tokenNewList: 'none',
    tokenAiList: 'none',
    tokenSignalList: 'none',
    tokenInfo: 'none',
    tokenKline: 'none',
  },
  auth: {
    accountPublicKey: 'none',
    accountVerifyEmail: 'none',
    accountSendCode: 'none',
    accountVerifyCode: 'none',
    accountRegister: 'none',
    accountLogin: 'none',
    accountLoginByCode: 'none',
    accountReset: 'none',
    accountRefreshToken: 'none',
    accountLogout: 'bearer',
    walletSignMessage: 'none',
    walletAuth: 'none',
    accountGoogleOauth: 'none',
    accountExchangeOauth: 'none',
    accountPerpRenew: 'bearer',
    qrLoginTicket: 'none',
    qrLoginPoll: 'none',
  },
  balance: {
    balanceList: 'bearer',
    holdsList: 'bearer',
    walletBalanceHistory: 'bearer',
  },
  trade: {
    tradeOrderCreate: 'bearer',
    limitOrderCreate: 'bearer',
    limitOrderList: 'bearer',
    limitOrderCancel: 'bearer',
    limitOrderLadder: 'bearer',
    limitOrderLadderCancel: 'bearer',
    tradeQuote: 'bearer',
    tradeBuild: 'bearer',
    tradeSubmitTx: 'bearer',
    tradeSubmitTxHash: 'bearer',
    userTokenHistory: 'bearer',
    historyHoldsList: 'bearer',
  },
  gas: {
    gasPriceList: 'none',
    unityGasPrice: 'none',
    evmGasPrice: 'none',
    evmGasLimit: 'none',
    mevPrice: 'none',
    supportSimulationChain: 'none',
    tradeRoundTrip: 'none',
  },
  watch: {
    watchList: 'bearer',
    watchAdd: 'bearer',
    watchDelete: 'bearer',
  },
  discover: {
    tokenSearch: 'optional',
    tokenSearchMultiChain: 'optional',
    holderList: 'bearer',
    tokenActivity: 'optional',
  },
  extra: {
    walletActivity: 'optional',
    tokenStat: 'bearer',
    tokenLiquidity: 'bearer',
    tokenPairs: 'bearer',
    verifyPassword: 'bearer',
    verifyGoogleOauth: 'bearer',
    verifyExchangeOauth: 'bearer',
    exportWalletAuth: 'bearer',
    tokenPriceHistory: 'bearer',
    tokenTabs: 'bearer',
  },
  monitor: {
    groupList: 'bearer',
    groupCreate: 'bearer',
    groupEdit: 'bearer',
    groupDelete: 'bearer',
    groupClear: 'bearer',
    smartCreate: 'bearer',
    smartList: 'bearer',
    smartRemarkList: 'bearer',
    smartDelete: 'bearer',
    smartEdit: 'bearer',
    smartImport: 'bearer',
    smartWalletList: 'bearer',
    groupUpload: 'bearer',
    followWalletTradeList: 'bearer',
    smartWalletTradeEvent: 'bearer',
    walletInfoDetail: 'bearer',
    sortedRemarkList: 'bearer',
    addRemark: 'bearer',
    walletHeatMap: 'optional',
  },
  profile: {
    walletProfitPeriod: 'bearer',
  },
  perp: {
    perpFundStats: 'bearer',
    perpDepositFee: 'perp',
    perpConvert: 'perp',
    perpDepositPostProcess: 'perp',
    perpWithdrawFee: 'bearer',
    perpWithdrawLimit: 'bearer',
    perpWithdrawnToday: 'bearer',
    perpWithdrawAsset: 'perp',
    perpWithdraw: 'perp',
    perpDepositSignData: 'perp',
    perpWithdrawSignData: 'perp',
    perpAddressCheck: 'bearer',
  },
  exchange: {
    futuresUsdtAccounts: 'perp',
    perpDexUserStatistics: 'perp',
    perpDexClaimedList: 'perp',
    perpDexBrokerCustomersList: 'perp',
    perpDexBrokerCommissionsList: 'perp',
    setPerpDexClaim: 'perp',
    perpDexUserBalance: 'bearer',
  },
  wallet: {
    depositAddress: 'bearer',
    custodialWithdraw: 'bearer',
    custodialWithdrawQuote: 'bearer',
    custodialTransfers: 'bearer',
    userWalletEvent: 'bearer',
  },
  rebate: {
    rebateInfo: 'bearer',
    rebateBind: 'bearer',
    rebateClaim: 'bearer',
    rebateClaimRecords: 'bearer',
    rebateInviteRecords: 'bearer',
    rebateRecords: 'bearer',
    rebateRate: 'bearer',
    rebateAccounts: 'bearer',
  },
  dev: {
    devLatestCode: 'none',
  },
} as const satisfies Record<string, Record<string, EndpointAuth>>;

type Groups = typeof ENDPOINT_GROUPS;
/** An endpoint group: the name of its schema module under `api/`, and of its lazily loaded chunk. */
export type EndpointGroup = keyof Groups;
/** The endpoints of one group. */
export type EndpointNameOf<G extends EndpointGroup> = keyof Groups[G] & string;
/** Every REST call the clients make, by name. */
export type EndpointName = { [G in EndpointGroup]: EndpointNameOf<G> }[EndpointGroup];
/** The group an endpoint belongs to. */
type GroupOf<K extends EndpointName> = { [G in EndpointGroup]: K extends EndpointNameOf<G> ? G : never }[EndpointGroup];
/** The auth of one endpoint, as its literal value. */
export type EndpointAuthOf<K extends EndpointName> = Groups[GroupOf<K>][K & keyof Groups[GroupOf<K>]];

type EndpointAuth = EndpointMeta['auth'];
const metaByName: Record<string, { group: EndpointGroup; auth: EndpointAuth }> = {};
for (const [group, endpoints] of Object.entries(ENDPOINT_GROUPS) as Array<[EndpointGroup, Record<string, EndpointAuth>]>) {
  for (const [name, auth] of Object.entries(endpoints)) metaByName[name] = { group, auth };
}

/** Every endpoint's group and auth by name: what the loader and the cache read synchronously. */
export const ENDPOINT_META = metaByName as Readonly<Record<EndpointName, { readonly group: EndpointGroup; readonly auth: EndpointAuth }>>;

/** Whether a string names an endpoint (own names only: not `toString` and the like). */
export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(metaByName, name);
}
