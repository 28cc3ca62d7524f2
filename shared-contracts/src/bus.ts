/**
 * A typed event bus. Each event declares whether a late subscriber receives the last value
 * (`replay: true`), so a remote loaded late still learns the current token, session and locale.
 * A throwing handler never stops the others: the error is reported to `onHandlerError`.
 */
export type EventSpec<M> = { readonly [K in keyof M]: { readonly replay: boolean } };

export type Handler<T> = (payload: T) => void;

export interface EventBus<M> {
  emit<K extends keyof M>(event: K, payload: M[K]): void;
  /** Subscribe; returns the unsubscribe function. Replay events call the handler at once with the last value. */
  on<K extends keyof M>(event: K, handler: Handler<M[K]>): () => void;
  /** The last value of a replay event, if any was emitted. */
  last<K extends keyof M>(event: K): M[K] | undefined;
}

export interface EventBusOptions {
  onHandlerError?: (event: string, error: unknown) => void;
}

export function createEventBus<M>(spec: EventSpec<M>, options: EventBusOptions = {}): EventBus<M> {
  const handlers = new Map<keyof M, Set<Handler<never>>>();
  const lastValues = new Map<keyof M, unknown>();
  const report = options.onHandlerError ?? ((event: string, error: unknown) => console.error(`[bus] handler of "${event}" threw`, error));

  const call = <K extends keyof M>(event: K, handler: Handler<M[K]>, payload: M[K]) => {
    try {
      handler(payload);
    } catch (error) {
      report(String(event), error);
    }
  };

  return {
    emit(event, payload) {
      if (spec[event]?.replay) lastValues.set(event, payload);
      const set = handlers.get(event);
      if (!set) return;
      for (const handler of [...set]) call(event, handler as Handler<typeof payload>, payload);
    },
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler as Handler<never>);
      if (spec[event]?.replay && lastValues.has(event)) call(event, handler, lastValues.get(event) as M[typeof event]);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
    last(event) {
      return lastValues.get(event) as M[typeof event] | undefined;
    },
  };
}
