import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_EVENTS_PER_VIEW, createTelemetryQueue } from './queue';

const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

describe('createTelemetryQueue', () => {
  it('records one page view per page, by route pattern and locale', () => {
    const queue = createTelemetryQueue('s1');
    expect(queue.pageView('/', 1)).toBe(false);
    queue.pageView('/markets', 2);
    queue.pageView(`/zh/trade/solana/${ADDRESS}`, 3);
    expect(queue.pageView(`/trade/solana/${ADDRESS}`, 4)).toBe(false);
    expect(queue.take()).toEqual({
      v: 1,
      session: 's1',
      dropped: 0,
      events: [
        { name: 'page_view', view: 1, at: 2, props: { route: '/markets', locale: 'en' } },
        { name: 'page_view', view: 2, at: 3, props: { route: '/trade/:chain/:address', locale: 'zh' } },
      ],
    });
    expect(queue.take()).toBeNull();
  });

  it('keeps 10 custom events per view, drops the rest and counts them in the next batch; a page view starts a new count', () => {
    const queue = createTelemetryQueue('s1');
    queue.pageView('/markets', 0);
    const kept = Array.from({ length: 13 }, (_, i) => queue.track('search_opened', {}, i));
    expect(kept.filter(Boolean)).toHaveLength(MAX_CUSTOM_EVENTS_PER_VIEW);
    const first = queue.take();
    expect(first?.events.filter((e) => e.name === 'search_opened')).toHaveLength(MAX_CUSTOM_EVENTS_PER_VIEW);
    expect(first?.dropped).toBe(3);
    expect(queue.track('search_opened', {}, 20)).toBe(false);
    expect(queue.take()).toEqual({ v: 1, session: 's1', dropped: 1, events: [] });
    queue.pageView('/perps', 30);
    expect(queue.track('search_opened', {}, 31)).toBe(true);
  });

  it('masks what a custom event carries before it is queued', () => {
    const queue = createTelemetryQueue('s1');
    queue.track('order_placed', { side: 'buy', chain: 'solana', amount: '2.5', note: `to ${ADDRESS}` }, 5);
    expect(queue.take()?.events).toEqual([{ name: 'order_placed', view: 0, at: 5, props: { side: 'buy', chain: 'solana', note: 'to [address]' } }]);
  });
});
