import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelData } from '@nova/shared-contracts';
import { createPlatformDouble } from '@nova/platform-double';
import type { PlatformDouble } from '@nova/platform-double';
import { TEST_API_URL, TEST_WS_URL, simSession } from '@nova/platform-double/testing';
import { ALERT_TOAST_PREF, useWalletAlerts } from './useWalletAlerts';
import { PlatformContext } from '@nova/shared-ui';

type Alert = ChannelData<'followWalletAlert'>;

const alert = (txHash: string, side: 'buy' | 'sell' = 'buy'): Alert => ({
  txHash,
  walletDisplayName: 'Whale',
  side,
  tokenName: 'BONK',
  amountText: '$1.2K',
  tokenLogo: '',
  tokenAddress: 'BonkAddr',
  walletAddress: 'W',
  currentPrice: '0.1',
  marketCap: '1000',
  isRemark: false,
  chain: 'solana',
});

const platforms: PlatformDouble[] = [];

/** The hook with the double's socket replaced by a fake that the test pushes into. */
async function setup() {
  const session = await simSession();
  const platform: PlatformDouble = createPlatformDouble({ apiBaseUrl: TEST_API_URL, wsUrl: TEST_WS_URL, session });
  platforms.push(platform);
  const handlers = new Map<string, { params: unknown; handler: (data: Alert) => void }>();
  vi.spyOn(platform.realtime, 'subscribe').mockImplementation((channel, params, handler) => {
    handlers.set(channel, { params, handler: handler as (data: Alert) => void });
    return () => handlers.delete(channel);
  });
  vi.useFakeTimers();
  renderHook(() => useWalletAlerts(), { wrapper: ({ children }) => <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider> });
  const push = (data: Alert) => act(() => handlers.get('followWalletAlert')?.handler(data));
  return { platform, handlers, push };
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
};

describe('useWalletAlerts', () => {
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
    for (const platform of platforms.splice(0)) platform.close();
  });

  it('toasts each new trade of a followed wallet for 3 s, once per transaction, after a 100 ms batch', async () => {
    const { platform, handlers, push } = await setup();
    expect(handlers.get('followWalletAlert')?.params).toEqual({ chain: 'solana' });
    push(alert('tx1'));
    push(alert('tx1'));
    push(alert('tx2', 'sell'));
    expect(platform.toast.shown()).toEqual([]);
    act(() => vi.advanceTimersByTime(100));
    const shown = platform.toast.shown();
    expect(shown.map((toast) => toast.message)).toEqual(['Whale bought $1.2K of BONK', 'Whale sold $1.2K of BONK']);
    expect(shown[0]).toMatchObject({ kind: 'info', durationMs: 3000 });

    act(() => shown[0]!.action!.onClick());
    expect(platform.navigations).toEqual(['/trade/solana/BonkAddr']);
  });

  it('shows nothing while the page is hidden and drops the pending batch when it comes back', async () => {
    const { platform, push } = await setup();
    push(alert('tx1'));
    setVisibility('hidden');
    push(alert('tx2'));
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(500));
    expect(platform.toast.shown()).toEqual([]);
    push(alert('tx3'));
    act(() => vi.advanceTimersByTime(100));
    expect(platform.toast.shown()).toHaveLength(1);
  });

  it('follows the active chain and stops when the alert-toast preference is off', async () => {
    const { platform, handlers } = await setup();
    expect(handlers.get('followWalletAlert')?.params).toEqual({ chain: 'solana' });
    act(() => platform.bus.emit('chain.changed', { chain: 'bsc' }));
    expect(handlers.get('followWalletAlert')?.params).toEqual({ chain: 'bsc' });
    act(() => platform.prefs.set(ALERT_TOAST_PREF, false));
    expect(handlers.has('followWalletAlert')).toBe(false);
  });

  it('does not subscribe while signed out', async () => {
    const { platform, handlers } = await setup();
    expect(handlers.has('followWalletAlert')).toBe(true);
    act(() => platform.session.signOut());
    expect(handlers.has('followWalletAlert')).toBe(false);
  });
});
