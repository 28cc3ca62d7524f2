// The typed event bus of the page (`PlatformServices.bus`); its types and event map are the contract's.
import type { EventBus, EventBusOptions, EventSpec, Handler } from '@nova/shared-contracts';

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
