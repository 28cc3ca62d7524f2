import { useEffect, useRef, useState } from 'react';
import { usePlatform } from '@nova/shared-contracts';
import type { EndpointName, EndpointRequest, EndpointResponse, Loadable } from '@nova/shared-contracts';
import { dataOf, toLoadableError } from './loadable';

export interface UseApiOptions {
  /** Re-fetch every pollMs after the previous answer (spec polling periods live in POLLING). */
  pollMs?: number;
}

/** A Loadable plus a way to load it again (the Retry of an ErrorState). */
export type ApiLoadable<T> = Loadable<T> & { reload: () => void };

/**
 * Calls `platform.api` for one endpoint and tracks the answer as a Loadable. `request` null means
 * "not yet" (idle). The request is compared by value, so an inline object literal is fine. A refresh
 * (poll or reload) keeps the previous data in the pending and error states.
 */
export function useApi<K extends EndpointName>(name: K, request: EndpointRequest<K> | null, options: UseApiOptions = {}): ApiLoadable<EndpointResponse<K>> {
  type T = EndpointResponse<K>;
  const { api } = usePlatform();
  const { pollMs } = options;
  const key = request === null ? null : `${name}:${JSON.stringify(request)}`;
  const requestRef = useRef(request);
  requestRef.current = request;
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ key: string | null; value: Loadable<T> }>({ key: null, value: { status: 'idle' } });
  const reloadRef = useRef(() => setNonce((n) => n + 1));

  useEffect(() => {
    const current = requestRef.current;
    if (key === null || current === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const previous = (prev: { key: string | null; value: Loadable<T> }) => (prev.key === key ? dataOf(prev.value) : undefined);
    const schedule = () => {
      if (pollMs && pollMs > 0) timer = setTimeout(run, pollMs);
    };
    function run() {
      setState((prev) => {
        const data = previous(prev);
        return { key, value: data === undefined ? { status: 'pending' } : { status: 'pending', data } };
      });
      api.call(name, current as EndpointRequest<K>, { signal: controller.signal }).then(
        (data) => {
          if (controller.signal.aborted) return;
          setState({ key, value: { status: 'success', data } });
          schedule();
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState((prev) => {
            const data = previous(prev);
            const err = toLoadableError(error);
            return { key, value: data === undefined ? { status: 'error', error: err } : { status: 'error', error: err, data } };
          });
          schedule();
        },
      );
    }
    run();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, name, key, pollMs, nonce]);

  const value: Loadable<T> = state.key === key ? state.value : key === null ? { status: 'idle' } : { status: 'pending' };
  return { ...value, reload: reloadRef.current };
}
