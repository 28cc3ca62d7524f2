import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUS_EVENTS } from '@nova/shared-contracts';
import type { BusEventMap, SessionUser } from '@nova/shared-contracts';
import { createEventBus } from '@nova/platform-core';
import { FLUSH_MS, startTelemetry } from './telemetry';
import type { TelemetryBatch } from './queue';

const ENDPOINT = 'https://api.example/telemetry';
const WALLET_USER: SessionUser = { user_id: 'u1', evm_address: '0x52908400098527886E0F7030069857D2E4169EE7', wallet_type: 'metamask', authMethod: 'wallet', wallet_family: 'evm' };

function setup() {
  const bus = createEventBus<BusEventMap>(BUS_EVENTS);
  bus.emit('session.changed', { user: null, kind: null });
  bus.emit('locale.changed', { locale: 'en' });
  const beacon = vi.fn((_url: string, _body: string) => true);
  Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
  const telemetry = startTelemetry({ endpoint: ENDPOINT, bus });
  const sent = () => beacon.mock.calls.map(([url, body]) => ({ url, batch: JSON.parse(body) as TelemetryBatch }));
  return { bus, telemetry, beacon, sent };
}

const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

describe('startTelemetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('queues without sending from the call that records, and sends one beacon after the flush delay', () => {
    const { telemetry, beacon, sent } = setup();
    telemetry.pageView('/markets', 1);
    telemetry.track('remote_failed', { remote: 'mf_trade', reason: 'timeout' }, 2);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_MS);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.url).toBe(ENDPOINT);
    expect(sent()[0]?.batch.events.map((e) => e.name)).toEqual(['page_view', 'remote_failed']);
  });

  it('turns bus actions into masked custom events, ignoring the values replayed at start', () => {
    const { bus, telemetry, sent } = setup();
    telemetry.pageView('/markets', 1);
    bus.emit('search.open', {});
    bus.emit('session.changed', { user: WALLET_USER, kind: 'wallet' });
    bus.emit('locale.changed', { locale: 'de' });
    bus.emit('trade.executed', { chain: 'eth', address: WALLET_USER.evm_address ?? '', side: 'buy', txHash: `0x${'a'.repeat(64)}`, status: 'pending' });
    bus.emit('order.created', { chain: 'solana', address: 'So11111111111111111111111111111111111111112', side: 'sell', kind: 'take_profit' });
    const quick = { id: 'q1', chain: 'solana', address: 'So11111111111111111111111111111111111111112', side: 'sell', percent: 50, source: 'status-bar', at: 0 } as const;
    bus.emit('trade.quick', quick);
    bus.emit('trade.quick', quick);
    bus.emit('deposit.open', { chain: 'bsc' });
    vi.advanceTimersByTime(FLUSH_MS);
    expect(sent()[0]?.batch.events.slice(1).map(({ name, props }) => ({ name, props }))).toEqual([
      { name: 'search_opened', props: {} },
      { name: 'wallet_connected', props: { wallet_type: 'metamask' } },
      { name: 'locale_changed', props: { locale: 'de' } },
      { name: 'order_placed', props: { side: 'buy', chain: 'eth', kind: 'market' } },
      { name: 'order_placed', props: { side: 'sell', chain: 'solana', kind: 'take_profit' } },
      { name: 'quick_trade_requested', props: { side: 'sell', chain: 'solana', source: 'status-bar' } },
      { name: 'deposit_opened', props: { chain: 'bsc' } },
    ]);
    expect(JSON.stringify(sent())).not.toMatch(/0x[0-9a-f]{40}|So1111/i);
  });

  it("counts an event in the view of the page whose URL stood when it happened, before that route's view is recorded", () => {
    const { bus, telemetry, sent } = setup();
    window.history.pushState(null, '', '/markets');
    telemetry.pageView('/markets', 1);
    bus.emit('search.open', {});
    // The URL changed; the new route's page has not committed yet (its chunk is loading).
    window.history.pushState(null, '', '/trade/solana/So11111111111111111111111111111111111111112');
    bus.emit('search.open', {});
    telemetry.pageView('/trade/solana/So11111111111111111111111111111111111111112', 3);
    telemetry.track('remote_failed', { remote: 'mf_chart', reason: 'timeout' }, 4, '/trade/solana/So11111111111111111111111111111111111111112');
    vi.advanceTimersByTime(FLUSH_MS);
    window.history.pushState(null, '', '/');
    expect(sent()[0]?.batch.events.map(({ name, view, props }) => ({ name, view, route: props.route }))).toEqual([
      { name: 'page_view', view: 1, route: '/markets' },
      { name: 'search_opened', view: 1, route: undefined },
      { name: 'page_view', view: 2, route: '/trade/:chain/:address' },
      { name: 'search_opened', view: 2, route: undefined },
      { name: 'remote_failed', view: 2, route: undefined },
    ]);
  });

  it('sends at once when the page is hidden, and at the next idle moment once a batch is full', () => {
    const { telemetry, beacon } = setup();
    telemetry.pageView('/markets', 1);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) telemetry.track('search_opened', {}, i);
    expect(beacon).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(250);
    expect(beacon).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});
