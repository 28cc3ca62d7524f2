import { ApiError, CHAINS, TRADE, readChainPresets, tradePresetsPref } from '@nova/shared-contracts';
import type { PlatformServices, QuickTradeRequest } from '@nova/shared-contracts';
import { formatTrade } from '../../../i18n/messages';
import { orderExecutorFor } from '../../order-execution/api/orderExecutor';
import { invitationCode } from '../../order-execution/api/invitation';
import { orderCreatePayload, priorityFeeOf, slippageOf, tipOf } from '../../order-execution/model/orderPayload';
import { approveTransaction } from '../../wallet-execution/model/approve';
import { needsRiskConfirm } from '../../wallet-execution/model/quote';
import { signsOnly } from '../../wallet-execution/model/signOnly';
import { fetchEvmGas } from '../../trade-panel/api/evmGas';
import { needsEvmGas } from '../../trade-panel/model/fees';
import { isRunnable, quickDecision } from '../model/quickOrder';

const handled = new Set<string>();

/** The status bar's quick-buy amount (host pref `quickBuyAmount`, also replayed on the bus). */
const QUICK_BUY_PREF = 'quickBuyAmount';

/** Asks the user to confirm a trade of a risky token; resolves false when declined (silent). */
export type RiskConfirmer = (side: 'buy' | 'sell', symbol: string) => Promise<boolean>;

/**
 * Executes one `trade.quick` request through the platform's one order executor; each request id
 * at most once, and only while fresh. Failures show as toasts (spec 1 §8); nothing is retried.
 */
export async function runQuickTrade(platform: PlatformServices, request: QuickTradeRequest, confirmRisk: RiskConfirmer, now = Date.now()): Promise<void> {
  if (!isRunnable(request, handled, now)) return;
  handled.add(request.id);
  const t = (key: string, values?: Record<string, string | number>) => formatTrade(platform, key, values);
  const { user } = platform.session.get();
  if (!user) {
    await platform.session.requestLogin();
    return;
  }
  try {
    const [token, balances] = await Promise.all([platform.api.call('tokenInfo', { chain: request.chain, token: request.address }), platform.api.call('balanceList', { chain: request.chain })]);
    const native = balances.list.find((asset) => asset.token === '');
    const held = balances.list.find((asset) => asset.token.toLowerCase() === request.address.toLowerCase());
    const decision = quickDecision(request, {
      signedIn: true,
      amountPrecision: CHAINS[request.chain].amountPrecision,
      tokenDecimals: token.decimals,
      nativeBalance: String(native?.balance ?? '0'),
      tokenBalance: String(held?.balance ?? '0'),
      defaultAmount: platform.bus.last('quickBuy.amount')?.amount ?? platform.prefs.get(QUICK_BUY_PREF, TRADE.defaultQuickBuyAmount),
    });
    if (decision.kind === 'login') return void (await platform.session.requestLogin());
    if (decision.kind === 'deposit') return platform.bus.emit('deposit.open', { chain: request.chain });
    if (decision.kind === 'error') {
      const key = decision.key === 'failed-seinits' ? 'trade.quick.failed-seinits' : `trade.finding.${decision.key}`;
      platform.toast.show({ kind: 'error', message: t(key, { symbol: request.side === 'buy' ? CHAINS[request.chain].nativeSymbol : token.symbol }), durationMs: 2_000 });
      return;
    }
    // A quick sell of a token not known as safe, and any wallet-login trade of one, is confirmed first (spec 1 §4).
    const wallet = platform.session.get().kind === 'wallet';
    if ((request.side === 'sell' || wallet) && needsRiskConfirm(token.security_info) && !(await confirmRisk(request.side, token.symbol))) return;
    const presets = readChainPresets(request.chain, platform.prefs.get<unknown>(tradePresetsPref(request.chain), null));
    const settings = presets.presetMap[presets.activePresetId][request.side === 'buy' ? 'BUY' : 'SELL'];
    const slot = `quick:${request.chain}:${request.address}`;
    const ticket = { chain: request.chain, address: request.address, side: request.side, symbol: token.symbol };
    if (wallet) {
      const walletAddress = (request.chain === 'solana' ? user.sol_address : user.evm_address) ?? '';
      const pair = { token_in: request.side === 'buy' ? '' : request.address, token_out: request.side === 'buy' ? request.address : '' };
      const base = { ...pair, token_amount: decision.amount, slippage: slippageOf(settings), wallet_address: walletAddress, chain: request.chain };
      const { quote_data: quoted } = await platform.api.call('tradeQuote', { ...base, simulation_detection_open: settings.simulatedSell });
      const priority = priorityFeeOf(settings);
      const tip = tipOf(settings);
      const build = { ...base, quote_data: { quote_id: quoted.quote_id }, ...(priority ? { priority_fee: priority } : {}), ...(tip ? { protection_tip_amount: tip } : {}) };
      const approve = CHAINS[request.chain].family === 'evm' ? approveTransaction(quoted, CHAINS[request.chain].chainId) : undefined;
      await orderExecutorFor(platform).placeWalletOrder(slot, { ...ticket, build, ...(approve ? { approve } : {}), signOnly: signsOnly(user, request.chain) }, platform.wallet);
      return;
    }
    const gas = needsEvmGas(request.chain) ? await fetchEvmGas(platform.api, request.chain).catch(() => null) : null;
    const payload = orderCreatePayload({ chain: request.chain, address: request.address, side: request.side, amount: decision.amount }, settings, { user, invitationCode: invitationCode(), gas });
    await orderExecutorFor(platform).placeMarketOrder(slot, { ...ticket, payload });
  } catch (error) {
    console.warn('[mf-trade] quick trade', error);
    const code = error instanceof ApiError ? error.code : null;
    const known = code === null ? '' : orderExecutorFor(platform).errorMessage(code, error instanceof Error ? error.message : '');
    platform.toast.show({ kind: 'error', message: known || (code === null ? t('trade.failed') : `${code} ${t('trade.failed')}`), durationMs: 2_000 });
  }
}
