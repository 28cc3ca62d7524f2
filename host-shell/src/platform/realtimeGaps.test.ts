import { describe, expect, it, vi } from 'vitest';
import { statusOf } from '@nova/platform-core';
import type { RealtimeStatus } from '@nova/shared-contracts';
import { refetchAfterGaps } from './realtimeGaps';

function setup() {
  const listeners = new Set<(status: RealtimeStatus) => void>();
  const realtime = {
    onStatus: (listener: (status: RealtimeStatus) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const query = { invalidateQueries: vi.fn(() => Promise.resolve()) };
  refetchAfterGaps(realtime, query);
  const emit = (status: RealtimeStatus) => listeners.forEach((listener) => listener(status));
  return { query, emit };
}

describe('refetch after realtime gaps', () => {
  it('refetches the active queries after a reconnect, not on the first connect', () => {
    const { query, emit } = setup();
    emit(statusOf('connecting'));
    emit(statusOf('connected'));
    expect(query.invalidateQueries).not.toHaveBeenCalled();
    emit(statusOf('reconnecting', 1));
    emit(statusOf('connected'));
    expect(query.invalidateQueries).toHaveBeenCalledExactlyOnceWith({ refetchType: 'active' });
  });

  it('refetches when pushes resume after a stale spell', () => {
    const { query, emit } = setup();
    emit(statusOf('connected'));
    emit({ ...statusOf('connected'), stale: true });
    expect(query.invalidateQueries).not.toHaveBeenCalled();
    emit(statusOf('connected'));
    expect(query.invalidateQueries).toHaveBeenCalledExactlyOnceWith({ refetchType: 'active' });
  });
});
