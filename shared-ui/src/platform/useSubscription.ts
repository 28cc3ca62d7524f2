import { useEffect, useRef } from 'react';
import { channelKey } from '@nova/shared-contracts';
import type { ChannelData, ChannelName, ChannelParams } from '@nova/shared-contracts';
import { usePlatform } from './context';
import { usePlatformQuery } from './query';

/**
 * Holds a realtime subscription open while mounted (null params: none) and hands every push to
 * `onMessage`: for events (a toast, a sound, a marker), never as a data source. Data a screen
 * shows lives in the one cache: `usePushed`, or `platform.queries.bindChannel` with `useFollow`.
 */
export function useSubscription<C extends ChannelName>(channel: C, params: ChannelParams<C> | null, onMessage: (data: ChannelData<C>) => void): void {
  const { realtime } = usePlatform();
  const key = params === null ? null : channelKey(channel, params as Record<string, unknown>);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const handlerRef = useRef(onMessage);
  useEffect(() => {
    handlerRef.current = onMessage;
  });
  useEffect(() => {
    const current = paramsRef.current;
    if (key === null || current === null) return;
    return realtime.subscribe(channel, current, (data) => handlerRef.current(data));
  }, [realtime, channel, key]);
}

/**
 * Runs a follow (`() => platform.queries.followTokenInfo(chain, address)`, a `bindChannel`…) while
 * mounted, and its stop on unmount or when `deps` change; a null `start` follows nothing.
 */
export function useFollow(start: (() => () => void) | null, deps: readonly unknown[]): void {
  const startRef = useRef(start);
  startRef.current = start;
  const active = start !== null;
  useEffect(() => {
    if (!active) return;
    return startRef.current?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the follow depends on
  }, [active, ...deps]);
}

/**
 * The latest push of a channel from the one cache (`queries.pushed`), kept filled while mounted
 * (`queries.followPushed`); every component asking shares one subscription and one value. `select`
 * picks the part a leaf shows, so it re-renders only when that part changes.
 */
export function usePushed<C extends ChannelName, R = ChannelData<C>>(channel: C, params: ChannelParams<C> | null, select?: (data: ChannelData<C>) => R): R | undefined {
  const { queries } = usePlatform();
  const key = params === null ? null : channelKey(channel, params as Record<string, unknown>);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useFollow(key === null ? null : () => queries.followPushed(channel, paramsRef.current as ChannelParams<C>), [queries, channel, key]);
  const options = queries.pushed(channel, (params ?? {}) as ChannelParams<C>);
  return usePlatformQuery(options, params !== null, select).data;
}
