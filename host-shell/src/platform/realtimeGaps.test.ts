import { describe, expect, it, vi } from 'vitest';
import { statusOf } from '@nova/platform-core';
import type { RealtimeStatus } from '@nova/shared-contracts';
import { refetchAfterGaps } from './realtimeGaps';

function setup(eventSubscriptionWaited: boolean) {
  const listeners = new Set<(status: RealtimeStatus) => void>();
  const realtime = {
    onStatus: (listener: (status: RealtimeStatus) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    eventSubscriptionWaited: () => eventSubscriptionWaited,
  };
  const query = { invalidateQueries: vi.fn(() => Promise.resolve()) };
  refetchAfterGaps(realtime, query);
  const emit = (status: RealtimeStatus) => listeners.forEach((listener) => listener(status));
  return { query, emit };
}

describe('refetch after realtime gaps', () => {
  it('refetches the active queries after a reconnect, not on a first connect that only whole-state channels waited for', () => {
    const { query, emit } = setup(false);
    emit(statusOf('connecting'));
    emit(statusOf('connected'));
    expect(query.invalidateQueries).not.toHaveBeenCalled();
    emit(statusOf('reconnecting', 1));
    emit(statusOf('connected'));
    expect(query.invalidateQueries).toHaveBeenCalledExactlyOnceWith({ refetchType: 'active' });
  });

  it('refetches at the first connect when an event subscription waited for the late client, leaving in-flight fetches alone', () => {
    const { query, emit } = setup(true);
    emit(statusOf('connecting'));
    emit(statusOf('connected'));
    expect(query.invalidateQueries).toHaveBeenCalledExactlyOnceWith({ refetchType: 'active' }, { cancelRefetch: false });
    emit({ ...statusOf('connected'), stale: true });
    emit(statusOf('connected'));
    expect(query.invalidateQueries).toHaveBeenCalledTimes(2);
    expect(query.invalidateQueries).toHaveBeenLastCalledWith({ refetchType: 'active' });
  });
});
