// The double's realtime transport: one plain WebSocket speaking the shared protocol
// (shared-contracts realtime/protocol). Trust policy: every frame is parsed with the server-message
// schema and every push with its channel's data schema; a bad frame is logged with its channel and
// dropped, never handed to a component. Deliberately simpler than the host's client (no heartbeat,
// no delayed release): subscriptions are reference-counted per key, resubscribed on every open, and
// a lost socket is reopened up to 5 times, 1 s apart.
import { CHANNELS, REALTIME, channelKey, serverMessageSchema } from '@nova/shared-contracts';
import type { ChannelData, ChannelName, ChannelParams, RealtimeClient, RealtimeStatus } from '@nova/shared-contracts';

interface Subscription {
  channel: ChannelName;
  wireName: string;
  params: Record<string, unknown>;
  handlers: Set<(data: unknown) => void>;
}

export interface RealtimeDouble extends RealtimeClient {
  close(): void;
}

export function createRealtimeDouble(wsUrl: string, accessToken: () => string | null): RealtimeDouble {
  const subscriptions = new Map<string, Subscription>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let status: RealtimeStatus = { state: 'offline', attempt: 0, maxAttempts: REALTIME.maxReconnectAttempts };
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let nextId = 1;

  const setStatus = (next: RealtimeStatus) => {
    status = next;
    for (const listener of [...statusListeners]) listener(status);
  };

  const send = (message: Record<string, unknown>) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ id: String(nextId++), ...message }));
  };

  const sendSubscribe = (sub: Subscription) => {
    const token = CHANNELS[sub.channel].auth ? accessToken() : null;
    send({ action: 'subscribe', channel: sub.wireName, data: sub.params, ...(token ? { access_token: token } : {}) });
  };

  const onFrame = (raw: unknown) => {
    let json: unknown;
    try {
      json = JSON.parse(String(raw));
    } catch {
      console.warn('[realtime double] dropped a frame that is not JSON');
      return;
    }
    const message = serverMessageSchema.safeParse(json);
    if (!message.success) {
      console.warn('[realtime double] dropped a frame outside the protocol', message.error.message);
      return;
    }
    if (!('key' in message.data)) return; // an ack
    const sub = subscriptions.get(message.data.key);
    if (!sub) return;
    const data = CHANNELS[sub.channel].data.safeParse(message.data.data);
    if (!data.success) {
      console.warn(`[realtime double] dropped a ${sub.wireName} push that fails its schema`, data.error.message);
      return;
    }
    for (const handler of [...sub.handlers]) handler(data.data);
  };

  const connect = () => {
    if (closed || socket) return;
    setStatus({ ...status, state: status.attempt > 0 ? 'reconnecting' : 'connecting' });
    const ws = new WebSocket(wsUrl);
    socket = ws;
    ws.onopen = () => {
      setStatus({ ...status, state: 'connected', attempt: 0 });
      for (const sub of subscriptions.values()) sendSubscribe(sub);
    };
    ws.onmessage = (event) => onFrame(event.data);
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (closed || subscriptions.size === 0) {
        setStatus({ ...status, state: 'offline', attempt: 0 });
        return;
      }
      if (status.attempt >= REALTIME.maxReconnectAttempts) {
        setStatus({ ...status, state: 'disconnected' });
        return;
      }
      setStatus({ ...status, state: 'reconnecting', attempt: status.attempt + 1 });
      retryTimer = setTimeout(connect, REALTIME.reconnectBaseDelayMs);
    };
  };

  return {
    subscribe<C extends ChannelName>(channel: C, params: ChannelParams<C>, handler: (data: ChannelData<C>) => void) {
      const def = CHANNELS[channel];
      const parsed = def.params.parse(params) as Record<string, unknown>;
      const key = channelKey(def.name, parsed);
      let sub = subscriptions.get(key);
      if (!sub) {
        sub = { channel, wireName: def.name, params: parsed, handlers: new Set() };
        subscriptions.set(key, sub);
        if (socket) sendSubscribe(sub);
        else connect();
      }
      const entry = sub;
      const wrapped = handler as (data: unknown) => void;
      entry.handlers.add(wrapped);
      return () => {
        entry.handlers.delete(wrapped);
        if (entry.handlers.size > 0 || subscriptions.get(key) !== entry) return;
        subscriptions.delete(key);
        send({ action: 'unsubscribe', channel: entry.wireName, data: entry.params });
      };
    },
    getStatus: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    reconnect() {
      clearTimeout(retryTimer);
      setStatus({ ...status, attempt: 0 });
      connect();
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      subscriptions.clear();
      socket?.close();
      socket = null;
      setStatus({ ...status, state: 'offline', attempt: 0 });
    },
  };
}
