// Auto slippage (spec 1 §9 says only "auto"; what it means is ours, written here once): the client
// sizes a market order's Auto from its quote, and the sim's order engine sizes a limit or TP/SL
// order's Auto from the price impact at the moment it fires, both with this one rule.

/** The most Auto slippage allows (the settings' largest chip, 20 %); a larger one is the user's to choose. */
export const AUTO_SLIPPAGE_MAX = 0.2;
/** Auto's margin over the price impact: a quarter of it plus half a point, for the price moving between quote and fill. */
const AUTO_IMPACT_FACTOR = 1.25;
const AUTO_MARGIN = 0.005;

export type AutoSlippage = { ok: true; slippage: number } | { ok: false; impactPercent: number };

/**
 * Auto slippage (a fraction) from a price impact in percent: 1.25 x the impact plus 0.5 point
 * (0.5 % for a pool the order does not move), rounded up to 0.01 %. Above 20 % it is refused, so
 * Auto never lets a thin pool take a fifth of the order unasked.
 */
export function autoSlippage(priceImpactPercent: number): AutoSlippage {
  const impact = Math.max(0, priceImpactPercent) / 100;
  const slippage = Math.ceil((impact * AUTO_IMPACT_FACTOR + AUTO_MARGIN) * 10_000) / 10_000;
  return slippage > AUTO_SLIPPAGE_MAX ? { ok: false, impactPercent: priceImpactPercent } : { ok: true, slippage };
}
