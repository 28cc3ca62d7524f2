import type { BusEventMap, EventBus } from '@nova/shared-contracts';
import { whenIdle } from '@nova/shared-ui';
import { trackBusEvents } from './busEvents';
import { BATCH_SIZE, createTelemetryQueue } from './queue';

/** A batch waits at most this long for more events before it is sent. */
export const FLUSH_MS = 5_000;

export interface Telemetry {
  pageView(pathname: string, at: number): void;
  /** `pathname`: the location when it happened (default: the window's now). */
  track(name: string, props: Readonly<Record<string, unknown>>, at: number, pathname?: string): void;
}

export interface TelemetryOptions {
  /** Where batches are posted (`<apiBaseUrl>/telemetry`). */
  endpoint: string;
  bus: EventBus<BusEventMap>;
  /** The window whose hiding flushes, and whose navigator sends. */
  win?: Window;
}

/**
 * The sender (its own chunk, loaded after the first answer has painted): events are queued in
 * memory and never sent from the call that records them, so a click only pushes onto an array.
 * A batch goes by `navigator.sendBeacon` (text/plain JSON, no preflight, survives unload) after
 * FLUSH_MS, at the next idle moment once BATCH_SIZE events wait, and at once when the page is hidden
 * or left (the last moment anything can be sent).
 */
export function startTelemetry({ endpoint, bus, win = window }: TelemetryOptions): Telemetry {
  const queue = createTelemetryQueue(win.crypto.randomUUID());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;

  const flush = () => {
    clearTimeout(timer);
    cancelIdle?.();
    timer = undefined;
    cancelIdle = undefined;
    const batch = queue.take();
    if (batch) win.navigator.sendBeacon(endpoint, JSON.stringify(batch));
  };
  const schedule = () => {
    if (queue.size() >= BATCH_SIZE) cancelIdle ??= whenIdle(flush);
    timer ??= setTimeout(flush, FLUSH_MS);
  };

  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  // An event counts in the view of the page whose URL stood when it happened. The shell records a
  // view when the new route has committed, and a route whose chunk is still loading commits late: a
  // gesture made in between (the URL already changed) would otherwise count in the page left.
  const track = (name: string, props: Readonly<Record<string, unknown>>, at: number, pathname = win.location.pathname) => {
    queue.pageView(pathname, at);
    queue.track(name, props, at);
    schedule();
  };
  trackBusEvents(bus, (name, props) => track(name, props, Date.now()));

  return {
    pageView(pathname, at) {
      if (queue.pageView(pathname, at)) schedule();
    },
    track,
  };
}
