import type { EndpointRequest, EndpointResponse } from '@nova/shared-contracts';
import { useDebounced, usePlatform, usePlatformQuery } from '@nova/shared-ui';
import { ROUND_TRIP_DEBOUNCE_MS } from '../model/roundTrip';

// The key of the disabled query while there is nothing to check (never fetched).
const NOTHING: EndpointRequest<'tradeRoundTrip'> = { chain: 'solana', token: '', amount_in: '' };

/**
 * The sell check of a market buy (GET /trade/quote/round_trip) through the one cache, keyed by
 * chain, token and amount: asked once the amount has settled (`ROUND_TRIP_DEBOUNCE_MS`). The
 * answer is the check of the request now in the form, null until it is in or when there is none
 * to ask (the form then judges by the token's flags, `sellCheckOf`).
 */
export function useRoundTrip(request: EndpointRequest<'tradeRoundTrip'> | null): EndpointResponse<'tradeRoundTrip'> | null {
  const { queries } = usePlatform();
  // Settled as text: the form builds a new request object every render, the same request by value.
  const wanted = request ? JSON.stringify(request) : null;
  const settled = useDebounced(wanted, ROUND_TRIP_DEBOUNCE_MS);
  const query = usePlatformQuery(queries.endpoint('tradeRoundTrip', settled ? (JSON.parse(settled) as EndpointRequest<'tradeRoundTrip'>) : NOTHING), settled !== null);
  return wanted !== null && settled === wanted && query.status === 'success' ? query.data : null;
}
