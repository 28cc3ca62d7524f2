import { describe, expect, it } from 'vitest';
import { storageBlocked } from './startupChecks';

/** A Storage that works, or throws as a browser with blocked site data does. */
function storage(blocked: 'no' | 'read' | 'write'): Storage {
  const data = new Map<string, string>();
  if (blocked === 'read') {
    return new Proxy({} as Storage, {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  }
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      if (blocked === 'write') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

describe('storageBlocked', () => {
  it('is false when both storages work, and leaves nothing behind', () => {
    const local = storage('no');
    const session = storage('no');
    expect(storageBlocked({ localStorage: local, sessionStorage: session })).toBe(false);
    expect(local.length + session.length).toBe(0);
  });

  it('is true when reading the storage property throws a SecurityError', () => {
    const win = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      sessionStorage: storage('no'),
    };
    expect(storageBlocked(win)).toBe(true);
  });

  it('is true when either storage refuses reads or writes', () => {
    expect(storageBlocked({ localStorage: storage('no'), sessionStorage: storage('read') })).toBe(true);
    expect(storageBlocked({ localStorage: storage('write'), sessionStorage: storage('no') })).toBe(true);
  });
});
