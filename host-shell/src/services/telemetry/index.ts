import type { RemoteLoader } from '../../remotes/loader';
import type { RemoteLoadError } from '../../remotes/manifest';
import type { Telemetry } from './telemetry';

/**
 * The start-up side of telemetry: what the shell calls before the sender's chunk has loaded.
 * Calls are kept (with their time) until `load` brings the sender in, then handed to it; after
 * that they go straight through. `NO_TELEMETRY` is what development, tests and any build that is
 * not production get (spec 3 §7: sent only in production).
 */
export interface HostTelemetry {
  pageView(pathname: string): void;
  track(name: string, props: Readonly<Record<string, unknown>>): void;
  /** Loads the sender (once; a failed load leaves telemetry off for this page load). */
  load(): void;
}

export const NO_TELEMETRY: HostTelemetry = { pageView() {}, track() {}, load() {} };

/** Calls kept before the sender has loaded: a page that never loads it keeps no more than this. */
const MAX_PENDING = 50;

export function lazyTelemetry(loadSender: () => Promise<Telemetry>): HostTelemetry {
  let sender: Telemetry | undefined;
  let loading = false;
  const pending: Array<(to: Telemetry) => void> = [];
  const call = (fn: (to: Telemetry) => void) => {
    if (sender) fn(sender);
    else if (pending.length < MAX_PENDING) pending.push(fn);
  };
  return {
    pageView(pathname) {
      const at = Date.now();
      call((to) => to.pageView(pathname, at));
    },
    track(name, props) {
      const at = Date.now();
      const { pathname } = location;
      call((to) => to.track(name, props, at, pathname));
    },
    load() {
      if (loading) return;
      loading = true;
      loadSender().then((loaded) => {
        sender = loaded;
        for (const fn of pending.splice(0)) fn(loaded);
      }, () => undefined);
    },
  };
}

/** The loader, reporting each load that fails (`remote_failed`: the remote's name and why, no URL). */
export function reportRemoteFailures(loader: RemoteLoader, telemetry: HostTelemetry): RemoteLoader {
  return {
    ...loader,
    load: (remote, expose) =>
      loader.load(remote, expose).catch((error: unknown) => {
        telemetry.track('remote_failed', { remote, reason: (error as Partial<RemoteLoadError>).kind ?? 'unavailable' });
        throw error;
      }),
  };
}
