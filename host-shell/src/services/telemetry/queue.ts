import { splitLocale } from '../../routing/paths';
import { maskProps, maskText, routePattern } from './mask';
import type { TelemetryProps } from './mask';

/** Spec 3 §7: at most this many custom events per page view; later ones are dropped and counted. */
export const MAX_CUSTOM_EVENTS_PER_VIEW = 10;
/** A batch this large is sent at the next idle moment instead of waiting for the timer. */
export const BATCH_SIZE = 10;
/** Events kept while nothing could be sent (a beacon refused): the oldest go first. */
export const MAX_QUEUED = 100;

export const PAGE_VIEW = 'page_view';

/** One event as sent: `view` numbers the page views of this page load (0 before the first). */
export interface TelemetryEvent {
  name: string;
  view: number;
  /** Date.now() when it happened (not when it was sent). */
  at: number;
  props: TelemetryProps;
}

/** What one beacon carries: `dropped` counts the custom events over a view's limit since the last batch. */
export interface TelemetryBatch {
  v: 1;
  /** A random id per page load (not stored, not tied to the user): groups one visit's batches. */
  session: string;
  dropped: number;
  events: TelemetryEvent[];
}

export interface TelemetryQueue {
  /**
   * A page view for this location (its route pattern and locale); false for a path that only
   * redirects, and for the page already viewed (a locale switch changes the prefix, not the page).
   */
  pageView(pathname: string, at: number): boolean;
  /** A custom event, masked; false when the view already has its 10 (then it is counted as dropped). */
  track(name: string, props: Readonly<Record<string, unknown>>, at: number): boolean;
  size(): number;
  /** The events queued since the last take and the dropped count, or null when there is nothing to send. */
  take(): TelemetryBatch | null;
}

/** The rules of what is kept, free of timers and the network (`telemetry.ts` sends what this holds). */
export function createTelemetryQueue(session: string): TelemetryQueue {
  let view = 0;
  let customInView = 0;
  let dropped = 0;
  let events: TelemetryEvent[] = [];
  let lastPath: string | undefined;
  const push = (event: TelemetryEvent) => {
    events.push(event);
    if (events.length > MAX_QUEUED) events = events.slice(-MAX_QUEUED);
  };
  return {
    pageView(pathname, at) {
      const route = routePattern(pathname);
      const { path, locale } = splitLocale(pathname);
      if (route === null || path === lastPath) return false;
      lastPath = path;
      view += 1;
      customInView = 0;
      push({ name: PAGE_VIEW, view, at, props: { route, locale } });
      return true;
    },
    track(name, props, at) {
      if (customInView >= MAX_CUSTOM_EVENTS_PER_VIEW) {
        dropped += 1;
        return false;
      }
      customInView += 1;
      push({ name: maskText(name), view, at, props: maskProps(props) });
      return true;
    },
    size: () => events.length,
    take() {
      if (events.length === 0 && dropped === 0) return null;
      const batch: TelemetryBatch = { v: 1, session, dropped, events };
      events = [];
      dropped = 0;
      return batch;
    },
  };
}
