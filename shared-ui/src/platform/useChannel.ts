import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { channelKey } from '@nova/shared-contracts';
import type { ChannelData, ChannelName, ChannelParams } from '@nova/shared-contracts';
import { usePlatform } from './context';

const nextFrame: (callback: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (callback) => requestAnimationFrame(callback) : (callback) => setTimeout(callback, 16);

interface Latest<T> {
  get(): { key: string; data: T } | null;
  set(value: { key: string; data: T }): void;
  subscribe(listener: () => void): () => void;
}

function latestStore<T>(): Latest<T> {
  let value: { key: string; data: T } | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Subscribes to a realtime channel through `platform.realtime` for as long as the component is
 * mounted (or until the params change; null params mean no subscription). `onMessage` sees every
 * push; the returned value is the latest push, written into React at most once per animation frame.
 *
 * The latest value is an external store read with `useSyncExternalStore`: its change inside the
 * animation frame is rendered synchronously (React flushes store updates in a microtask), so the
 * new value is painted in the same frame instead of the next one (issue 8: tick-to-paint).
 */
export function useChannel<C extends ChannelName>(
  channel: C,
  params: ChannelParams<C> | null,
  onMessage?: (data: ChannelData<C>) => void,
): ChannelData<C> | undefined {
  const { realtime } = usePlatform();
  const key = params === null ? null : channelKey(channel, params as Record<string, unknown>);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const handlerRef = useRef(onMessage);
  useEffect(() => {
    handlerRef.current = onMessage;
  });
  const [store] = useState(() => latestStore<ChannelData<C>>());
  const latest = useSyncExternalStore(store.subscribe, store.get, store.get);

  useEffect(() => {
    const current = paramsRef.current;
    if (key === null || current === null) return;
    let active = true;
    let pending: ChannelData<C> | undefined;
    let scheduled = false;
    const unsubscribe = realtime.subscribe(channel, current, (data) => {
      handlerRef.current?.(data);
      pending = data;
      if (scheduled) return;
      scheduled = true;
      nextFrame(() => {
        scheduled = false;
        if (active && pending !== undefined) store.set({ key, data: pending });
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [realtime, channel, key, store]);

  return latest && latest.key === key ? latest.data : undefined;
}
