import type { EndpointRequest, EndpointResponse } from '@nova/shared-contracts';
import { usePlatform, usePlatformQuery } from '@nova/shared-ui';
import { QUOTE_POLL_MS } from '../model/quote';

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: EndpointResponse<'tradeQuote'> }
  | { status: 'error'; message: string };

// The key of the disabled query while there is nothing to quote (never fetched).
const NOTHING = { token_in: '', token_out: '', token_amount: '', slippage: 0, wallet_address: '', chain: 'solana' } as EndpointRequest<'tradeQuote'>;

/**
 * Polls POST /trade/quote every second (the cache's `refetchInterval`) while `request` is not null
 * (the caller applies `shouldPollQuote`). The request is the key: a new amount, side, token or
 * slippage is a new entry, and a quote counts only once it was fetched for the current request
 * after it became current (spec 1 §4: a change resets the quote and starts loading; an answer
 * cached for an earlier visit of the same amount is never offered). The latest answer wins: a
 * quote error stops the loading and is shown before sending until a quote answers again.
 */
export function useQuote(request: EndpointRequest<'tradeQuote'> | null): QuoteState {
  const { queries } = usePlatform();
  const quote = usePlatformQuery(queries.endpoint('tradeQuote', request ?? NOTHING, QUOTE_POLL_MS), request !== null);
  if (request === null) return { status: 'idle' };
  if (!quote.isFetchedAfterMount) return { status: 'loading' };
  if (quote.status === 'error') return { status: 'error', message: quote.error.message };
  return quote.status === 'success' ? { status: 'ready', quote: quote.data } : { status: 'loading' };
}
