import { TRADE, autoSlippage } from '@nova/shared-contracts';
import type { AutoSlippage, SideSettings } from '@nova/shared-contracts';

/** Auto without a quote: the spec's 0.3 %. */
const AUTO_UNQUOTED = TRADE.defaultSlippagePercent / 100;

export type OrderSlippage = AutoSlippage;

/**
 * The slippage a market order sends: a chosen one as is; Auto from the price impact of the order's
 * quote (shared-contracts' `autoSlippage`, the rule the sim's engine uses for orders that fire
 * later), or 0.3 % when there is none.
 */
export function orderSlippage(settings: SideSettings, priceImpactPercent: number | null): OrderSlippage {
  if (settings.slippage !== 'auto') return { ok: true, slippage: settings.slippage };
  return priceImpactPercent === null ? { ok: true, slippage: AUTO_UNQUOTED } : autoSlippage(priceImpactPercent);
}
