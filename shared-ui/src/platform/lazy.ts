import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Code of the kit that no first screen draws (an open dialog, a popover's panel), loaded once for the page on first use. */
export interface LazyPart<M> {
  /** Starts the load, or a new one after a failure; rejects when it fails, which is reported. */
  load(): Promise<M>;
  /** The module, once loaded. */
  get(): M | undefined;
  subscribe(listener: () => void): () => void;
}

/**
 * `name` says in the report what did not load (`'the Dialog code (overlay chunk)'`); `importer` is
 * a dynamic import: its own chunk. `quiet`: a failed load is not reported (the page works without
 * the part, as a table without its virtualizer, and the next use tries again).
 */
export function lazyPart<M>(name: string, importer: () => Promise<M>, { quiet = false }: { quiet?: boolean } = {}): LazyPart<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          if (!quiet) console.error(`[shared-ui] ${name} did not load; the next open tries again`, error);
          throw error;
        },
      );
      return pending;
    },
    get: () => module,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The part's module once loaded, loading it whenever `wanted` turns true (a first open; after a
 * failure, the next open tries again). `onFailed` is told when a load fails while still wanted.
 */
export function useLazyPart<M>(part: LazyPart<M>, wanted: boolean, onFailed?: () => void): M | undefined {
  const module = useSyncExternalStore(part.subscribe, part.get, part.get);
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    part.load().catch(() => current && onFailedRef.current?.());
    return () => {
      current = false;
    };
  }, [part, wanted]);
  return module;
}
