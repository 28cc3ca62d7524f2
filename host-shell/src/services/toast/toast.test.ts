import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createToastStore, toastDuration } from './toast';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const messages = (store: ReturnType<typeof createToastStore>) => store.visible().map((t) => t.message);

  it('shows at most 3 on desktop and lets the next in 200 ms after one closes', () => {
    const store = createToastStore(() => false);
    for (const m of ['a', 'b', 'c', 'd']) store.show({ kind: 'loading', message: m });
    expect(messages(store)).toEqual(['a', 'b', 'c']);
    store.dismiss(store.visible()[0]!.id);
    expect(messages(store)).toEqual(['b', 'c']);
    vi.advanceTimersByTime(199);
    expect(messages(store)).toEqual(['b', 'c']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual(['b', 'c', 'd']);
  });

  it('shows 1 at a time on mobile', () => {
    const store = createToastStore(() => true);
    store.show({ kind: 'info', message: 'a' });
    store.show({ kind: 'info', message: 'b' });
    expect(messages(store)).toEqual(['a']);
  });

  it('closes a toast after its duration, 1 s by default', () => {
    const store = createToastStore(() => false);
    store.show({ kind: 'success', message: 'done' });
    vi.advanceTimersByTime(999);
    expect(messages(store)).toEqual(['done']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('never closes a loading toast by itself, and closes it once updated to a result', () => {
    const store = createToastStore(() => false);
    const id = store.show({ kind: 'loading', message: 'sending' });
    vi.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['sending']);
    store.update(id, { kind: 'success', message: 'sent', durationMs: 2000 });
    vi.advanceTimersByTime(2000);
    expect(messages(store)).toEqual([]);
  });

  it('uses the spec durations', () => {
    expect(toastDuration({ kind: 'info', message: '' })).toBe(1000);
    expect(toastDuration({ kind: 'error', message: '' })).toBe(1500);
    expect(toastDuration({ kind: 'loading', message: '', durationMs: 5 })).toBeNull();
    expect(toastDuration({ kind: 'success', message: '', durationMs: 5000 })).toBe(5000);
  });
});
