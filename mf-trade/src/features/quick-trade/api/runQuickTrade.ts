import { CHAINS } from '@nova/shared-contracts';
import type { PlatformServices, QuickTradeRequest } from '@nova/shared-contracts';
import { QUICK_BUY_PREF, canQuickTrade, quickBuyAmountOf, stripBidiControls } from '@nova/shared-ui';
import { formatTrade } from '../../../i18n/messages';
import { orderExecutorFor, placeMarketTrade, tradeErrorToast } from '../../order-execution';
import { needsRiskConfirm } from '../../risk-confirm';
import type { RiskConfirmer } from '../../risk-confirm';
import { isRunnable } from '../../../shared/busRequest';
import { quickDecision } from '../model/quickOrder';

const handled = new Set<string>();

/**
 * Executes one `trade.quick` request through the platform's one order executor; each request id
 * at most once, and only while fresh. Failures show as toasts (spec 1 §8); nothing is retried.
 * The submission is held from its arrival: a second request for the same token and side (the two
 * clicks of a double click on a list's ⚡) is dropped while the first is checked, sent or pending.
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
  const submission = orderExecutorFor(platform).begin(request);
  if (!submission) return;
  // The request's chain's quick-buy amount (bus `quickBuy.amount`, replayed; a contract-6.0 host says one amount).
  const announced = platform.bus.last('quickBuy.amount');
  const chainAmount = quickBuyAmountOf(announced?.byChain?.[request.chain] ?? announced?.amount, platform.prefs.get<unknown>(QUICK_BUY_PREF, undefined));
  try {
    // Both from the one cache: the token's entry (kept live by pushes) and the balances, fetched fresh.
    const [token, balances] = await Promise.all([
      platform.query.fetchQuery(platform.queries.tokenInfo(request.chain, request.address)),
      platform.query.fetchQuery({ ...platform.queries.assets(request.chain), staleTime: 0 }),
    ]);
    const native = balances.list.find((asset) => asset.token === '');
    // The symbol as the toasts and the risk confirm say it: the token's own text, cleaned of bidi controls.
    const symbol = stripBidiControls(token.symbol);
    const held = balances.list.find((asset) => asset.token.toLowerCase() === request.address.toLowerCase());
    const decision = quickDecision(request, {
      signedIn: true,
      signsOnChain: canQuickTrade(request.chain, platform.session.get().user),
      amountPrecision: CHAINS[request.chain].amountPrecision,
      tokenDecimals: token.decimals,
      nativeBalance: String(native?.balance ?? '0'),
      tokenBalance: String(held?.balance ?? '0'),
      defaultAmount: chainAmount,
    });
    if (decision.kind === 'login') return void (await platform.session.requestLogin());
    if (decision.kind === 'deposit') return platform.bus.emit('deposit.open', { chain: request.chain });
    if (decision.kind === 'error') {
      const key = decision.key === 'failed-seinits' ? 'trade.quick.failed-seinits' : `trade.finding.${decision.key}`;
      platform.toast.show({ kind: 'error', message: t(key, { symbol: request.side === 'buy' ? CHAINS[request.chain].nativeSymbol : symbol }), durationMs: 2_000 });
      return;
    }
    // A quick sell of a token not known as safe, and any wallet-login trade of one, is confirmed first (spec 1 §4).
    const wallet = platform.session.get().kind === 'wallet';
    if ((request.side === 'sell' || wallet) && needsRiskConfirm(token.security_info) && !(await confirmRisk(request.side, symbol))) return;
    await placeMarketTrade(platform, `quick:${request.chain}:${request.address}`, { chain: request.chain, address: request.address, side: request.side, symbol, amount: decision.amount }, submission);
  } catch (error) {
    tradeErrorToast(platform, error);
  } finally {
    submission.release();
  }
}
