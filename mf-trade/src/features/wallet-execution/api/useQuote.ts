import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '@nova/shared-contracts';
import type { EndpointRequest, EndpointResponse } from '@nova/shared-contracts';
import { createPoller } from '../model/quote';
import { usePlatform } from '@nova/shared-ui';

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: EndpointResponse<'tradeQuote'> }
  | { status: 'error'; message: string };

/**
 * Polls POST /trade/quote every second while `request` is not null (the caller applies
 * `shouldPollQuote`); a new amount, side, token or slippage restarts it, resetting the quote
 * (spec 1 §4). A quote error stops the loading and is shown before sending.
 */
export function useQuote(request: EndpointRequest<'tradeQuote'> | null): QuoteState {
  const { api } = usePlatform();
  const key = request === null ? null : JSON.stringify(request);
  const stable = useMemo(() => (key === null ? null : (JSON.parse(key) as EndpointRequest<'tradeQuote'>)), [key]);
  const [state, setState] = useState<{ key: string | null; value: QuoteState }>({ key: null, value: { status: 'idle' } });
  useEffect(() => {
    if (stable === null || key === null) return;
    setState({ key, value: { status: 'loading' } });
    let live = true;
    const poller = createPoller(async () => {
      try {
        const quote = await api.call('tradeQuote', stable);
        if (live) setState({ key, value: { status: 'ready', quote } });
      } catch (error) {
        if (live) setState({ key, value: { status: 'error', message: error instanceof ApiError || error instanceof Error ? error.message : String(error) } });
      }
    });
    poller.restart();
    return () => {
      live = false;
      poller.stop();
    };
  }, [api, key, stable]);
  return state.key === key ? state.value : key === null ? { status: 'idle' } : { status: 'loading' };
}
