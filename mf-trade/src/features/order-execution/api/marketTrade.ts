import { ApiError, CHAINS, readChainPresets, tradePresetsPref } from '@nova/shared-contracts';
import type { ChainKey, PlatformServices } from '@nova/shared-contracts';
import { formatTrade } from '../../../i18n/messages';
import { approveTransaction, signsOnly } from '../../wallet-execution';
import type { Submission } from '../model/executorTypes';
import { needsEvmGas } from '../model/gas';
import { feeFields, orderFees } from '../model/orderFees';
import { orderCreatePayload, slippageOf } from '../model/orderPayload';
import { orderSlippage } from '../model/slippage';
import { autoSlippageTooHigh, custodialImpact } from './autoSlippage';
import { fetchEvmGas } from './evmGas';
import { fetchFeeMarket } from './feeMarket';
import { invitationCode } from './invitation';
import { orderExecutorFor } from './orderExecutor';

/** One market order outside the trade form: a quick buy or sell, a position's Close or Break-even. */
export interface MarketTrade {
  chain: ChainKey;
  address: string;
  side: 'buy' | 'sell';
  symbol: string;
  /** Native to spend (buy) or tokens to sell, already checked and floored. */
  amount: string;
  isBreakEven?: boolean;
}

/**
 * Places a market order for the signed-in user through the one executor, with the chain's active
 * preset of the side (spec 1 §4): a wallet login quotes, builds, signs with its wallet and submits
 * (approving first on an EVM sell); a custodial user creates the order (with the EVM gas figures).
 * Confirming a risky token is the caller's. A failure before the executor rejects (`tradeErrorToast`).
 * The submission is held from the first step (`submission`, the caller's when it checked first), so
 * an identical trade started meanwhile is refused, even while this one is still being quoted.
 */
export async function placeMarketTrade(platform: PlatformServices, slot: string, trade: MarketTrade, submission?: Submission): Promise<void> {
  const { user } = platform.session.get();
  if (!user) return void (await platform.session.requestLogin());
  const held = submission ?? orderExecutorFor(platform).begin(trade);
  if (!held) return;
  try {
    await placeHeldTrade(platform, slot, trade, held);
  } finally {
    if (!submission) held.release();
  }
}

async function placeHeldTrade(platform: PlatformServices, slot: string, trade: MarketTrade, submission: Submission): Promise<void> {
  const { user, kind } = platform.session.get();
  if (!user) return;
  const presets = readChainPresets(trade.chain, platform.prefs.get<unknown>(tradePresetsPref(trade.chain), null));
  const settings = presets.presetMap[presets.activePresetId][trade.side === 'buy' ? 'BUY' : 'SELL'];
  const ticket = { chain: trade.chain, address: trade.address, side: trade.side, symbol: trade.symbol };
  const fees = orderFees(trade.chain, settings, await fetchFeeMarket(platform, trade.chain, settings.isMev));
  if (kind === 'wallet') {
    const walletAddress = (trade.chain === 'solana' ? user.sol_address : user.evm_address) ?? '';
    const pair = { token_in: trade.side === 'buy' ? '' : trade.address, token_out: trade.side === 'buy' ? trade.address : '' };
    const base = { ...pair, token_amount: trade.amount, slippage: slippageOf(settings), wallet_address: walletAddress, chain: trade.chain };
    const { quote_data: quoted } = await platform.api.call('tradeQuote', { ...base, simulation_detection_open: settings.simulatedSell });
    const slippage = orderSlippage(settings, quoted.price_impact);
    if (!slippage.ok) return autoSlippageTooHigh(platform, slippage.impactPercent);
    const build = {
      ...base,
      slippage: slippage.slippage,
      quote_data: { quote_id: quoted.quote_id },
      ...feeFields(fees),
      ...(trade.isBreakEven ? { is_break_even: true } : {}),
    };
    const approve = CHAINS[trade.chain].family === 'evm' ? approveTransaction(quoted, CHAINS[trade.chain].chainId) : undefined;
    await orderExecutorFor(platform).placeWalletOrder(slot, { ...ticket, build, ...(approve ? { approve } : {}), signOnly: signsOnly(user, trade.chain) }, platform.wallet, submission);
    return;
  }
  const walletAddress = (trade.chain === 'solana' ? user.sol_address : user.evm_address) ?? '';
  const slippage = orderSlippage(settings, await custodialImpact(platform, { ...trade, walletAddress, settings }));
  if (!slippage.ok) return autoSlippageTooHigh(platform, slippage.impactPercent);
  const gas = needsEvmGas(trade.chain) ? await fetchEvmGas(platform, trade.chain).catch(() => null) : null;
  const payload = orderCreatePayload({ chain: trade.chain, address: trade.address, side: trade.side, amount: trade.amount, isBreakEven: trade.isBreakEven }, settings, { user, fees, slippage: slippage.slippage, invitationCode: invitationCode(), gas });
  await orderExecutorFor(platform).placeMarketOrder(slot, { ...ticket, payload }, submission);
}

/** The toast of a trade that failed before the executor took it: its §8 message, else the code and "trade failed". */
export function tradeErrorToast(platform: PlatformServices, error: unknown): void {
  console.warn('[mf-trade] market trade', error);
  const code = error instanceof ApiError ? error.code : null;
  const known = code === null ? '' : orderExecutorFor(platform).errorMessage(code, error instanceof Error ? error.message : '');
  const failed = formatTrade(platform, 'trade.failed');
  platform.toast.show({ kind: 'error', message: known || (code === null ? failed : `${code} ${failed}`), durationMs: 2_000 });
}
