import { describe, expect, it, vi } from 'vitest';
import { PREFS_PREFIX, createPrefs } from './prefs';

describe('prefs', () => {
  it('stores values as JSON and reads them back', () => {
    const prefs = createPrefs(localStorage, null);
    prefs.set('zoneWidths', { left: 300, right: 260 });
    expect(createPrefs(localStorage, null).get('zoneWidths', null)).toEqual({ left: 300, right: 260 });
  });

  it('reads the fallback for a missing or corrupt value', () => {
    localStorage.setItem(`${PREFS_PREFIX}muted`, '{nope');
    const prefs = createPrefs(localStorage, null);
    expect(prefs.get('muted', true)).toBe(true);
    expect(prefs.get('missing', 7)).toBe(7);
  });

  it('tells subscribers of that key only, until they unsubscribe', () => {
    const prefs = createPrefs(localStorage, null);
    const listener = vi.fn();
    const off = prefs.subscribe('muted', listener);
    prefs.set('other', 1);
    prefs.set('muted', false);
    off();
    prefs.set('muted', true);
    expect(listener.mock.calls).toEqual([[false]]);
  });
});
