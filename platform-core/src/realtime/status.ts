/**
 * The small, connection-free part of the realtime layer: what the host needs before the realtime
 * client itself has loaded (it is a lazy chunk, `@nova/platform-core/realtime`): the status values
 * and texts of spec 3 §4, the reconnect backoff, and which channels push whole state.
 * Nothing here opens a socket or imports the transport, so the main door can re-export it freely.
 */
import { REALTIME } from '@nova/shared-contracts';
import type { ChannelName, RealtimeClient, RealtimeState, RealtimeStatus } from '@nova/shared-contracts';

/** The realtime client the host holds: the one remotes get, plus starting and stopping the socket. */
export type HostRealtimeClient = RealtimeClient & { start(): void; stop(): void };

/** A status value of `state` (attempt 0 unless reconnecting), as the transport reports it. */
export function statusOf(state: RealtimeState, attempt = 0): RealtimeStatus {
  return { state, attempt, maxAttempts: REALTIME.maxReconnectAttempts };
}

/** Delay before reconnect attempt n (1-based): 1 s x 1.5^(n-1), capped at 30 s, in whole ms. */
export function reconnectDelay(attempt: number): number {
  return Math.round(Math.min(REALTIME.reconnectBaseDelayMs * REALTIME.reconnectMultiplier ** (attempt - 1), REALTIME.reconnectMaxDelayMs));
}

/** The status text of spec 3 §4. */
export function statusText(status: RealtimeStatus): string {
  switch (status.state) {
    case 'reconnecting':
      return `reconnecting (${status.attempt}/${status.maxAttempts})`;
    case 'offline':
    case 'connected':
    case 'disconnected':
    case 'connecting':
      return status.state;
  }
}

/**
 * The channels whose every push is the whole current state of its key (a price, a rank list): the
 * newest per frame is all that matters, and a push missed is made good by the next. The others
 * carry events (a trade, an order, a holder's change) that no later push repeats. By API name, so
 * that the host's start needs no channel definition (they come with the realtime client).
 */
export const SNAPSHOT_CHANNELS: ReadonlySet<ChannelName> = new Set<ChannelName>(['tokenPriceChange', 'nativePrices', 'tokenRank']);

/** Whether a channel's pushes are whole state (`SNAPSHOT_CHANNELS`) rather than events. */
export function isSnapshotChannel(channel: ChannelName): boolean {
  return SNAPSHOT_CHANNELS.has(channel);
}
