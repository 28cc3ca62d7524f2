/**
 * The one way code in a chunk of its own is loaded on first use, once for the page: the platform's
 * realtime bindings (`query/follow.ts`) and endpoint schemas (`api/endpoints.ts`), the host's
 * realtime client and wallet connections, and shared-ui's `lazyModule` / `lazyWithPreload`
 * (React.lazy), which build on it. It holds no module state: each loader is its own.
 */
export interface ModuleLoader<M> {
  /**
   * Starts the import, or joins the one under way (the same promise); once loaded it resolves with
   * the module at once. A failed import rejects with its error and is forgotten: the next call
   * imports again.
   */
  load(): Promise<M>;
  /** Starts the import ahead of need. A failure is left to the next `load`, which imports again. */
  preload(): void;
  /** The module once loaded. */
  get(): M | undefined;
  /** Told once, when the module has loaded (with `get`, a `useSyncExternalStore` source). */
  subscribe(listener: (module: M) => void): () => void;
}

export interface ModuleLoaderOptions {
  /** Told of each failed import once, however many callers joined it. */
  onFailed?: (error: unknown) => void;
}

/** `importer` is a dynamic import (or anything that resolves once to a module). An importer that throws at once fails like an import that did not arrive. */
export function moduleLoader<M>(importer: () => Promise<M>, options: ModuleLoaderOptions = {}): ModuleLoader<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<(module: M) => void>();
  const load = () =>
    (pending ??= new Promise<M>((resolve) => resolve(importer())).then(
      (loaded) => {
        module = loaded;
        for (const listener of [...listeners]) listener(loaded);
        listeners.clear();
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        options.onFailed?.(error);
        throw error;
      },
    ));
  return {
    load,
    preload: () => void load().catch(() => undefined),
    get: () => module,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
