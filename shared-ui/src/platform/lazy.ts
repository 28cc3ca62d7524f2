import { Component, Suspense, createElement, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { moduleLoader } from '@nova/platform-core';
import type { ModuleLoader } from '@nova/platform-core';

/**
 * A module in a chunk of its own, loaded once for the page on first use: platform-core's
 * `ModuleLoader` (`load` joins the import under way, a failed one is forgotten so the next call
 * imports again; `preload`; `get`; `subscribe`, a `useSyncExternalStore` source with `get`), whose
 * `load` rejects with a `LazyLoadError`.
 */
export type LazyModule<M> = ModuleLoader<M>;

/** `importer` is a dynamic import. Nothing is reported here: a caller that needs the module handles the rejection. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  return moduleLoader(() =>
    importer().catch((error: unknown) => {
      throw new LazyLoadError(error);
    }),
  );
}

/** A chunk that did not arrive; `cause` is the import's rejection. `retry` (a lazy component's) makes its next render import again. */
export class LazyLoadError extends Error {
  constructor(
    cause: unknown,
    readonly retry?: () => void,
  ) {
    super('a lazy chunk did not load', { cause });
    this.name = 'LazyLoadError';
  }
}

/** A `React.lazy` component that can be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

/**
 * A component in a chunk of its own (React.lazy): it suspends on its first render until its code is
 * there, or is loaded ahead by `preload()`; once loaded it renders at once, with no suspended frame.
 * After a failed load its render throws a `LazyLoadError`; once a `LazyBoundary` has caught it,
 * the next render imports again (without one, the failure stays, as with React.lazy). `pick` takes it from a `LazyModule` that holds several: each is there
 * as soon as the module is, whichever loaded it.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P>;
export function lazyWithPreload<M, P extends object>(module: LazyModule<M>, pick: (module: M) => ComponentType<P>): PreloadableComponent<P>;
export function lazyWithPreload<M, P extends object>(source: LazyModule<M> | (() => Promise<ComponentType<P>>), pick?: (module: M) => ComponentType<P>): PreloadableComponent<P> {
  const module = typeof source === 'function' ? (lazyModule(source) as unknown as LazyModule<M>) : source;
  const pickFrom = pick ?? ((loaded: M) => loaded as unknown as ComponentType<P>);
  const preload = () => module.load().then(pickFrom);
  const suspending = () =>
    lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          // React.lazy keeps a rejection for good (React renders it again at once before giving up):
          // once a boundary has caught it, the next render gets a new one, which imports again.
          throw new LazyLoadError(error instanceof LazyLoadError ? error.cause : error, () => {
            current = suspending();
          });
        },
      ),
    );
  let current = suspending();
  function Preloadable(props: P) {
    const loaded = module.get();
    return createElement((loaded === undefined ? current : pickFrom(loaded)) as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload });
}

interface LazyBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children when their code did not load. */
  fallback?: ReactNode;
  /** Told when their code did not load. */
  onFailed?: () => void;
}

/**
 * Where lazy components below it load: nothing is drawn while they suspend, and a `LazyLoadError`
 * (a chunk that did not arrive, which React reports) shows `fallback` and tells `onFailed`. Any
 * other error goes on to the boundary above. Mount it anew (a dialog's next open) to try again.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: unknown }> {
  override state = { failed: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof LazyLoadError)) return;
    error.retry?.();
    this.props.onFailed?.();
  }

  override render() {
    const { failed } = this.state;
    if (failed === undefined) return createElement(Suspense, { fallback: null }, this.props.children);
    if (failed instanceof LazyLoadError) return this.props.fallback ?? null;
    throw failed;
  }
}
