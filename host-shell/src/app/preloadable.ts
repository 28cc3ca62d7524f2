import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A component in a chunk of its own, loaded on first render (React.lazy) or ahead of it by
 * `preload()`; once its chunk is there it renders at once, with no suspended frame (a page on every
 * later visit, the staging preview's banner on the first render).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  Preloadable.preload = preload;
  return Preloadable;
}
