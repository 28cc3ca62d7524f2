import * as v from 'valibot';
import { channelKey } from '@nova/shared-contracts';
import { CHANNELS, clientMessageSchema } from '@nova/shared-contracts/realtime';
import type { ChannelDef, PushMessage } from '@nova/shared-contracts';
import { SimError } from '../errors';

/** What a transport (ws socket, msw ws client) gives the hub: send text, close. */
export interface Sink {
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

export interface Subscription {
  channel: string;
  key: string;
  params: Record<string, unknown>;
  /** User of the access token, for auth channels. */
  userId?: string;
}

export interface HubConnection {
  readonly id: number;
  readonly subscriptions: Map<string, Subscription>;
  receive(text: string): void;
  /** The transport closed. */
  closed(): void;
}

export interface HubHooks {
  now(): number;
  /** Resolve an access token to a user id; throws SimError for invalid or expired ones. */
  authenticate(token: string | undefined): string;
  /** First push after a subscribe (a snapshot), if the channel has one. */
  snapshot(subscription: Subscription): unknown;
}

/** Messages a tape keeps (POST /__admin/tape): the newest ones. */
export const TAPE_LIMIT = 50_000;

const CHANNEL_BY_NAME = new Map<string, ChannelDef>(Object.values(CHANNELS).map((def) => [def.name, def as ChannelDef]));

/**
 * The realtime channel of spec 3 §7: subscribe/unsubscribe acknowledged by id, heartbeat acked
 * with client_ts and server_ts, pushes {channel, key, data} to every connection holding the key.
 */
export class Hub {
  private nextId = 1;
  private readonly connections = new Map<number, { sink: Sink; connection: HubConnection }>();
  /** key -> the subscription's channel and params, and the connections holding it. */
  private readonly byKey = new Map<string, { channel: string; params: Record<string, unknown>; connections: Set<HubConnection> }>();
  paused = false;
  /** Pushes delivered (for the bench). */
  delivered = 0;
  /** The keys being taped (POST /__admin/tape) and what was sent on them, oldest first (up to twice TAPE_LIMIT, trimmed in one go). */
  private readonly taped = new Set<string>();
  private tapeMessages: PushMessage[] = [];
  private tapeTrimmed = 0;

  constructor(private readonly hooks: HubHooks) {}

  open(sink: Sink): HubConnection {
    const connection: HubConnection = {
      id: this.nextId++,
      subscriptions: new Map(),
      receive: (text) => this.receive(connection, sink, text),
      closed: () => this.drop(connection),
    };
    this.connections.set(connection.id, { sink, connection });
    return connection;
  }

  get size(): number {
    return this.connections.size;
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** Subscribed keys of a channel with their params. */
  keysOf(channel: string): Array<{ key: string; params: Record<string, unknown> }> {
    const result: Array<{ key: string; params: Record<string, unknown> }> = [];
    for (const [key, entry] of this.byKey) if (entry.channel === channel) result.push({ key, params: entry.params });
    return result;
  }

  /** Push to every connection subscribed to the key (optionally only a user's). */
  publish(channel: string, key: string, data: unknown, userId?: string): void {
    if (this.paused) return;
    const connections = this.byKey.get(key)?.connections;
    if (!connections) return;
    const message: PushMessage = { channel, key, data };
    const text = JSON.stringify(message);
    if (userId === undefined && this.taped.has(key)) this.record(message);
    for (const connection of connections) {
      if (userId !== undefined && connection.subscriptions.get(key)?.userId !== userId) continue;
      this.connections.get(connection.id)?.sink.send(text);
      this.delivered++;
    }
  }

  /** Send one message to every open socket, subscribed or not (the load mode's firehose). */
  broadcast(message: PushMessage): number {
    if (this.paused) return 0;
    if (this.connections.size > 0 && this.taped.has(message.key)) this.record(message);
    const text = JSON.stringify(message);
    for (const { sink } of this.connections.values()) sink.send(text);
    this.delivered += this.connections.size;
    return this.connections.size;
  }

  /**
   * Starts taping `keys` (replacing what was taped): every message sent on them from now on, to a
   * subscriber or to every socket (the load mode), the last TAPE_LIMIT in order. A test compares
   * what a page shows with what it was sent.
   */
  tape(keys: readonly string[]): void {
    this.taped.clear();
    for (const key of keys) this.taped.add(key);
    this.tapeMessages = [];
    this.tapeTrimmed = 0;
  }

  /** The last TAPE_LIMIT taped messages, oldest first, and how many older ones fell off. */
  get tapeRecord(): { messages: readonly PushMessage[]; dropped: number } {
    const over = Math.max(0, this.tapeMessages.length - TAPE_LIMIT);
    return { messages: this.tapeMessages.slice(over), dropped: this.tapeTrimmed + over };
  }

  private record(message: PushMessage): void {
    this.tapeMessages.push(message);
    if (this.tapeMessages.length < 2 * TAPE_LIMIT) return;
    this.tapeMessages.splice(0, TAPE_LIMIT);
    this.tapeTrimmed += TAPE_LIMIT;
  }

  /** Close every socket (admin "drop every socket"). */
  dropAll(): number {
    const sinks = [...this.connections.values()];
    for (const { sink, connection } of sinks) {
      this.drop(connection);
      sink.close(4000, 'dropped by market-sim admin');
    }
    return sinks.length;
  }

  private drop(connection: HubConnection): void {
    for (const key of connection.subscriptions.keys()) this.unlink(key, connection);
    connection.subscriptions.clear();
    this.connections.delete(connection.id);
  }

  private unlink(key: string, connection: HubConnection): void {
    const entry = this.byKey.get(key);
    entry?.connections.delete(connection);
    if (entry?.connections.size === 0) this.byKey.delete(key);
  }

  private receive(connection: HubConnection, sink: Sink, text: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      sink.send(JSON.stringify({ ack_id: '', code: 400, message: 'message is not JSON' }));
      return;
    }
    const parsed = v.safeParse(clientMessageSchema, raw);
    if (!parsed.success) {
      const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : '';
      sink.send(JSON.stringify({ ack_id: id, code: 400, message: `invalid message: ${parsed.issues[0].message}` }));
      return;
    }
    const message = parsed.output;
    if (message.action === 'heartbeat') {
      sink.send(JSON.stringify({ ack_id: message.id, code: 0, client_ts: message.client_ts, server_ts: this.hooks.now() }));
      return;
    }
    const def = CHANNEL_BY_NAME.get(message.channel);
    if (!def) {
      sink.send(JSON.stringify({ ack_id: message.id, code: 404, message: `unknown channel ${message.channel}` }));
      return;
    }
    const params = v.safeParse(def.params, message.data);
    if (!params.success) {
      sink.send(JSON.stringify({ ack_id: message.id, code: 400, message: `invalid ${def.name} params: ${params.issues[0].message}` }));
      return;
    }
    const paramsData = params.output as Record<string, unknown>;
    const key = channelKey(def.name, paramsData);
    if (message.action === 'unsubscribe') {
      connection.subscriptions.delete(key);
      this.unlink(key, connection);
      sink.send(JSON.stringify({ ack_id: message.id, code: 0 }));
      return;
    }
    let userId: string | undefined;
    if (def.auth) {
      try {
        userId = this.hooks.authenticate(message.access_token);
      } catch (error) {
        const code = error instanceof SimError ? error.code : 401;
        sink.send(JSON.stringify({ ack_id: message.id, code, message: error instanceof Error ? error.message : 'unauthorised' }));
        return;
      }
    }
    const subscription: Subscription = { channel: def.name, key, params: paramsData, ...(userId ? { userId } : {}) };
    connection.subscriptions.set(key, subscription);
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { channel: def.name, params: paramsData, connections: new Set() };
      this.byKey.set(key, entry);
    }
    entry.connections.add(connection);
    sink.send(JSON.stringify({ ack_id: message.id, code: 0 }));
    const snapshot = this.hooks.snapshot(subscription);
    if (snapshot !== undefined && !this.paused) {
      sink.send(JSON.stringify({ channel: def.name, key, data: snapshot }));
      this.delivered++;
    }
  }
}
