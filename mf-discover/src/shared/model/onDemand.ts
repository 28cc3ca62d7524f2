/**
 * A module's export fetched on first use (`() => import('./X').then((m) => m.X)`: a chunk of its
 * own). `load` imports it once, calls meanwhile share that import, and a failed import is
 * forgotten so that the next call tries again; `get` gives it once it is in.
 */
export function onDemand<T>(importer: () => Promise<T>): { get: () => T | undefined; load: () => Promise<T> } {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => value,
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
