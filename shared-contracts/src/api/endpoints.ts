import type { z } from 'zod/mini';
import { accountExchangeOauth, accountGoogleOauth, accountLogin, accountLoginByCode, accountPerpRenew, accountPublicKey, accountRefreshToken, accountRegister, accountReset, accountSendCode, accountVerifyCode, accountVerifyEmail, walletAuth, walletSignMessage } from './auth';
import { balanceList, holdsList, walletBalanceHistory } from './balance';
import { devLatestCode } from './dev';
import { futuresUsdtAccounts, perpDexBrokerCommissionsList, perpDexBrokerCustomersList, perpDexClaimedList, perpDexUserBalance, perpDexUserStatistics, setPerpDexClaim } from './exchange';
import { exportWalletAuth, tokenLiquidity, tokenPairs, tokenPriceHistory, tokenStat, tokenTabs, verifyExchangeOauth, verifyGoogleOauth, verifyPassword, walletActivity } from './extra';
import { addRemark, followWalletTradeList, groupClear, groupCreate, groupDelete, groupEdit, groupList, groupUpload, smartCreate, smartDelete, smartEdit, smartImport, smartList, smartRemarkList, smartWalletList, smartWalletTradeEvent, sortedRemarkList, walletHeatMap, walletInfoDetail } from './monitor';
import { holderList, tokenActivity, tokenSearch, tokenSearchMultiChain } from './discover';
import { evmGasLimit, evmGasPrice, gasPriceList, mevPrice, supportSimulationChain, unityGasPrice } from './gas';
import { historyHoldsList, limitOrderCancel, limitOrderCreate, limitOrderList, tradeBuild, tradeOrderCreate, tradeQuote, tradeSubmitTx, tradeSubmitTxHash, userTokenHistory } from './trade';
import { watchAdd, watchDelete, watchList } from './watch';
import { perpAddressCheck, perpConvert, perpDepositFee, perpDepositPostProcess, perpDepositSignData, perpFundStats, perpWithdraw, perpWithdrawAsset, perpWithdrawFee, perpWithdrawLimit, perpWithdrawSignData, perpWithdrawnToday } from './perp';
import { custodialWithdraw, depositAddress, userWalletEvent } from './wallet';
import { rebateAccounts, rebateBind, rebateClaim, rebateClaimRecords, rebateInfo, rebateInviteRecords, rebateRate, rebateRecords } from './rebate';
import { walletProfitPeriod } from './profile';
import { tokenAiList, tokenHotList, tokenInfo, tokenKline, tokenNewList, tokenSignalList } from './tokens';

/**
 * Every REST call the clients make, by name. The API client is typed from this map and
 * market-sim validates its input and output with the same definitions.
 */
export const ENDPOINTS = {
  tokenHotList,
  tokenNewList,
  tokenAiList,
  tokenSignalList,
  tokenInfo,
  tokenKline,
  balanceList,
  holdsList,
  accountPublicKey,
  accountVerifyEmail,
  accountSendCode,
  accountVerifyCode,
  accountRegister,
  accountLogin,
  accountLoginByCode,
  accountReset,
  accountRefreshToken,
  walletSignMessage,
  walletAuth,
  accountGoogleOauth,
  accountExchangeOauth,
  accountPerpRenew,
  perpFundStats,
  walletProfitPeriod,
  devLatestCode,
  tradeOrderCreate,
  limitOrderCreate,
  limitOrderList,
  limitOrderCancel,
  tradeQuote,
  tradeBuild,
  tradeSubmitTx,
  tradeSubmitTxHash,
  userTokenHistory,
  historyHoldsList,
  gasPriceList,
  unityGasPrice,
  evmGasPrice,
  evmGasLimit,
  mevPrice,
  supportSimulationChain,
  watchList,
  watchAdd,
  watchDelete,
  tokenSearch,
  tokenSearchMultiChain,
  holderList,
  tokenActivity,
  groupList,
  groupCreate,
  groupEdit,
  groupDelete,
  groupClear,
  groupUpload,
  smartCreate,
  smartList,
  smartRemarkList,
  smartDelete,
  smartEdit,
  smartImport,
  smartWalletList,
  followWalletTradeList,
  smartWalletTradeEvent,
  walletInfoDetail,
  sortedRemarkList,
  addRemark,
  walletHeatMap,
  perpDepositFee,
  perpConvert,
  perpDepositPostProcess,
  perpWithdrawFee,
  perpWithdrawLimit,
  perpWithdrawnToday,
  perpWithdraw,
  perpDepositSignData,
  perpWithdrawSignData,
  depositAddress,
  custodialWithdraw,
  rebateInfo,
  rebateBind,
  rebateClaim,
  rebateClaimRecords,
  rebateInviteRecords,
  rebateRecords,
  rebateRate,
  rebateAccounts,
  walletActivity,
  tokenStat,
  tokenLiquidity,
  tokenPairs,
  verifyPassword,
  exportWalletAuth,
  tokenPriceHistory,
  tokenTabs,
  userWalletEvent,
  perpWithdrawAsset,
  perpAddressCheck,
  walletBalanceHistory,
  futuresUsdtAccounts,
  perpDexUserStatistics,
  perpDexClaimedList,
  perpDexBrokerCustomersList,
  perpDexBrokerCommissionsList,
  setPerpDexClaim,
  perpDexUserBalance,
  verifyGoogleOauth,
  verifyExchangeOauth,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointRequest<K extends EndpointName> = z.input<(typeof ENDPOINTS)[K]['request']>;
export type EndpointResponse<K extends EndpointName> = z.infer<(typeof ENDPOINTS)[K]['response']>;
