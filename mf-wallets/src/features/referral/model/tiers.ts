/**
 * The affiliate programme as the /affiliate-plan page presents it (spec 2 says referral amounts
 * and rates are "not shown"; our decision). The referrer rate is what the API pays everyone
 * (market-sim: 30% of the pool fee of an invitee's custodial trades, rebateRate's self_ratio);
 * the partner ceiling is a negotiated rate, so the page says "up to".
 */
export const AFFILIATE_TIERS = [
  { id: 'referrer', ratio: 0.3, upTo: false },
  { id: 'partner', ratio: 0.4, upTo: true },
] as const;
