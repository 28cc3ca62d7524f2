import { describe, expect, it, vi } from 'vitest';
import { statusOf } from '@nova/platform-core';
import { keepBackForwardCacheable } from './bfcache';
import { lazyRealtime } from './lazyRealtime';

function pageEvent(type: 'pagehide' | 'pageshow', persisted: boolean) {
  return Object.assign(new Event(type), { persisted });
}

describe('back/forward cache', () => {
  it('closes the realtime connection as the page is hidden and reopens it when the cached page is shown', () => {
    const realtime = { start: vi.fn(), stop: vi.fn() };
    keepBackForwardCacheable(window, realtime);
    window.dispatchEvent(pageEvent('pagehide', true));
    expect(realtime.stop).toHaveBeenCalledTimes(1);
    expect(realtime.start).not.toHaveBeenCalled();
    window.dispatchEvent(pageEvent('pageshow', true));
    expect(realtime.start).toHaveBeenCalledTimes(1);
  });

  it('does not open a second connection on the first show of a freshly loaded page', () => {
    const realtime = { start: vi.fn(), stop: vi.fn() };
    keepBackForwardCacheable(window, realtime);
    window.dispatchEvent(pageEvent('pageshow', false));
    expect(realtime.start).not.toHaveBeenCalled();
  });
});

describe('back/forward cache with the lazily loaded realtime client', () => {
  it('a page cached before the realtime code arrived connects only once shown again, and closes the real socket when hidden', async () => {
    const real = { subscribe: vi.fn(() => () => undefined), getStatus: vi.fn(() => statusOf('connecting')), onStatus: vi.fn(() => () => undefined), reconnect: vi.fn(), start: vi.fn(), stop: vi.fn() };
    const realtime = lazyRealtime(() => Promise.resolve(real), { win: fakeWindow() });
    keepBackForwardCacheable(window, realtime);
    realtime.start(); // main.tsx
    window.dispatchEvent(pageEvent('pagehide', true));
    await realtime.load();
    expect(real.start).not.toHaveBeenCalled();
    window.dispatchEvent(pageEvent('pageshow', true));
    expect(real.start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(pageEvent('pagehide', true));
    expect(real.stop).toHaveBeenCalledTimes(1);
  });
});

function fakeWindow() {
  return Object.assign(new EventTarget(), { navigator: { onLine: true } });
}
