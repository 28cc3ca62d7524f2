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
