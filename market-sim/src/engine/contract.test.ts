import * as v from 'valibot';
import { ENDPOINTS } from '@nova/shared-contracts/endpoints';
import { PERP_TOKENS, channelKey, encryptPassword, envelopeSchema, isSuccessEnvelope, tokenSchema } from '@nova/shared-contracts';
import { CHANNELS, serverMessageSchema } from '@nova/shared-contracts/realtime';
import type { ChannelDef, EndpointName, LoginResult, PerpChain, Token } from '@nova/shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteSwap } from './market/pool';
import { approveConsent, passSecurityCheck, pngBytes, signUp, testSim, tradableToken, uploadFile, walletSignIn } from '../testing/sim';
import type { TestSim } from '../testing/sim';

/**
 * Contract tests: every endpoint answers through the envelope with `data` that its
 * shared-contracts schema accepts (the engine validates each response; a mismatch is a 500),
 * and every channel pushes data its schema accepts.
 */

let sim: TestSim;
let session: LoginResult;
let token: Token;

beforeAll(async () => {
  sim = await testSim();
  session = await signUp(sim, 'contract@nova.test');
  token = await tradableToken(sim, 'solana');
});

type Case = (s: TestSim) => Promise<{ status: number; body: unknown }>;

function perpTransfer(chain: PerpChain, amount: string) {
  const address = chain === 'solana' ? (session.user.sol_address ?? '') : (session.user.evm_address ?? '');
  return { address, chain, token_address: PERP_TOKENS[chain].address, token_amount: amount, token_symbol: 'USDT', token_decimal: PERP_TOKENS[chain].decimals };
}

async function perpHeader(s: TestSim, family: 'sol' | 'evm'): Promise<Record<string, string>> {
  const tokens = (await s.call('accountPerpRenew', {}, session.access_token)).body.data as Record<string, string>;
  return { 'perp-authorization': tokens[`perp_${family}_access_token`] ?? '' };
}

async function groupId(s: TestSim, name: string): Promise<string> {
  const groups = (await s.call('groupList', {}, session.access_token)).body.data as { list: Array<{ wallet_group_id: string; name: string }> };
  return groups.list.find((g) => g.name === name)?.wallet_group_id ?? '';
}

/** The simulated wallet with the most trades on the test token. */
function activeWallet(s: TestSim): string {
  const state = s.engine.market.find(token.chain, token.address);
  const counts = new Map<number, number>();
  for (const trade of state?.tape.trades ?? []) counts.set(trade.maker, (counts.get(trade.maker) ?? 0) + 1);
  const [index] = [...counts.entries()].filter(([i]) => i >= 0).sort((a, b) => b[1] - a[1])[0] ?? [0];
  return s.engine.market.wallets[index]?.sol ?? '';
}

/** A wallet login trades through quote, build, sign and submit. */
async function walletTrade(s: TestSim, chain: 'solana' | 'base') {
  const wallet = await walletSignIn(s, chain);
  const target = await tradableToken(s, chain);
  const request = { chain, token_in: '', token_out: target.address, token_amount: '0.01', wallet_address: wallet.address, slippage: 0.5 };
  const quote = (await s.call('tradeQuote', request, wallet.session.access_token)).body.data as { quote_data: { quote_id: string } };
  const build = (await s.call('tradeBuild', { ...request, quote_data: quote.quote_data }, wallet.session.access_token)).body.data as Record<string, string>;
  return wallet.submit(build);
}

/** Approve the local consent page as a user would and read the code from the redirect. */
async function consentCode(s: TestSim, provider: 'google' | 'exchange'): Promise<string> {
  const location = await approveConsent(s, provider, `${provider}@nova.test`);
  expect(location.pathname).toBe('/auth-callback');
  expect(location.searchParams.get('auth_type')).toBe(provider);
  return location.searchParams.get('code') ?? '';
}

/** The access token of the account the consent page signs in for `provider`. */
async function oauthSession(s: TestSim, provider: 'google' | 'exchange'): Promise<string> {
  const login = await s.call(provider === 'google' ? 'accountGoogleOauth' : 'accountExchangeOauth', { code: await consentCode(s, provider) });
  return (login.body.data as LoginResult).access_token;
}

const CASES: Record<EndpointName, Case[]> = {
  tokenHotList: [(s) => s.call('tokenHotList', { limit: 20 }), (s) => s.call('tokenHotList', { chain: 'bsc', order_by: 'market_cap', order_direction: 'asc', min_liquidity: 1 })],
  tokenNewList: [(s) => s.call('tokenNewList', { launch_status: 'completing' }), (s) => s.call('tokenNewList', { launch_status: 'new', chain: 'solana' })],
  tokenAiList: [(s) => s.call('tokenAiList', { limit: 10 })],
  tokenSignalList: [(s) => s.call('tokenSignalList', { chain: 'solana', limit: 10, need_distinct: 1 })],
  tokenInfo: [(s) => s.call('tokenInfo', { chain: token.chain, token: token.address, language: 'en' })],
  tokenKline: [(s) => s.call('tokenKline', { chain: token.chain, token_address: token.address, start_time: s.clock.now() - 3_600_000, end_time: s.clock.now(), period: 60, limit: 60 })],
  balanceList: [(s) => s.call('balanceList', {}, session.access_token)],
  holdsList: [(s) => s.call('holdsList', {}, session.access_token)],
  accountPublicKey: [(s) => s.call('accountPublicKey')],
  accountVerifyEmail: [(s) => s.call('accountVerifyEmail', { email: 'contract@nova.test' }), (s) => s.call('accountVerifyEmail', { email: 'nobody@nova.test' })],
  accountSendCode: [(s) => s.call('accountSendCode', { email: 'second@nova.test', purpose: 'register' })],
  accountVerifyCode: [
    async (s) => {
      const code = (await s.call('devLatestCode', { email: 'second@nova.test' })).body.data as { code: string };
      return s.call('accountVerifyCode', { email: 'second@nova.test', code: code.code });
    },
  ],
  accountRegister: [async (s) => ({ status: 200, body: { code: 0, message: 'success', data: await signUp(s, 'third@nova.test') } })],
  accountLogin: [
    async (s) => {
      const key = (await s.call('accountPublicKey')).body.data as { public_key: string };
      return s.call('accountLogin', { email: 'contract@nova.test', password: await encryptPassword(key.public_key, 'correct horse') });
    },
  ],
  accountLoginByCode: [
    async (s) => {
      s.clock.advance(61_000);
      await s.call('accountSendCode', { email: 'contract@nova.test', purpose: 'login' });
      const code = (await s.call('devLatestCode', { email: 'contract@nova.test' })).body.data as { code: string };
      return s.call('accountLoginByCode', { email: 'contract@nova.test', code: code.code });
    },
  ],
  accountReset: [
    async (s) => {
      s.clock.advance(61_000);
      await s.call('accountSendCode', { email: 'third@nova.test', purpose: 'reset' });
      const code = (await s.call('devLatestCode', { email: 'third@nova.test' })).body.data as { code: string };
      const key = (await s.call('accountPublicKey')).body.data as { public_key: string };
      return s.call('accountReset', { email: 'third@nova.test', code: code.code, password: await encryptPassword(key.public_key, 'a new password') });
    },
  ],
  accountRefreshToken: [
    async (s) => {
      const response = await s.call('accountRefreshToken', { refresh_token: session.refresh_token });
      session = response.body.data as LoginResult;
      return response;
    },
  ],
  accountLogout: [
    async (s) => {
      // A session of its own: the others' cases keep theirs.
      const token = await oauthSession(s, 'google');
      const response = await s.call('accountLogout', {}, token);
      // The server ended it: the same token now answers the logout code.
      expect((await s.call('balanceList', {}, token)).body.code).toBe(0x26281d8);
      return response;
    },
  ],
  walletSignMessage: [(s) => s.call('walletSignMessage', { chain: 'eth', address: '0x52908400098527886E0F7030069857D2E4169EE7' })],
  walletAuth: [
    async (s) => {
      const { privateKeyToAccount } = await import('viem/accounts');
      const account = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
      const message = (await s.call('walletSignMessage', { chain: 'base', address: account.address })).body.data as { message: string; timestamp: number };
      return s.call('walletAuth', { chain: 'base', address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp });
    },
  ],
  qrLoginTicket: [(s) => s.call('qrLoginTicket', {})],
  qrLoginPoll: [
    async (s) => {
      const ticket = (await s.call('qrLoginTicket', {})).body.data as { ticket: string; secret: string };
      return s.call('qrLoginPoll', { ticket: ticket.ticket, secret: ticket.secret });
    },
  ],
  accountGoogleOauth: [async (s) => s.call('accountGoogleOauth', { code: await consentCode(s, 'google') })],
  accountExchangeOauth: [async (s) => s.call('accountExchangeOauth', { code: await consentCode(s, 'exchange') })],
  accountPerpRenew: [
    async (s) => {
      const first = await s.call('accountPerpRenew', {}, session.access_token);
      const refresh = (first.body.data as { perp_sol_refresh_token: string }).perp_sol_refresh_token;
      return s.call('accountPerpRenew', { refresh_token: refresh }, session.access_token);
    },
  ],
  perpFundStats: [(s) => s.call('perpFundStats', {}, session.access_token)],
  walletProfitPeriod: [
    (s) => s.call('walletProfitPeriod', { wallet_address: session.user.sol_address ?? '' }, session.access_token),
    (s) => s.call('walletProfitPeriod', { wallet_address: s.engine.market.wallets[3]?.sol ?? '', statistic_period: '30D' }, session.access_token),
  ],
  devLatestCode: [(s) => s.call('devLatestCode', { email: 'contract@nova.test' })],
  tradeOrderCreate: [
    (s) => s.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.05', slippage: 0.2 }, session.access_token),
    (s) => s.call('tradeOrderCreate', { type: 'market', side: 'sell', chain: 'solana', baseAddress: token.address, amount: '10000', slippage: 0.2 }, session.access_token),
  ],
  limitOrderCreate: [
    (s) => s.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: 'limit', order_data: { quote_investment: '0.01', side: 'buy', target_price_usd: '0.0000001' } }, session.access_token),
    async (s) => {
      const holds = (await s.call('holdsList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token_address: string; balance: string }> };
      const balance = holds.list.find((p) => p.token_address === token.address)?.balance ?? '0';
      const order = { quote_investment: String(Number(balance) / 2), side: 'sell', target_price_usd: '1000', profit_loss_type: 'TAKE_PROFIT' };
      return s.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: 'take_profit', order_data: order }, session.access_token);
    },
  ],
  limitOrderList: [(s) => s.call('limitOrderList', { chain: 'solana' }, session.access_token)],
  limitOrderCancel: [
    async (s) => {
      const list = (await s.call('limitOrderList', { chain: 'solana' }, session.access_token)).body.data as { order_list: Array<{ order_id: string }> };
      return s.call('limitOrderCancel', { order_id: list.order_list[0]?.order_id ?? '', chain: 'solana' }, session.access_token);
    },
  ],
  limitOrderLadder: [(s) => s.call('limitOrderLadder', { chain: 'solana', base_token: token.address, rungs: [{ multiple: 100, share_percent: 20 }, { multiple: 200, share_percent: 20 }] }, session.access_token)],
  limitOrderLadderCancel: [
    async (s) => {
      const list = (await s.call('limitOrderList', { chain: 'solana' }, session.access_token)).body.data as { order_list: Array<{ plan_id?: string }> };
      return s.call('limitOrderLadderCancel', { chain: 'solana', plan_id: list.order_list.find((o) => o.plan_id)?.plan_id ?? '' }, session.access_token);
    },
  ],
  tradeRoundTrip: [(s) => s.call('tradeRoundTrip', { chain: token.chain, token: token.address, amount_in: '0.01' })],
  tradeQuote: [(s) => s.call('tradeQuote', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.01', wallet_address: session.user.sol_address ?? '' }, session.access_token)],
  tradeBuild: [
    async (s) => {
      const quote = (await s.call('tradeQuote', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.01', wallet_address: session.user.sol_address ?? '' }, session.access_token)).body.data as { quote_data: { quote_id: string } };
      return s.call('tradeBuild', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.01', wallet_address: session.user.sol_address ?? '', quote_data: quote.quote_data }, session.access_token);
    },
  ],
  tradeSubmitTx: [(s) => walletTrade(s, 'solana')],
  tradeSubmitTxHash: [(s) => walletTrade(s, 'base')],
  userTokenHistory: [(s) => s.call('userTokenHistory', { limit: 20 }, session.access_token)],
  historyHoldsList: [(s) => s.call('historyHoldsList', {}, session.access_token)],
  gasPriceList: [(s) => s.call('gasPriceList')],
  unityGasPrice: [(s) => s.call('unityGasPrice', { chains: ['solana', 'eth'] })],
  evmGasPrice: [(s) => s.call('evmGasPrice', { chain: 'bsc' })],
  evmGasLimit: [(s) => s.call('evmGasLimit', { chain: 'base' })],
  mevPrice: [(s) => s.call('mevPrice')],
  supportSimulationChain: [(s) => s.call('supportSimulationChain')],
  watchList: [
    async (s) => {
      await s.call('watchAdd', { chain: token.chain, token_address: token.address }, session.access_token);
      return s.call('watchList', {}, session.access_token);
    },
  ],
  watchAdd: [(s) => s.call('watchAdd', { chain: token.chain, token_address: token.address }, session.access_token)],
  watchDelete: [(s) => s.call('watchDelete', { chain: token.chain, token_address: token.address }, session.access_token)],
  tokenSearch: [(s) => s.call('tokenSearch', { keyword: token.symbol.slice(0, 2), chain: 'solana' }), (s) => s.call('tokenSearch', { keyword: s.engine.market.wallets[0]?.sol.slice(0, 6) ?? '' }, session.access_token)],
  tokenSearchMultiChain: [(s) => s.call('tokenSearchMultiChain', { keyword: 'a', vague: 1, only_token: 1 })],
  holderList: [(s) => s.call('holderList', { address: token.address, chain: token.chain }, session.access_token)],
  groupList: [(s) => s.call('groupList', {}, session.access_token)],
  groupCreate: [(s) => s.call('groupCreate', { name: 'Degens', description: 'fast hands' }, session.access_token)],
  groupEdit: [async (s) => s.call('groupEdit', { wallet_group_id: await groupId(s, 'Degens'), name: 'Degens 2', description: '' }, session.access_token)],
  groupDelete: [
    async (s) => {
      const created = (await s.call('groupCreate', { name: 'Temp' }, session.access_token)).body.data as { wallet_group_id: string };
      return s.call('groupDelete', { wallet_group_id: created.wallet_group_id }, session.access_token);
    },
  ],
  groupClear: [async (s) => s.call('groupClear', { wallet_group_id: await groupId(s, 'Degens 2') }, session.access_token)],
  groupUpload: [(s) => uploadFile(s, session.access_token, 'avatar.png', 'image/png', pngBytes())],
  smartCreate: [(s) => s.call('smartCreate', { wallet_address: activeWallet(s), remark: 'whale one' }, session.access_token)],
  smartList: [(s) => s.call('smartList', { search: 'whale' }, session.access_token)],
  smartRemarkList: [(s) => s.call('smartRemarkList', {}, session.access_token)],
  smartDelete: [
    async (s) => {
      const other = s.engine.market.wallets[150]?.sol ?? '';
      await s.call('smartCreate', { wallet_address: other }, session.access_token);
      return s.call('smartDelete', { wallet_address: other, wallet_group_id: await groupId(s, 'Default') }, session.access_token);
    },
  ],
  smartEdit: [(s) => s.call('smartEdit', { wallet_address: activeWallet(s), notify: true, wallet_name: 'Big one' }, session.access_token)],
  smartImport: [(s) => s.call('smartImport', { wallets: s.engine.market.wallets.slice(0, 40).map((w) => ({ wallet_address: w.sol, remark: w.name })) }, session.access_token)],
  smartWalletList: [(s) => s.call('smartWalletList', {}, session.access_token)],
  followWalletTradeList: [
    async (s) => {
      s.clock.advance(30_000);
      await s.engine.tick();
      return s.call('followWalletTradeList', {}, session.access_token);
    },
  ],
  smartWalletTradeEvent: [(s) => s.call('smartWalletTradeEvent', { token: token.address, chain: token.chain }, session.access_token)],
  walletInfoDetail: [(s) => s.call('walletInfoDetail', { wallet_address: activeWallet(s) }, session.access_token)],
  sortedRemarkList: [
    async (s) => {
      await s.call('addRemark', { wallet_address: activeWallet(s), remark: 'Zed' }, session.access_token);
      return s.call('sortedRemarkList', {}, session.access_token);
    },
  ],
  addRemark: [(s) => s.call('addRemark', { wallet_address: activeWallet(s), remark: 'Alpha' }, session.access_token)],
  walletHeatMap: [(s) => s.call('walletHeatMap', { wallet_address: activeWallet(s) })],
  perpDepositFee: [async (s) => s.call('perpDepositFee', perpTransfer('solana', '10'), session.access_token, await perpHeader(s, 'sol'))],
  perpConvert: [async (s) => s.call('perpConvert', perpTransfer('bsc', '100'), session.access_token, await perpHeader(s, 'evm'))],
  perpDepositPostProcess: [async (s) => s.call('perpDepositPostProcess', { ...perpTransfer('eth', '50'), txn_hash: `0x${'cd'.repeat(32)}` }, session.access_token, await perpHeader(s, 'evm'))],
  perpWithdrawFee: [(s) => s.call('perpWithdrawFee', {}, session.access_token)],
  perpWithdrawLimit: [(s) => s.call('perpWithdrawLimit', {}, session.access_token)],
  perpWithdrawnToday: [(s) => s.call('perpWithdrawnToday', {}, session.access_token)],
  perpWithdraw: [async (s) => s.call('perpWithdraw', { ...perpTransfer('bsc', '20'), to_address: '0x52908400098527886E0F7030069857D2E4169EE7' }, session.access_token, await perpHeader(s, 'evm'))],
  perpDepositSignData: [async (s) => s.call('perpDepositSignData', perpTransfer('solana', '5'), session.access_token, await perpHeader(s, 'sol'))],
  perpWithdrawSignData: [async (s) => s.call('perpWithdrawSignData', { ...perpTransfer('eth', '5'), to_address: session.user.evm_address ?? '' }, session.access_token, await perpHeader(s, 'evm'))],
  depositAddress: [(s) => s.call('depositAddress', { chain: 'base' }, session.access_token)],
  custodialWithdraw: [
    async (s) => {
      await passSecurityCheck(s, session);
      return s.call('custodialWithdraw', { chain: 'solana', from_wallet: session.user.sol_address ?? '', to_wallet: s.engine.market.wallets[9]?.sol ?? '', token_amount: '0.5' }, session.access_token);
    },
  ],
  custodialTransfers: [(s) => s.call('custodialTransfers', { limit: 20, offset: 0 }, session.access_token)],
  custodialWithdrawQuote: [(s) => s.call('custodialWithdrawQuote', { chain: 'solana', from_wallet: session.user.sol_address ?? '', to_wallet: s.engine.market.wallets[9]?.sol ?? '', token_amount: '0.5' }, session.access_token)],
  rebateInfo: [(s) => s.call('rebateInfo', {}, session.access_token)],
  rebateBind: [
    async (s) => {
      const referrer = await signUp(s, 'referrer@nova.test');
      const code = ((await s.call('rebateAccounts', {}, referrer.access_token)).body.data as { list: Array<{ referral_code: string }> }).list[0]?.referral_code;
      return s.call('rebateBind', { ref_code: code ?? '' }, session.access_token);
    },
  ],
  rebateClaim: [
    async (s) => {
      const invitee = await signUp(s, 'invitee@nova.test');
      const code = ((await s.call('rebateInfo', {}, session.access_token)).body.data as { ref_code: string }).ref_code;
      await s.call('rebateBind', { ref_code: code }, invitee.access_token);
      await s.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.2', slippage: 0.5 }, invitee.access_token);
      return s.call('rebateClaim', {}, session.access_token);
    },
  ],
  rebateClaimRecords: [(s) => s.call('rebateClaimRecords', {}, session.access_token)],
  rebateInviteRecords: [(s) => s.call('rebateInviteRecords', {}, session.access_token)],
  rebateRecords: [(s) => s.call('rebateRecords', {}, session.access_token)],
  rebateRate: [(s) => s.call('rebateRate', {}, session.access_token)],
  rebateAccounts: [(s) => s.call('rebateAccounts', {}, session.access_token)],
  walletActivity: [(s) => s.call('walletActivity', { wallet_address: session.user.sol_address ?? '' }), (s) => s.call('walletActivity', { wallet_address: activeWallet(s) })],
  tokenPriceHistory: [(s) => s.call('tokenPriceHistory', { chain: token.chain, token: token.address }, session.access_token)],
  tokenStat: [(s) => s.call('tokenStat', { chain: token.chain, token: token.address }, session.access_token)],
  tokenLiquidity: [(s) => s.call('tokenLiquidity', { chain: token.chain, token: token.address }, session.access_token)],
  tokenPairs: [(s) => s.call('tokenPairs', { chain: token.chain, token: token.address }, session.access_token)],
  verifyPassword: [
    async (s) => {
      const key = (await s.call('accountPublicKey')).body.data as { public_key: string };
      return s.call('verifyPassword', { email: 'contract@nova.test', password: await encryptPassword(key.public_key, 'correct horse') }, session.access_token);
    },
  ],
  exportWalletAuth: [
    async (s) => {
      const key = (await s.call('accountPublicKey')).body.data as { public_key: string };
      return s.call('exportWalletAuth', { auth_type: 'email', email: 'contract@nova.test', password: await encryptPassword(key.public_key, 'correct horse') }, session.access_token);
    },
  ],
  tokenActivity: [(s) => s.call('tokenActivity', { chain: token.chain, token_address: token.address, tab: 'whale' }), (s) => s.call('tokenActivity', { chain: token.chain, token_address: token.address, volume_gt: 10, order_direction: 'asc' })],
  tokenTabs: [
    (s) => s.call('tokenTabs', { chain: token.chain, token: token.address }, session.access_token),
    (s) => s.call('tokenTabs', { chain: token.chain, token: token.address, category: 'holders', limit: 10 }, session.access_token),
    (s) => s.call('tokenTabs', { chain: token.chain, token: token.address, category: 'positions' }, session.access_token),
  ],
  userWalletEvent: [(s) => s.call('userWalletEvent', { event: 'connect', wallet_type: 'metamask', chain: 'eth', address: '0x52908400098527886E0F7030069857D2E4169EE7', chain_id: 1 }, session.access_token)],
  perpWithdrawAsset: [async (s) => s.call('perpWithdrawAsset', { ...perpTransfer('bsc', '20'), to_address: '0x52908400098527886E0F7030069857D2E4169EE7' }, session.access_token, await perpHeader(s, 'evm'))],
  perpAddressCheck: [(s) => s.call('perpAddressCheck', { chain: 'solana', address: session.user.sol_address ?? '' }, session.access_token), (s) => s.call('perpAddressCheck', { chain: 'bsc', address: '0x123' }, session.access_token)],
  walletBalanceHistory: [(s) => s.call('walletBalanceHistory', { wallet: session.user.sol_address ?? '' }, session.access_token)],
  futuresUsdtAccounts: [async (s) => s.call('futuresUsdtAccounts', {}, session.access_token, await perpHeader(s, 'sol'))],
  perpDexUserStatistics: [async (s) => s.call('perpDexUserStatistics', { broker_main_uid: session.user.perp_main_uid ?? '' }, session.access_token, await perpHeader(s, 'evm'))],
  perpDexClaimedList: [async (s) => s.call('perpDexClaimedList', {}, session.access_token, await perpHeader(s, 'evm'))],
  perpDexBrokerCustomersList: [async (s) => s.call('perpDexBrokerCustomersList', { page_size: 5 }, session.access_token, await perpHeader(s, 'evm'))],
  perpDexBrokerCommissionsList: [async (s) => s.call('perpDexBrokerCommissionsList', {}, session.access_token, await perpHeader(s, 'evm'))],
  setPerpDexClaim: [
    async (s) => {
      const customer = await signUp(s, 'customer@nova.test');
      const code = ((await s.call('rebateInfo', {}, session.access_token)).body.data as { ref_code: string }).ref_code;
      await s.call('rebateBind', { ref_code: code }, customer.access_token);
      await s.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.2', slippage: 0.5 }, customer.access_token);
      return s.call('setPerpDexClaim', {}, session.access_token, await perpHeader(s, 'evm'));
    },
  ],
  perpDexUserBalance: [(s) => s.call('perpDexUserBalance', {}, session.access_token)],
  verifyGoogleOauth: [async (s) => s.call('verifyGoogleOauth', { code: await consentCode(s, 'google') }, await oauthSession(s, 'google'))],
  verifyExchangeOauth: [async (s) => s.call('verifyExchangeOauth', { code: await consentCode(s, 'exchange') }, await oauthSession(s, 'exchange'))],
};

describe('REST contract', () => {
  it('has a case for every endpoint of shared-contracts', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  for (const [name, cases] of Object.entries(CASES) as Array<[EndpointName, Case[]]>) {
    it(`${name} answers with its schema`, async () => {
      for (const run of cases) {
        const response = await run(sim);
        const envelope = v.parse(envelopeSchema, response.body);
        if (name === 'accountVerifyEmail') {
          // The registered check always answers with a code (spec 2 §4).
          expect([405001, 405002]).toContain(envelope.code);
          continue;
        }
        expect(isSuccessEnvelope(envelope, response.status), JSON.stringify(response.body)).toBe(true);
        expect(v.safeParse(ENDPOINTS[name].response, envelope.data).success).toBe(true);
      }
    });
  }

  it('covers every launch status branch in the new list', async () => {
    const statuses = new Set<string>();
    for (const status of ['new', 'completing', 'completed'] as const) {
      const list = (await sim.call('tokenNewList', { launch_status: status, limit: 200 })).body.data as { tokens: Token[] };
      for (const t of list.tokens) statuses.add(v.parse(tokenSchema, t).launch_status);
    }
    expect([...statuses].sort()).toEqual(['completed', 'completing', 'new']);
  });

  it('serves the generated icons that tokens point to', async () => {
    const path = new URL(token.logo).pathname;
    const icon = await sim.engine.handle({ method: 'GET', path });
    expect(icon.contentType).toBe('image/svg+xml');
    expect(String(icon.body)).toContain('<svg');
  });
});

describe('realtime contract', () => {
  it('exercises every channel of shared-contracts in the tests below', () => {
    const exercised = ['nativePrices', 'tokenPriceChange', 'tradeHistory', 'tokenRank', 'holderBalance', 'tokenInfoChange', 'tokenStatsChange', 'spotPipTokenInfo', 'orderNotification', 'holdsChange', 'walletBalanceChange', 'followWalletInfo', 'followWalletAlert', 'launch', 'spotPipLaunch', 'spotPipFinalized', 'spotMyOrders'];
    expect(Object.keys(CHANNELS).sort()).toEqual(exercised.sort());
  });

  function connect() {
    const received: unknown[] = [];
    const connection = sim.engine.hub.open({ send: (text) => received.push(JSON.parse(text)), close: () => undefined });
    return { received, send: (message: unknown) => connection.receive(JSON.stringify(message)) };
  }

  it('acks subscribe by id and heartbeat with both timestamps', () => {
    const client = connect();
    client.send({ id: 'h1', action: 'heartbeat', client_ts: 123 });
    sim.engine.hub.open({ send: (text) => client.received.push(JSON.parse(text)), close: () => undefined }).receive('not json {');
    client.send({ id: 's1', action: 'subscribe', channel: 'native_price', data: {} });
    client.send({ id: 's2', action: 'subscribe', channel: 'no_such_channel', data: {} });
    client.send({ id: 's3', action: 'subscribe', channel: 'token_price_change', data: { chain: 'solana' } });
    client.send({ id: 's4', action: 'subscribe', channel: 'order_notification', data: {} });
    for (const message of client.received) expect(v.safeParse(serverMessageSchema, message).success).toBe(true);
    expect(client.received).toContainEqual({ ack_id: 'h1', code: 0, client_ts: 123, server_ts: sim.clock.now() });
    expect(client.received).toContainEqual({ ack_id: 's1', code: 0 });
    expect(client.received).toContainEqual({ ack_id: '', code: 400, message: 'message is not JSON' });
    expect(client.received).toContainEqual(expect.objectContaining({ ack_id: 's2', code: 404 }));
    expect(client.received).toContainEqual(expect.objectContaining({ ack_id: 's3', code: 400 }));
    expect(client.received).toContainEqual(expect.objectContaining({ ack_id: 's4', code: 0x26281d8 }));
  });

  it('pushes every channel with data its schema accepts, and a price push agrees with token_info', async () => {
    const client = connect();
    const subscriptions: Array<{ channel: ChannelDef; data: Record<string, unknown> }> = [
      { channel: CHANNELS.nativePrices, data: {} },
      { channel: CHANNELS.tokenPriceChange, data: { chain: token.chain, address: token.address } },
      { channel: CHANNELS.tradeHistory, data: { chain: token.chain, address: token.address } },
      { channel: CHANNELS.tokenRank, data: { type: 'hot', chain: 'solana', limit: 5 } },
      { channel: CHANNELS.holderBalance, data: { chain: token.chain, address: token.address } },
      { channel: CHANNELS.tokenInfoChange, data: { chain: token.chain, address: token.address } },
      { channel: CHANNELS.tokenStatsChange, data: { chain: token.chain, address: token.address } },
      { channel: CHANNELS.spotPipTokenInfo, data: { chain: token.chain, address: token.address } },
    ];
    const userChannels = [
      { channel: CHANNELS.orderNotification, data: {} },
      { channel: CHANNELS.holdsChange, data: { chain: 'solana' } },
      { channel: CHANNELS.walletBalanceChange, data: {} },
      { channel: CHANNELS.followWalletInfo, data: {} },
      { channel: CHANNELS.followWalletAlert, data: { chain: 'solana' } },
    ];
    subscriptions.forEach((sub, i) => client.send({ id: `c${i}`, action: 'subscribe', channel: sub.channel.name, data: sub.data }));
    userChannels.forEach((sub, i) => client.send({ id: `u${i}`, action: 'subscribe', channel: sub.channel.name, data: sub.data, access_token: session.access_token }));
    expect(client.received.filter((m) => (m as { code?: number }).code === 0)).toHaveLength(subscriptions.length + userChannels.length);
    const order = await sim.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.02', slippage: 0.2 }, session.access_token);
    sim.clock.advance(60_000);
    await sim.engine.tick();
    const txHash = (order.body.data as { tx_hash: string }).tx_hash;
    const notification = client.received.find((m) => (m as { data?: { txHash?: string } }).data?.txHash === txHash) as { channel: string; data: { errorCode: number } };
    expect([notification.channel, notification.data.errorCode]).toEqual(['order_notification', 0]);
    subscriptions.push(...userChannels);
    for (const sub of subscriptions) {
      const key = channelKey(sub.channel.name, sub.data);
      const pushes = client.received.filter((m) => (m as { key?: string }).key === key) as Array<{ data: unknown }>;
      expect(pushes.length, sub.channel.name).toBeGreaterThan(0);
      for (const push of pushes) expect(v.safeParse(sub.channel.data, push.data).success, sub.channel.name).toBe(true);
    }
    const priceKey = channelKey(CHANNELS.tokenPriceChange.name, { chain: token.chain, address: token.address });
    const lastPush = client.received.filter((m) => (m as { key?: string }).key === priceKey).pop() as { data: { current_price: string } };
    const info = (await sim.call('tokenInfo', { chain: token.chain, token: token.address })).body.data as { current_price: string };
    expect(lastPush.data.current_price).toBe(info.current_price);
  });

  it('pushes launch creation and completion, and the user\'s order changes', async () => {
    const client = connect();
    const channels = [
      { channel: CHANNELS.launch, data: {} },
      { channel: CHANNELS.spotPipLaunch, data: {} },
      { channel: CHANNELS.spotPipFinalized, data: {} },
      { channel: CHANNELS.spotMyOrders, data: {} },
    ];
    channels.forEach((sub, i) => client.send({ id: `l${i}`, action: 'subscribe', channel: sub.channel.name, data: sub.data, access_token: session.access_token }));
    sim.clock.advance(100_000);
    await sim.engine.tick();
    const market = sim.engine.market;
    const completing = market.tokens.find((t) => t.def.isLaunch && t.status === 'completing' && market.isLive(t, sim.clock.now()));
    if (!completing) throw new Error('no completing launch');
    market.execute(completing, 'buy', quoteSwap(completing.pool, 'buy', completing.graduationQuote), { index: 0 }, sim.clock.now());
    await sim.call('limitOrderCreate', { base_token: token.address, chain: 'solana', order_data: { quote_investment: '0.01', side: 'buy', target_price_usd: '0.0000000001' } }, session.access_token);
    for (const sub of channels) {
      const key = channelKey(sub.channel.name, sub.data);
      const pushes = client.received.filter((m) => (m as { key?: string }).key === key) as Array<{ data: unknown }>;
      expect(pushes.length, sub.channel.name).toBeGreaterThan(0);
      for (const push of pushes) expect(v.safeParse(sub.channel.data, push.data).success, sub.channel.name).toBe(true);
    }
    const events = client.received.filter((m) => (m as { channel?: string }).channel === 'launch').map((m) => (m as { data: { event: string } }).data.event);
    expect(events).toEqual(expect.arrayContaining(['new', 'completed']));
  });

  it('stops pushing after unsubscribe', async () => {
    const client = connect();
    client.send({ id: 'u1', action: 'subscribe', channel: 'native_price', data: {} });
    client.send({ id: 'u2', action: 'unsubscribe', channel: 'native_price', data: {} });
    const count = client.received.length;
    sim.clock.advance(5_000);
    await sim.engine.tick();
    expect(client.received.length).toBe(count);
  });
});
