import { useEffect, useRef, useState } from 'react';
import { channelKey, usePlatform } from '@nova/shared-contracts';
import type { ChannelData, ChannelName, ChannelParams } from '@nova/shared-contracts';

const nextFrame: (callback: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (callback) => requestAnimationFrame(callback) : (callback) => setTimeout(callback, 16);

/**
 * Subscribes to a realtime channel through `platform.realtime` for as long as the component is
 * mounted (or until the params change; null params mean no subscription). `onMessage` sees every
 * push; the returned value is the latest push, written into React at most once per animation frame.
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
  const [latest, setLatest] = useState<{ key: string; data: ChannelData<C> } | null>(null);

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
        if (active && pending !== undefined) setLatest({ key, data: pending });
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [realtime, channel, key]);

  return latest && latest.key === key ? latest.data : undefined;
}
