import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { PREFS, definePref, readPref, writePref } from './prefs';
import type { PrefsService } from './platform';

function memoryPrefs(initial: Record<string, unknown> = {}): PrefsService {
  const store = new Map(Object.entries(initial));
  return {
    get: <T,>(key: string, fallback: T) => (store.has(key) ? (store.get(key) as T) : fallback),
    set: (key, value) => void store.set(key, value),
    subscribe: () => () => undefined,
  };
}

describe('prefs registry', () => {
  const width = definePref('layout.width', v.pipe(v.number(), v.integer(), v.minValue(260), v.maxValue(500)), 340);

  it('reads a stored value that matches the schema', () => {
    expect(readPref(memoryPrefs({ 'layout.width': 400 }), width)).toBe(400);
  });

  it('gives the default when nothing is stored, without a report', () => {
    const report = vi.fn();
    expect(readPref(memoryPrefs(), width, report)).toBe(340);
    expect(report).not.toHaveBeenCalled();
  });

  it('falls back to the default for a bad stored value and reports it', () => {
    const report = vi.fn();
    expect(readPref(memoryPrefs({ 'layout.width': 'wide' }), width, report)).toBe(340);
    expect(readPref(memoryPrefs({ 'layout.width': 9000 }), width, report)).toBe(340);
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls[0]![0]).toMatchObject({ key: 'layout.width', stored: 'wide' });
  });

  it('refuses to save a value outside the schema', () => {
    const prefs = memoryPrefs();
    const report = vi.fn();
    expect(writePref(prefs, width, 10, report)).toBe(false);
    expect(prefs.get('layout.width', null)).toBeNull();
    expect(writePref(prefs, width, 300, report)).toBe(true);
    expect(prefs.get('layout.width', null)).toBe(300);
  });

  it('keeps the shared keys in one place', () => {
    expect(readPref(memoryPrefs({ alertToast: 'yes' }), PREFS.alertToast, () => undefined)).toBe(true);
    expect(readPref(memoryPrefs({ alertToast: false }), PREFS.alertToast)).toBe(false);
  });
});
