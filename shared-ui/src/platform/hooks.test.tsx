import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, BUS_EVENTS, defaultChainPresets } from '@nova/shared-contracts';
import type { PlatformServices, SessionState } from '@nova/shared-contracts';
import { useApi } from './useApi';
import { useBusValue } from './useBusValue';
import { useChainPresets } from './useChainPresets';
import { useFollow, usePushed, useSubscription } from './useSubscription';
import { useSession } from './useSession';
import { createEventBus, createQueries, createQueryClient } from '@nova/platform-core';
import { PlatformContext } from './context';

/** Only the services these hooks touch; the rest is never called. */
function fakePlatform(overrides: Partial<PlatformServices>): PlatformServices {
  const query = createQueryClient();
  const platform = { query, ...overrides } as PlatformServices;
  // The platform's factories over this double's API, cache and socket, as the host builds them.
  return { ...platform, queries: createQueries(platform.api, query, platform.realtime) };
}
const wrap = (platform: PlatformServices) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
  };

afterEach(() => {
  vi.useRealTimers();
});

describe('useApi', () => {
  it('goes pending then success with the data', async () => {
    const call = vi.fn().mockResolvedValue({ tokens: [] });
    const { result } = renderHook(() => useApi('tokenHotList', { chain: 'solana' }), { wrapper: wrap(fakePlatform({ api: { call, baseUrl: '' } })) });
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { tokens: [] } }));
    expect(call).toHaveBeenCalledWith('tokenHotList', { chain: 'solana' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('stays idle and calls nothing for a null request', () => {
    const call = vi.fn();
    const { result } = renderHook(() => useApi('tokenHotList', null), { wrapper: wrap(fakePlatform({ api: { call, baseUrl: '' } })) });
    expect(result.current.status).toBe('idle');
    expect(call).not.toHaveBeenCalled();
  });

  it('compares the request by value: a new literal with the same fields does not refetch', async () => {
    const call = vi.fn().mockResolvedValue({ tokens: [] });
    const { result, rerender } = renderHook(({ chain }) => useApi('tokenHotList', { chain }), {
      wrapper: wrap(fakePlatform({ api: { call, baseUrl: '' } })),
      initialProps: { chain: 'solana' as const },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ chain: 'solana' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('reports the error code and message, and reload recovers', async () => {
    const call = vi.fn().mockRejectedValueOnce(new ApiError(500, 'down', 500)).mockResolvedValue({ tokens: [] });
    const { result } = renderHook(() => useApi('tokenHotList', {}), { wrapper: wrap(fakePlatform({ api: { call, baseUrl: '' } })) });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: { code: 500, message: 'down' } }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('success'));
  });

  it('polls, keeping the last data while a refresh is pending and after a failed refresh', async () => {
    vi.useFakeTimers();
    let answer = 1;
    const call = vi.fn(() => (answer === 2 ? Promise.reject(new ApiError(503, 'busy')) : Promise.resolve({ tokens: [], n: answer })));
    const { result } = renderHook(() => useApi('tokenHotList', {}, { pollMs: 5000 }), { wrapper: wrap(fakePlatform({ api: { call, baseUrl: '' } as PlatformServices['api'] })) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current).toMatchObject({ status: 'success', data: { n: 1 } });
    answer = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5001);
    });
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'error', data: { n: 1 } });
  });
});

describe('useSubscription', () => {
  it('subscribes with the params, hands every push to the handler and unsubscribes on unmount', () => {
    const unsubscribe = vi.fn();
    let push: (data: unknown) => void = () => undefined;
    const subscribe = vi.fn((_channel: string, _params: unknown, handler: (data: unknown) => void) => {
      push = handler;
      return unsubscribe;
    });
    const seen: unknown[] = [];
    const { unmount } = renderHook(() => useSubscription('tokenPriceChange', { chain: 'solana', address: 'A' }, (data) => seen.push(data)), {
      wrapper: wrap(fakePlatform({ realtime: { subscribe } as unknown as PlatformServices['realtime'] })),
    });
    expect(subscribe).toHaveBeenCalledWith('tokenPriceChange', { chain: 'solana', address: 'A' }, expect.any(Function));
    push({ current_price: '1' });
    push({ current_price: '2' });
    expect(seen).toEqual([{ current_price: '1' }, { current_price: '2' }]);
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does not subscribe for null params, and subscribes once they are given', () => {
    const subscribe = vi.fn(() => () => undefined);
    const { rerender } = renderHook(({ address }: { address: string | null }) => useSubscription('tokenPriceChange', address ? { chain: 'solana', address } : null, () => undefined), {
      initialProps: { address: null as string | null },
      wrapper: wrap(fakePlatform({ realtime: { subscribe } as unknown as PlatformServices['realtime'] })),
    });
    expect(subscribe).not.toHaveBeenCalled();
    rerender({ address: 'A' });
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('useFollow', () => {
  it('starts the follow while mounted, restarts it when deps change and stops it on unmount', () => {
    const stops: string[] = [];
    const starts: string[] = [];
    const { rerender, unmount } = renderHook(({ id }: { id: string }) =>
      useFollow(() => {
        starts.push(id);
        return () => stops.push(id);
      }, [id]),
      { initialProps: { id: 'a' } },
    );
    rerender({ id: 'a' });
    expect(starts).toEqual(['a']);
    rerender({ id: 'b' });
    expect(starts).toEqual(['a', 'b']);
    expect(stops).toEqual(['a']);
    unmount();
    expect(stops).toEqual(['a', 'b']);
  });
});

describe('usePushed', () => {
  it('shows the latest push from the one cache, one subscription for every reader, and the selected part', async () => {
    let push: (data: unknown) => void = () => undefined;
    const subscribe = vi.fn((_channel: string, _params: unknown, handler: (data: unknown) => void) => {
      push = handler;
      return () => undefined;
    });
    const platform = fakePlatform({ realtime: { subscribe } as unknown as PlatformServices['realtime'] });
    const { result } = renderHook(
      () => ({ all: usePushed('nativePrices', {}), sol: usePushed('nativePrices', {}, (data) => data.prices.SOL) }),
      { wrapper: wrap(platform) },
    );
    expect(result.current.all).toBeUndefined();
    await waitFor(() => expect(subscribe).toHaveBeenCalled());
    act(() => push({ prices: { SOL: '150', ETH: '3000' } }));
    await waitFor(() => expect(result.current.sol).toBe('150'));
    expect(result.current.all).toEqual({ prices: { SOL: '150', ETH: '3000' } });
    expect(platform.query.getQueryData(['pushed', 'nativePrices', {}])).toEqual({ prices: { SOL: '150', ETH: '3000' } });
  });
});

describe('useSession', () => {
  it('re-renders when the session changes', () => {
    let state: SessionState = { user: null, kind: null };
    const listeners = new Set<(s: SessionState) => void>();
    const session = {
      get: () => state,
      subscribe: (listener: (s: SessionState) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as PlatformServices['session'];
    function Who() {
      const { user } = useSession();
      return <p>{user ? user.user_id : 'signed out'}</p>;
    }
    render(<Who />, { wrapper: wrap(fakePlatform({ session })) });
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => {
      state = { user: { user_id: 'u1', wallet_type: '', authMethod: 'email' }, kind: 'custodial' };
      for (const listener of listeners) listener(state);
    });
    expect(screen.getByText('u1')).toBeInTheDocument();
  });
});

describe('useChainPresets', () => {
  function memoryPrefs() {
    const values = new Map<string, unknown>();
    const listeners = new Map<string, Set<(value: unknown) => void>>();
    return {
      get: <T,>(key: string, fallback: T) => (values.has(key) ? (values.get(key) as T) : fallback),
      set: <T,>(key: string, value: T) => {
        values.set(key, value);
        for (const listener of listeners.get(key) ?? []) listener(value);
      },
      subscribe: <T,>(key: string, listener: (value: T) => void) => {
        const set = listeners.get(key) ?? new Set();
        set.add(listener as (value: unknown) => void);
        listeners.set(key, set);
        return () => set.delete(listener as (value: unknown) => void);
      },
    };
  }

  it('reads the chain presets, follows saves, falls back to defaults when malformed, and switches with the chain', () => {
    const prefs = memoryPrefs();
    const { result, rerender } = renderHook(({ chain }: { chain: 'solana' | 'bsc' }) => useChainPresets(chain), {
      wrapper: wrap(fakePlatform({ prefs })),
      initialProps: { chain: 'solana' },
    });
    expect(result.current).toEqual(defaultChainPresets('solana'));
    act(() => prefs.set('trade.presets.solana', { ...defaultChainPresets('solana'), activePresetId: 'P3' }));
    expect(result.current.activePresetId).toBe('P3');
    act(() => prefs.set('trade.presets.solana', { activePresetId: 'nope' }));
    expect(result.current).toEqual(defaultChainPresets('solana'));
    rerender({ chain: 'bsc' });
    expect(result.current.quickAmounts).toEqual(defaultChainPresets('bsc').quickAmounts);
  });
});

describe('useBusValue', () => {
  it('gives the last replayed value and follows new emits', () => {
    const bus = createEventBus(BUS_EVENTS);
    bus.emit('quickBuy.amount', { amount: '0.5' });
    const { result } = renderHook(() => useBusValue('quickBuy.amount'), { wrapper: wrap(fakePlatform({ bus })) });
    expect(result.current).toEqual({ amount: '0.5' });
    act(() => bus.emit('quickBuy.amount', { amount: '2' }));
    expect(result.current).toEqual({ amount: '2' });
  });

  it('is undefined until the first emit', () => {
    const bus = createEventBus(BUS_EVENTS);
    const { result } = renderHook(() => useBusValue('token.selected'), { wrapper: wrap(fakePlatform({ bus })) });
    expect(result.current).toBeUndefined();
    act(() => bus.emit('token.selected', { chain: 'solana', address: 'Tok' }));
    expect(result.current).toEqual({ chain: 'solana', address: 'Tok' });
  });
});

describe('useApi over the one cache', () => {
  it('asks once for token info however many components show it, and never polls it', async () => {
    vi.useFakeTimers();
    const call = vi.fn().mockResolvedValue({ symbol: 'ABC', price_change_24h: 12 });
    const subscribe = vi.fn(() => () => undefined);
    const platform = fakePlatform({ api: { call, baseUrl: '' } as PlatformServices['api'], realtime: { subscribe } as unknown as PlatformServices['realtime'] });
    const request = { chain: 'solana' as const, token: 'Abc' };
    const { result } = renderHook(
      () => [useApi('tokenInfo', request, { pollMs: 5000 }), useApi('tokenInfo', { ...request }), useApi('tokenInfo', request)],
      { wrapper: wrap(platform) },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.map((value) => value.status)).toEqual(['success', 'success', 'success']);
    // The channels are bound once the cache's live bindings (a chunk of their own) have loaded.
    vi.useRealTimers();
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledWith('tokenStatsChange', { chain: 'solana', address: 'Abc' }, expect.any(Function)));
  });
});

describe('useTypedPref', () => {
  it('gives the default for a bad stored value, reports it, and follows valid saves', async () => {
    const { PREFS } = await import('@nova/shared-contracts');
    const { useTypedPref } = await import('./useTypedPref');
    const listeners = new Set<(value: unknown) => void>();
    let stored: unknown = 'yes';
    const prefs = {
      get: () => stored,
      set: (_key: string, value: unknown) => {
        stored = value;
        listeners.forEach((l) => l(value));
      },
      subscribe: (_key: string, listener: (value: unknown) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as PlatformServices['prefs'];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useTypedPref(PREFS.alertToast), { wrapper: wrap(fakePlatform({ prefs })) });
    expect(result.current).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('alertToast'), 'yes');
    act(() => prefs.set('alertToast', false));
    expect(result.current).toBe(false);
  });
});
