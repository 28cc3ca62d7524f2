import type { EndpointResponse, TokenInfo } from '@nova/shared-contracts';

/**
 * The sell check before a trade (issue 34): whether the token could be sold back, and whether its
 * contract is open source. It comes from the sim's round trip at the user's size
 * (GET /trade/quote/round_trip) when there is one, else from the token's security flags (a
 * honeypot cannot be sold at any size), so the form has an answer before the round trip is in.
 */
export interface SellCheck {
  canSell: boolean;
  /** Why it cannot be sold: the contract blocks sells, or the pool is under the liquidity orders need. */
  reason: 'honeypot' | 'liquidity' | null;
  openSource: boolean;
}

/** The token's security flags the check reads. */
export type SecurityFlags = Pick<TokenInfo['security_info'], 'is_pixiu' | 'is_open_source'>;

export type RoundTripVerdict = Pick<EndpointResponse<'tradeRoundTrip'>, 'can_sell' | 'reason' | 'is_open_source'>;

/** The check from the round trip when there is one, else from the token's flags; undefined while neither is known. */
export function sellCheckOf(roundTrip: RoundTripVerdict | null | undefined, security: SecurityFlags | undefined): SellCheck | undefined {
  if (roundTrip) return { canSell: roundTrip.can_sell, reason: roundTrip.can_sell ? null : (roundTrip.reason ?? 'honeypot'), openSource: roundTrip.is_open_source };
  if (!security) return undefined;
  const honeypot = security.is_pixiu !== 0;
  return { canSell: !honeypot, reason: honeypot ? 'honeypot' : null, openSource: security.is_open_source === 1 };
}

export type TradeRisk = { kind: 'clear' } | { kind: 'confirm' } | { kind: 'blocked'; reason: 'honeypot' | 'liquidity' };

/**
 * What the check means for a trade, for every kind of login: a buy of a token that cannot be sold
 * is blocked; else a token that cannot be sold or is not open source is confirmed first ("Risky
 * token", spec 1 §4: a honeypot or a contract that is not open source), where the caller's flow
 * asks (a wallet order, any quick sell, a limit sell).
 */
export function tradeRisk(check: SellCheck | undefined, side: 'buy' | 'sell'): TradeRisk {
  if (!check) return { kind: 'clear' };
  if (side === 'buy' && !check.canSell) return { kind: 'blocked', reason: check.reason ?? 'honeypot' };
  return !check.canSell || !check.openSource ? { kind: 'confirm' } : { kind: 'clear' };
}

/** The risk confirm from the token's flags alone (quick trades and the position card, which fetch no round trip). */
export function needsRiskConfirm(security: SecurityFlags | undefined): boolean {
  return tradeRisk(sellCheckOf(null, security), 'sell').kind === 'confirm';
}
