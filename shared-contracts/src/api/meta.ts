import { PRODUCT_NAME } from '../brand';
import type { EndpointMeta } from './endpoint';

/**
 * The synchronous half of every REST call: method, path, auth, retry, host and body, by group
 * (one group per `api/<group>.ts` file, which holds the other half: the request and response
 * schemas). This is the one place these values are written: `defineEndpoint(name, schemas)` in
 * the group files copies them from here, so a schema module cannot drift from what the client
 * sends and what the cache reads (`.auth`), and the types of `loadEndpoint`/`ENDPOINTS` check
 * that every name listed here is exported by its group's file.
 *
 * Why split: this map is what the browser needs at start (the client builds the request, the
 * cache tells private queries apart); the schemas are loaded with the first call of their group
 * (`loadEndpoint`, one chunk per group), which keeps about 10 kB gzip of schemas and their
 * evaluation out of the first render.
 */
export const ENDPOINT_GROUPS = {
  tokens: {
    tokenHotList: { method: 'GET', path: '/token/hot/list', auth: 'none', retry: true },
    tokenNewList: { method: 'GET', path: '/token/new/list', auth: 'none', retry: true },
    tokenAiList: { method: 'GET', path: '/token/ai/list', auth: 'none', retry: true },
    tokenSignalList: { method: 'GET', path: '/token/signal/list', auth: 'none', retry: true },
    tokenInfo: { method: 'GET', path: '/token_info/{chain}/{token}', auth: 'none', retry: true },
    tokenKline: { method: 'GET', path: '/token/kline', auth: 'none', retry: true },
  },
  auth: {
    accountPublicKey: { method: 'GET', path: '/account/user/public_key', auth: 'none', retry: false },
    accountVerifyEmail: { method: 'POST', path: '/account/user/verify/email', auth: 'none', retry: false },
    accountSendCode: { method: 'POST', path: '/account/user/send/code', auth: 'none', retry: false },
    accountVerifyCode: { method: 'POST', path: '/account/user/verify/code', auth: 'none', retry: false },
    accountRegister: { method: 'POST', path: '/account/user/register', auth: 'none', retry: false },
    accountLogin: { method: 'POST', path: '/account/user/login', auth: 'none', retry: false },
    accountLoginByCode: { method: 'POST', path: '/account/user/login_by_code', auth: 'none', retry: false },
    accountReset: { method: 'POST', path: '/account/user/reset', auth: 'none', retry: false },
    accountRefreshToken: { method: 'POST', path: '/account/refresh_access_token', auth: 'none', retry: true },
    walletSignMessage: { method: 'GET', path: '/account/user/plug_in_sign_message', auth: 'none', retry: false },
    walletAuth: { method: 'POST', path: '/account/user/plug_in_auth', auth: 'none', retry: false },
    accountGoogleOauth: { method: 'GET', path: '/account/google_oauth', auth: 'none', retry: false },
    accountExchangeOauth: { method: 'GET', path: `/account/user/${PRODUCT_NAME.toLowerCase()}_oauth`, auth: 'none', retry: false },
    accountPerpRenew: { method: 'POST', path: '/account/perp/renew', auth: 'bearer', retry: true },
  },
  balance: {
    balanceList: { method: 'GET', path: '/balance/list', auth: 'bearer', retry: true },
    holdsList: { method: 'GET', path: '/trade/holds/list', auth: 'bearer', retry: true },
    walletBalanceHistory: { method: 'GET', path: '/balance/history', auth: 'bearer', retry: true },
  },
  trade: {
    tradeOrderCreate: { method: 'POST', path: '/trade/order/create', auth: 'bearer', retry: false },
    limitOrderCreate: { method: 'POST', path: '/v1/trading_bot/limit_trade/create', auth: 'bearer', retry: false },
    limitOrderList: { method: 'GET', path: '/v1/trading_bot/limit_trade/order_list', auth: 'bearer', retry: true },
    limitOrderCancel: { method: 'POST', path: '/v1/trading_bot/limit_trade/cancel', auth: 'bearer', retry: false },
    tradeQuote: { method: 'POST', path: '/trade/quote', auth: 'bearer', retry: false },
    tradeBuild: { method: 'POST', path: '/trade/build', auth: 'bearer', retry: false },
    tradeSubmitTx: { method: 'POST', path: '/trade/submit_tx', auth: 'bearer', retry: false },
    tradeSubmitTxHash: { method: 'POST', path: '/trade/submit_tx_hash', auth: 'bearer', retry: false },
    userTokenHistory: { method: 'GET', path: '/user/token/history', auth: 'bearer', retry: true },
    historyHoldsList: { method: 'GET', path: '/trade/history/holds/list', auth: 'bearer', retry: true },
  },
  gas: {
    gasPriceList: { method: 'GET', path: '/trade/gasprice', auth: 'none', retry: true },
    unityGasPrice: { method: 'POST', path: '/trade/unitygasprice', auth: 'none', retry: true },
    evmGasPrice: { method: 'GET', path: '/trade/gasprice/evm/{chain}', auth: 'none', retry: true },
    evmGasLimit: { method: 'GET', path: '/trade/gaslimit/evm/{chain}', auth: 'none', retry: true },
    mevPrice: { method: 'GET', path: '/trade/mev_price', auth: 'none', retry: true },
    supportSimulationChain: { method: 'GET', path: '/trade/quote/support_simulation_chain', auth: 'none', retry: true },
  },
  watch: {
    watchList: { method: 'GET', path: '/user/collect/query_watch_token_list', auth: 'bearer', retry: true },
    watchAdd: { method: 'POST', path: '/user/collect/add_watch_token', auth: 'bearer', retry: false },
    watchDelete: { method: 'POST', path: '/user/collect/delete_watch_token', auth: 'bearer', retry: false },
  },
  discover: {
    tokenSearch: { method: 'POST', path: '/token/search', auth: 'optional', retry: true },
    tokenSearchMultiChain: { method: 'POST', path: '/token/search/multi_chain', auth: 'optional', retry: true },
    holderList: { method: 'POST', path: '/trade/holder/list', auth: 'bearer', retry: true },
    tokenActivity: { method: 'GET', path: '/token/activity', auth: 'optional', retry: true },
  },
  extra: {
    walletActivity: { method: 'GET', path: '/trade/wallet/activity', auth: 'optional', retry: true },
    tokenStat: { method: 'GET', path: '/token/token_stat', auth: 'bearer', retry: true },
    tokenLiquidity: { method: 'GET', path: '/token/liquidity', auth: 'bearer', retry: true },
    tokenPairs: { method: 'POST', path: '/token/pairs', auth: 'bearer', retry: true },
    verifyPassword: { method: 'POST', path: '/account/user/verify/password', auth: 'bearer', retry: false },
    verifyGoogleOauth: { method: 'GET', path: '/account/user/verify/google_oauth', auth: 'bearer', retry: false },
    verifyExchangeOauth: { method: 'GET', path: `/account/user/verify/${PRODUCT_NAME.toLowerCase()}_oauth`, auth: 'bearer', retry: false },
    exportWalletAuth: { method: 'POST', path: '/export_wallet_auth', auth: 'bearer', retry: false },
    tokenPriceHistory: { method: 'GET', path: '/token/history', auth: 'bearer', retry: true },
    tokenTabs: { method: 'GET', path: '/token/tabs', auth: 'bearer', retry: true },
  },
  monitor: {
    groupList: { method: 'GET', path: '/wallet_monitor/group/list', auth: 'bearer', retry: true },
    groupCreate: { method: 'POST', path: '/wallet_monitor/group/create', auth: 'bearer', retry: false },
    groupEdit: { method: 'POST', path: '/wallet_monitor/group/edit', auth: 'bearer', retry: false },
    groupDelete: { method: 'POST', path: '/wallet_monitor/group/del', auth: 'bearer', retry: false },
    groupClear: { method: 'POST', path: '/wallet_monitor/group/clear', auth: 'bearer', retry: false },
    smartCreate: { method: 'POST', path: '/wallet_monitor/group/smart/create', auth: 'bearer', retry: false },
    smartList: { method: 'GET', path: '/wallet_monitor/group/smart/list', auth: 'bearer', retry: true },
    smartRemarkList: { method: 'GET', path: '/wallet_monitor/group/smart/remark_list', auth: 'bearer', retry: true },
    smartDelete: { method: 'POST', path: '/wallet_monitor/group/smart/del', auth: 'bearer', retry: false },
    smartEdit: { method: 'POST', path: '/wallet_monitor/group/smart/edit', auth: 'bearer', retry: false },
    smartImport: { method: 'POST', path: '/wallet_monitor/group/smart/import', auth: 'bearer', retry: false },
    smartWalletList: { method: 'GET', path: '/wallet_monitor/group/smart/wallet_list', auth: 'bearer', retry: true },
    groupUpload: { method: 'POST', path: '/wallet_monitor/group/upload', auth: 'bearer', retry: false, body: 'multipart' },
    followWalletTradeList: { method: 'GET', path: '/wallet_monitor/follow_wallet_trade_list', auth: 'bearer', retry: true },
    smartWalletTradeEvent: { method: 'GET', path: '/token/smart_wallet_trade_event', auth: 'bearer', retry: true },
    walletInfoDetail: { method: 'GET', path: '/wallet_monitor/wallet/info/detail', auth: 'bearer', retry: true },
    sortedRemarkList: { method: 'GET', path: '/wallet_monitor/wallet/info/sorted_remark_list', auth: 'bearer', retry: true },
    addRemark: { method: 'POST', path: '/wallet_monitor/wallet/info/add_remark', auth: 'bearer', retry: false },
    walletHeatMap: { method: 'GET', path: '/wallet/heat_map', auth: 'optional', retry: true },
  },
  profile: {
    walletProfitPeriod: { method: 'GET', path: '/trade/wallet/profit/period', auth: 'bearer', retry: true },
  },
  perp: {
    perpFundStats: { method: 'GET', path: '/perp/fund_stats', auth: 'bearer', retry: false, host: 'perp' },
    perpDepositFee: { method: 'POST', path: '/perp/deposit_fee', auth: 'perp', retry: false, host: 'perp' },
    perpConvert: { method: 'POST', path: '/perp/deposit', auth: 'perp', retry: false, host: 'perp' },
    perpDepositPostProcess: { method: 'POST', path: '/perp/deposit/post_process', auth: 'perp', retry: false, host: 'perp' },
    perpWithdrawFee: { method: 'GET', path: '/perp/fee', auth: 'bearer', retry: false, host: 'perp' },
    perpWithdrawLimit: { method: 'GET', path: '/perp/withdraw_limit', auth: 'bearer', retry: false, host: 'perp' },
    perpWithdrawnToday: { method: 'GET', path: '/perp/withdrawn_today', auth: 'bearer', retry: false, host: 'perp' },
    perpWithdrawAsset: { method: 'POST', path: '/perp/withdraw_asset', auth: 'perp', retry: false, host: 'perp' },
    perpWithdraw: { method: 'POST', path: '/perp/withdraw/submit', auth: 'perp', retry: false, host: 'perp' },
    perpDepositSignData: { method: 'POST', path: '/perp/deposit/sign_data', auth: 'perp', retry: false, host: 'perp' },
    perpWithdrawSignData: { method: 'POST', path: '/perp/withdraw/sign_data', auth: 'perp', retry: false, host: 'perp' },
    perpAddressCheck: { method: 'POST', path: '/account/perp/address_check', auth: 'bearer', retry: false },
  },
  exchange: {
    futuresUsdtAccounts: { method: 'GET', path: '/apiw/v2/futures/usdt/accounts', auth: 'perp', retry: false, host: 'perp' },
    perpDexUserStatistics: { method: 'GET', path: '/apiw/v2/main_rebate/get_broker_perp_dex_user_statistics', auth: 'perp', retry: false, host: 'perp' },
    perpDexClaimedList: { method: 'GET', path: '/apiw/v2/main_rebate/get_perp_dex_claimed_list', auth: 'perp', retry: false, host: 'perp' },
    perpDexBrokerCustomersList: { method: 'GET', path: '/apiw/v2/main_rebate/get_perp_dex_broker_customers_list', auth: 'perp', retry: false, host: 'perp' },
    perpDexBrokerCommissionsList: { method: 'GET', path: '/apiw/v2/main_rebate/get_perp_dex_broker_commissions_list', auth: 'perp', retry: false, host: 'perp' },
    setPerpDexClaim: { method: 'POST', path: '/apiw/v2/main_rebate/set_perp_dex_claim', auth: 'perp', retry: false, host: 'perp' },
    perpDexUserBalance: { method: 'GET', path: '/apiw/v2/perp-dex/user-balance', auth: 'bearer', retry: false, host: 'perp' },
  },
  wallet: {
    depositAddress: { method: 'GET', path: '/balance/deposit_address', auth: 'bearer', retry: true },
    custodialWithdraw: { method: 'POST', path: '/trade/transfer/submit', auth: 'bearer', retry: false },
    userWalletEvent: { method: 'POST', path: '/user/wallet/event', auth: 'bearer', retry: false },
  },
  rebate: {
    rebateInfo: { method: 'GET', path: '/v1/rebate/rebate_info', auth: 'bearer', retry: true },
    rebateBind: { method: 'POST', path: '/v1/rebate/invite/bind', auth: 'bearer', retry: false },
    rebateClaim: { method: 'POST', path: '/v1/rebate/claim', auth: 'bearer', retry: false },
    rebateClaimRecords: { method: 'GET', path: '/v1/rebate/claim/records', auth: 'bearer', retry: true },
    rebateInviteRecords: { method: 'GET', path: '/v1/rebate/invite/records', auth: 'bearer', retry: true },
    rebateRecords: { method: 'GET', path: '/v1/rebate/records', auth: 'bearer', retry: true },
    rebateRate: { method: 'GET', path: '/v1/rebate/ref_code/rate', auth: 'bearer', retry: true },
    rebateAccounts: { method: 'GET', path: '/v1/rebate/accounts', auth: 'bearer', retry: true },
  },
  dev: {
    devLatestCode: { method: 'GET', path: '/__dev/codes', auth: 'none', retry: false },
  },
} as const satisfies Record<string, Record<string, EndpointMeta>>;

type Groups = typeof ENDPOINT_GROUPS;
/** An endpoint group: the name of its schema module under `api/`, and of its lazily loaded chunk. */
export type EndpointGroup = keyof Groups;
/** The endpoints of one group. */
export type EndpointNameOf<G extends EndpointGroup> = keyof Groups[G] & string;
/** Every REST call the clients make, by name. */
export type EndpointName = { [G in EndpointGroup]: EndpointNameOf<G> }[EndpointGroup];
/** The group an endpoint belongs to. */
type GroupOf<K extends EndpointName> = { [G in EndpointGroup]: K extends EndpointNameOf<G> ? G : never }[EndpointGroup];
/** The metadata of one endpoint, with its literal values. */
export type EndpointMetaOf<K extends EndpointName> = Groups[GroupOf<K>][K & keyof Groups[GroupOf<K>]];

const metaByName: Record<string, EndpointMeta & { group: EndpointGroup }> = {};
for (const [group, endpoints] of Object.entries(ENDPOINT_GROUPS) as Array<[EndpointGroup, Record<string, EndpointMeta>]>) {
  for (const [name, meta] of Object.entries(endpoints)) metaByName[name] = { ...meta, group };
}

/** Every endpoint's metadata (and group) by name: what the client and the cache read synchronously. */
export const ENDPOINT_META = metaByName as Readonly<Record<EndpointName, Readonly<EndpointMeta> & { readonly group: EndpointGroup }>>;

/** Whether a string names an endpoint (own names only: not `toString` and the like). */
export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(metaByName, name);
}
