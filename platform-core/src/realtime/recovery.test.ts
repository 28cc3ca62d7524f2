import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_EXPIRED_CODES, channelKey } from '@nova/shared-contracts';
import type { RealtimeStatus } from '@nova/shared-contracts';
import { STALE_AFTER_MS, createRealtimeClient } from './client';
import { FakeSocket, fakeEnvironment } from './testing';
import { PROBE_TIMEOUT_MS } from './transport';

function setup(refresh?: () => Promise<boolean>) {
  FakeSocket.instances = [];
  const env = fakeEnvironment();
  let token = 'old-token';
  const setToken = (next: string) => {
    token = next;
  };
  const statuses: RealtimeStatus[] = [];
  const errors: string[] = [];
  const client = createRealtimeClient({
    url: 'ws://sim.test/ws',
    createSocket: (url) => new FakeSocket(url),
    getAccessToken: () => token,
    refreshAccessToken:
      refresh ??
      (async () => {
        token = 'fresh-token';
        return true;
      }),
    now: () => Date.now(),
    win: env.win,
    doc: env.doc,
    onError: (e) => errors.push(e.message),
    log: () => undefined,
  });
  client.onStatus((s) => statuses.push(s));
  client.start();
  return { client, env, statuses, errors, setToken };
}

const ALERTS = { chain: 'solana' as const };
const PRICE = { chain: 'solana' as const, address: 'Tok1' };
const pricePush = (price: string) => ({ channel: 'token_price_change', key: channelKey('token_price_change', PRICE), data: { chain: 'solana', address: 'Tok1', current_price: price, ts: 1 } });

describe('private channels after the access token ran out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refresh the token once and resubscribe with the fresh one', async () => {
    const { client, errors } = setup();
    client.subscribe('followWalletAlert', ALERTS, () => undefined);
    FakeSocket.latest().open();
    // A network blip: the socket drops and the resubscribe carries the expired token.
    FakeSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    const socket = FakeSocket.latest();
    socket.open();
    const refused = socket.sentOf('subscribe').at(-1)!;
    expect(refused.access_token).toBe('old-token');
    socket.receive({ ack_id: refused.id, code: TOKEN_EXPIRED_CODES[1], message: 'access token expired' });
    await vi.advanceTimersByTimeAsync(0);
    const again = socket.sentOf('subscribe').at(-1)!;
    expect(again).toMatchObject({ channel: 'follow_wallet_alert_info', access_token: 'fresh-token' });
    socket.receive({ ack_id: again.id, code: 0 });
    expect(errors).toEqual([]);
  });

  it('resend a subscribe whose token a refresh replaced meanwhile with the current one, without refreshing again', async () => {
    const refresh = vi.fn(async () => true);
    const { client, errors, setToken } = setup(refresh);
    client.subscribe('followWalletAlert', ALERTS, () => undefined);
    const socket = FakeSocket.latest();
    socket.open();
    const sent = socket.sentOf('subscribe').at(-1)!;
    expect(sent.access_token).toBe('old-token');
    // An HTTP call's refresh (the API client's) replaced the token before this ack came back.
    setToken('fresh-token');
    socket.receive({ ack_id: sent.id, code: TOKEN_EXPIRED_CODES[1], message: 'access token expired' });
    await vi.advanceTimersByTimeAsync(0);
    const again = socket.sentOf('subscribe').at(-1)!;
    expect(again).toMatchObject({ channel: 'follow_wallet_alert_info', access_token: 'fresh-token' });
    socket.receive({ ack_id: again.id, code: 0 });
    expect(refresh).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('report a second refusal instead of looping', async () => {
    const refresh = vi.fn(async () => true);
    const { client, errors } = setup(refresh);
    client.subscribe('followWalletAlert', ALERTS, () => undefined);
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({ ack_id: socket.sentOf('subscribe').at(-1)!.id, code: TOKEN_EXPIRED_CODES[1] });
    await vi.advanceTimersByTimeAsync(0);
    socket.receive({ ack_id: socket.sentOf('subscribe').at(-1)!.id, code: TOKEN_EXPIRED_CODES[1] });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
  });
});

describe('stale data while "connected"', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is marked when pushes stop, probes the socket, and clears on the next push', async () => {
    const { client } = setup();
    client.subscribe('tokenPriceChange', PRICE, () => undefined);
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive(pricePush('1'));
    await vi.advanceTimersByTimeAsync(STALE_AFTER_MS - 3_000);
    expect(client.getStatus().stale).toBeUndefined();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(client.getStatus()).toMatchObject({ state: 'connected', stale: true });
    expect(client.getStatus()).toBe(client.getStatus()); // a stable snapshot for useSyncExternalStore
    const probe = socket.sentOf('heartbeat').at(-1)!;
    socket.receive({ ack_id: probe.id, code: 0 }); // the socket is alive: the server is just quiet
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(FakeSocket.instances).toHaveLength(1);
    socket.receive(pricePush('2'));
    expect(client.getStatus().stale).toBeUndefined();
  });

  it('reconnects when the probe of a half-open socket goes unanswered', async () => {
    const { client } = setup();
    client.subscribe('tokenPriceChange', PRICE, () => undefined);
    FakeSocket.latest().open();
    await vi.advanceTimersByTimeAsync(STALE_AFTER_MS + 2_000);
    expect(client.getStatus().stale).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS + 2_000);
    expect(FakeSocket.instances.length).toBeGreaterThan(1);
  });

  it('re-checks the socket at once when the tab becomes visible again', async () => {
    const { env } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    env.setVisibility('hidden');
    env.setVisibility('visible');
    expect(socket.sentOf('heartbeat')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(socket.closed).toBe(true);
  });
});
