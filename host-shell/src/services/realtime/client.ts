import type { RealtimeClient } from '@nova/shared-contracts';
import { createSubscriptions } from './subscriptions';
import type { SubscriptionOptions } from './subscriptions';
import { createTransport } from './transport';
import type { TransportOptions } from './transport';
import { createWriter } from './writer';
import type { Schedule } from './writer';

export interface RealtimeClientOptions extends Omit<TransportOptions, 'onMessage' | 'onOpen'> {
  getAccessToken: () => string | undefined;
  schedule?: Schedule;
  onError?: SubscriptionOptions['onError'];
}

/** The one realtime connection handed to every remote: transport + subscriptions + writer. */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient & { start(): void; stop(): void } {
  let subscriptions: ReturnType<typeof createSubscriptions> | null = null;
  const transport = createTransport({
    ...options,
    onMessage: (message) => subscriptions?.handle(message),
    onOpen: () => subscriptions?.resubscribeAll(),
  });
  subscriptions = createSubscriptions({
    send: (message) => transport.send(message),
    getAccessToken: options.getAccessToken,
    writer: createWriter(options.schedule),
    now: options.now,
    log: options.log,
    onError: options.onError,
  });
  const subs = subscriptions;
  return {
    subscribe: (channel, params, handler) => subs.subscribe(channel, params, handler),
    getStatus: () => transport.status(),
    onStatus: (listener) => transport.onStatus(listener),
    reconnect: () => transport.reconnect(),
    start: () => transport.start(),
    stop: () => transport.stop(),
  };
}
