/**
 * Realtime layer 2: subscriptions, reference-counted by channel key (spec 3 §4).
 * - The first subscriber of a key sends `subscribe`; later ones share it.
 * - The last unsubscribe releases the key after 1 s (a quick re-subscribe keeps it). For the
 *   per-token channels that list rows open and close as they scroll (BATCHED_RELEASE_CHANNELS),
 *   releases that come due are gathered for 500 ms and sent together, so a scrolled list costs
 *   one burst of unsubscribes instead of a trickle, and a row scrolled back in that window keeps
 *   its subscription.
 * - Every remembered key is subscribed again on each (re)open.
 * - A subscribe not acknowledged within 10 s is reported as a timeout error.
 * - The same source subscribing to the same price key again within 100 ms is ignored.
 * - Pushes are routed by their `key`, validated with the channel's data schema; a bad frame is
 *   logged with its channel and dropped.
 * - A private channel refused with a token-expired code (a resubscribe after the access token
 *   ran out, e.g. an hour into a session after a network blip) refreshes the session once
 *   (`refreshAccessToken`, the API client's shared refresh) and subscribes every private key
 *   again with the fresh token; a second refusal after that is reported, not looped on.
 */
import * as v from 'valibot';
import { ApiError, CLIENT_ERRORS, REALTIME, channelKey, isTokenExpiredCode } from '@nova/shared-contracts';
import { CHANNELS, ackMessageSchema, pushMessageSchema } from '@nova/shared-contracts/realtime';
import type { ChannelData, ChannelName, ChannelParams } from '@nova/shared-contracts';
import { isSnapshotChannel } from './status';
import { hasAckId } from './transport';
import type { Writer } from './writer';

/** Per-token channels whose releases are batched 500 ms (spec 3 §4 "batched 500 ms for some channels"; which ones is ours). */
const BATCHED_RELEASE_CHANNELS = new Set<string>(['token_price_change', 'token_info_change', 'token_stats_change', 'holder_balance', 'spot.pip.tokeninfo']);
/** Channels whose subscribe calls from one source are throttled (spec 3 §4). */
const PRICE_CHANNELS = new Set<string>(['token_price_change']);

interface Subscriber {
  handler: (data: never) => void;
}

interface Entry {
  channel: ChannelName;
  wireName: string;
  params: Record<string, unknown>;
  subscribers: Subscriber[];
  releaseTimer?: ReturnType<typeof setTimeout>;
}

export interface SubscriptionOptions {
  send: (message: object) => boolean;
  getAccessToken: () => string | undefined;
  /** Refresh the session's access token; resolves whether a fresh one is stored. */
  refreshAccessToken?: () => Promise<boolean>;
  writer: Writer;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  onError?: (error: ApiError) => void;
}

export interface Subscriptions {
  subscribe<C extends ChannelName>(channel: C, params: ChannelParams<C>, handler: (data: ChannelData<C>) => void): () => void;
  /** Resubscribe every remembered key (after each open). */
  resubscribeAll(): void;
  handle(message: unknown): void;
  /** Keys currently held (for diagnostics and tests). */
  keys(): string[];
  /** Whether a key is held (its pushes are delivered). */
  holds(key: string): boolean;
  /** When the last push was received (0 before any). */
  lastPushAt(): number;
}

export function createSubscriptions(options: SubscriptionOptions): Subscriptions {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(`[realtime] ${message}`, detail ?? ''));
  const onError = options.onError ?? ((error: ApiError) => log(error.message));
  const entries = new Map<string, Entry>();
  /** Subscribes awaiting their ack, with the access token a private one carried. */
  const pendingAcks = new Map<string, { key: string; token?: string; timer: ReturnType<typeof setTimeout> }>();
  const lastPriceCall = new Map<string, number>();
  const sources = new WeakMap<object, number>();
  let sourceSeq = 0;
  let seq = 0;
  const dueReleases = new Set<string>();
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let lastPushAt = 0;
  /** Private keys already resubscribed after a refresh since the last open (never looped on). */
  const retriedAfterRefresh = new Set<string>();
  let refreshing: Promise<void> | null = null;

  /**
   * A private subscribe was refused for an expired token: refresh once, then resubscribe the private keys.
   * One sent with a token that a refresh (the API client's, for an HTTP call) has replaced meanwhile is
   * sent again with the current token: a second refresh would replace that one too.
   */
  const recoverPrivate = (key: string, refusal: ApiError, sentWith: string | undefined) => {
    const current = options.getAccessToken();
    const entry = entries.get(key);
    if (entry && sentWith !== undefined && current !== undefined && current !== sentWith) return sendSubscribe(key, entry);
    if (!options.refreshAccessToken || retriedAfterRefresh.has(key)) return onError(refusal);
    retriedAfterRefresh.add(key);
    refreshing ??= options
      .refreshAccessToken()
      .then((fresh) => {
        if (!fresh) return onError(refusal);
        for (const [heldKey, entry] of entries) if (CHANNELS[entry.channel].auth) sendSubscribe(heldKey, entry);
      })
      .catch((error: unknown) => log('token refresh for private channels failed', error))
      .finally(() => {
        refreshing = null;
      });
  };

  const sourceId = (handler: object) => {
    let id = sources.get(handler);
    if (id === undefined) {
      id = ++sourceSeq;
      sources.set(handler, id);
    }
    return id;
  };

  const sendSubscribe = (key: string, entry: Entry) => {
    const id = `sub-${++seq}`;
    const token = CHANNELS[entry.channel].auth ? options.getAccessToken() : undefined;
    const sent = options.send({ id, action: 'subscribe', channel: entry.wireName, data: entry.params, ...(token ? { access_token: token } : {}) });
    if (!sent) return; // sent on the next open
    const timer = setTimeout(() => {
      pendingAcks.delete(id);
      onError(new ApiError(CLIENT_ERRORS.timeout, `subscribe to ${key} was not acknowledged within ${REALTIME.subscribeTimeoutMs / 1000} s`));
    }, REALTIME.subscribeTimeoutMs);
    pendingAcks.set(id, { key, token, timer });
  };

  const flushReleases = () => {
    batchTimer = undefined;
    const keys = [...dueReleases];
    dueReleases.clear();
    for (const key of keys) release(key);
  };

  /** The 1 s release delay is over: release now, or gather it into the current 500 ms batch. */
  const releaseDue = (key: string, entry: Entry) => {
    if (!BATCHED_RELEASE_CHANNELS.has(entry.wireName)) return release(key);
    dueReleases.add(key);
    batchTimer ??= setTimeout(flushReleases, REALTIME.batchMs);
  };

  const release = (key: string) => {
    const entry = entries.get(key);
    if (!entry || entry.subscribers.length > 0) return;
    entries.delete(key);
    options.writer.drop(key);
    for (const [id, pending] of pendingAcks) {
      if (pending.key === key) {
        clearTimeout(pending.timer);
        pendingAcks.delete(id);
      }
    }
    options.send({ id: `unsub-${++seq}`, action: 'unsubscribe', channel: entry.wireName, data: entry.params });
  };

  return {
    subscribe(channel, params, handler) {
      const def = CHANNELS[channel];
      const parsed = v.safeParse(def.params, params);
      if (!parsed.success) {
        onError(new ApiError(CLIENT_ERRORS.invalidResponse, `invalid params for ${def.name}: ${parsed.issues.map((i) => i.message).join('; ')}`));
        return () => undefined;
      }
      const wireParams = parsed.output as Record<string, unknown>;
      const key = channelKey(def.name, wireParams);
      if (PRICE_CHANNELS.has(def.name)) {
        const callKey = `${sourceId(handler)}|${key}`;
        const last = lastPriceCall.get(callKey);
        const t = now();
        lastPriceCall.set(callKey, t);
        if (last !== undefined && t - last < REALTIME.priceSubscribeThrottleMs && entries.get(key)?.subscribers.some((s) => s.handler === handler)) return () => undefined;
      }
      let entry = entries.get(key);
      const subscriber: Subscriber = { handler: handler as (data: never) => void };
      if (entry) {
        clearTimeout(entry.releaseTimer);
        entry.releaseTimer = undefined;
        dueReleases.delete(key);
        entry.subscribers.push(subscriber);
      } else {
        entry = { channel, wireName: def.name, params: wireParams, subscribers: [subscriber] };
        entries.set(key, entry);
        sendSubscribe(key, entry);
      }
      const held = entry;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        held.subscribers = held.subscribers.filter((s) => s !== subscriber);
        if (held.subscribers.length === 0) {
          clearTimeout(held.releaseTimer);
          held.releaseTimer = setTimeout(() => releaseDue(key, held), REALTIME.releaseDelayMs);
        }
      };
    },
    resubscribeAll() {
      retriedAfterRefresh.clear();
      for (const pending of pendingAcks.values()) clearTimeout(pending.timer);
      pendingAcks.clear();
      for (const [key, entry] of entries) sendSubscribe(key, entry);
    },
    handle(message) {
      // A push for a key this page does not hold (a broad feed reaches every socket) is dropped
      // before any schema runs; acks are the frames with an ack_id.
      if (!hasAckId(message)) {
        const key = (message as { key?: unknown } | null)?.key;
        if (typeof key === 'string' && !entries.has(key)) return;
      }
      const ack = hasAckId(message) ? v.safeParse(ackMessageSchema, message) : undefined;
      if (ack?.success) {
        const pending = pendingAcks.get(ack.output.ack_id);
        if (!pending) return;
        clearTimeout(pending.timer);
        pendingAcks.delete(ack.output.ack_id);
        if (ack.output.code === 0) return;
        const refusal = new ApiError(ack.output.code, `subscribe to ${pending.key} was refused: ${ack.output.message ?? 'no reason given'}`);
        const entry = entries.get(pending.key);
        if (entry && CHANNELS[entry.channel].auth && isTokenExpiredCode(ack.output.code)) recoverPrivate(pending.key, refusal, pending.token);
        else onError(refusal);
        return;
      }
      const push = v.safeParse(pushMessageSchema, message);
      if (!push.success) {
        log('dropped a frame that is neither an ack nor a push', message);
        return;
      }
      const entry = entries.get(push.output.key);
      if (!entry) return; // a push for a key we released: ignore
      lastPushAt = now();
      const data = v.safeParse(CHANNELS[entry.channel].data, push.output.data);
      if (!data.success) {
        log(`dropped a bad ${entry.wireName} frame`, data.issues);
        return;
      }
      options.writer.push(push.output.key, isSnapshotChannel(entry.channel), () => {
        for (const subscriber of [...entry.subscribers]) {
          try {
            subscriber.handler(data.output as never);
          } catch (error) {
            log(`a ${entry.wireName} handler threw`, error);
          }
        }
      });
    },
    keys: () => [...entries.keys()],
    holds: (key) => entries.has(key),
    lastPushAt: () => lastPushAt,
  };
}
