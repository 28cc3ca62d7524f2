import { AUTO_SLIPPAGE_MAX } from '@nova/shared-contracts';
import type { ChainKey, PlatformServices, SideSettings } from '@nova/shared-contracts';
import { formatPercent } from '@nova/shared-ui';
import { formatTrade } from '../../../i18n/messages';

export interface QuotedOrder {
  chain: ChainKey;
  address: string;
  side: 'buy' | 'sell';
  amount: string;
  /** The order's wallet: a custodial user's own address on the chain. */
  walletAddress: string;
  settings: SideSettings;
}

/**
 * The price impact (percent) of a custodial market order with Auto slippage, from one quote of it
 * (POST /trade/quote): Auto is sized from it (`orderSlippage`). A chosen slippage needs none (null).
 */
export async function custodialImpact(platform: Pick<PlatformServices, 'api'>, order: QuotedOrder): Promise<number | null> {
  if (order.settings.slippage !== 'auto') return null;
  const { quote_data } = await platform.api.call('tradeQuote', {
    token_in: order.side === 'buy' ? '' : order.address,
    token_out: order.side === 'buy' ? order.address : '',
    token_amount: order.amount,
    wallet_address: order.walletAddress,
    chain: order.chain,
    simulation_detection_open: order.settings.simulatedSell,
  });
  return quote_data.price_impact;
}

/** The refusal of an order whose price impact is beyond Auto slippage: an error toast. */
export function autoSlippageTooHigh(platform: PlatformServices, impactPercent: number): void {
  const locale = platform.i18n.locale();
  const message = formatTrade(platform, 'trade.slippage.autoTooHigh', { impact: formatPercent(impactPercent, { locale }), max: formatPercent(AUTO_SLIPPAGE_MAX, { locale, ratio: true }) });
  platform.toast.show({ kind: 'error', message, durationMs: 2_000 });
}
