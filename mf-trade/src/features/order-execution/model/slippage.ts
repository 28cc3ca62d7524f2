import { TRADE } from '@nova/shared-contracts';
import type { SideSettings } from '@nova/shared-contracts';

/** The most Auto slippage sends (the settings' largest chip, 20 %); a larger one is the user's to choose. */
export const AUTO_SLIPPAGE_MAX = 0.2;
/** Auto's margin over the price impact: a quarter of it plus half a point, for the price moving between quote and fill. */
const AUTO_IMPACT_FACTOR = 1.25;
const AUTO_MARGIN = 0.005;
/** Auto without a quote: the spec's 0.3 %. */
const AUTO_UNQUOTED = TRADE.defaultSlippagePercent / 100;

export type OrderSlippage = { ok: true; slippage: number } | { ok: false; impactPercent: number };

/**
 * Auto slippage from the quote's price impact (percent, as /trade/quote gives it): 1.25 x the
 * impact plus 0.5 point (0.5 % for a pool the order does not move), rounded up to 0.01 %. Above 20 % it is refused (the
 * order is not sent), so Auto never lets a thin pool take a fifth of the order unasked.
 */
export function autoSlippage(priceImpactPercent: number): OrderSlippage {
  const impact = Math.max(0, priceImpactPercent) / 100;
  const slippage = Math.ceil((impact * AUTO_IMPACT_FACTOR + AUTO_MARGIN) * 10_000) / 10_000;
  return slippage > AUTO_SLIPPAGE_MAX ? { ok: false, impactPercent: priceImpactPercent } : { ok: true, slippage };
}

/**
 * The slippage a market order sends: a chosen one as is; Auto from the price impact of the order's
 * quote, or 0.3 % when there is none (orders sent later, like limit and TP/SL orders).
 */
export function orderSlippage(settings: SideSettings, priceImpactPercent: number | null): OrderSlippage {
  if (settings.slippage !== 'auto') return { ok: true, slippage: settings.slippage };
  return priceImpactPercent === null ? { ok: true, slippage: AUTO_UNQUOTED } : autoSlippage(priceImpactPercent);
}
