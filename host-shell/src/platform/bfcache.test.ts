import { describe, expect, it, vi } from 'vitest';
import { keepBackForwardCacheable } from './bfcache';

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
