import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPerpRefresh, type PerpTokens } from './perpRefresh';
import { safeRedirectPath } from './redirect';
import { SafetyTipModal } from './SafetyTipModal';
import { HostContext } from '../../app/HostContext';
import type { HostPlatform } from '../../platform/createPlatform';
import { createI18n } from '../../services/i18n/i18n';

const ORIGIN = 'http://127.0.0.1:4100';

describe('redirect_url', () => {
  it('follows in-app paths of our own origin', () => {
    expect(safeRedirectPath('/referral?tab=2#top', ORIGIN)).toBe('/referral?tab=2#top');
    expect(safeRedirectPath(`${ORIGIN}/memego`, ORIGIN)).toBe('/memego');
  });
  it('refuses other origins, protocol-relative and script URLs', () => {
    expect(safeRedirectPath('https://evil.example/steal', ORIGIN)).toBeNull();
    expect(safeRedirectPath('//evil.example/x', ORIGIN)).toBeNull();
    expect(safeRedirectPath('/\\evil.example', ORIGIN)).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(safeRedirectPath('', ORIGIN)).toBeNull();
    expect(safeRedirectPath(undefined, ORIGIN)).toBeNull();
  });
});

const tokens = (n: number): PerpTokens => ({
  perp_main_uid: 'm',
  perp_sol_uid: 's',
  perp_evm_uid: 'e',
  perp_sol_access_token: `sol-${n}`,
  perp_sol_access_token_exp: n,
  perp_evm_access_token: `evm-${n}`,
  perp_evm_access_token_exp: n,
  perp_sol_refresh_token: `refresh-${n}`,
  perp_sol_refresh_token_exp: n,
  perp_evm_refresh_token: `refresh-${n}`,
  perp_evm_refresh_token_exp: n,
});

describe('perp token refresh', () => {
  afterEach(() => vi.useRealTimers());

  it('renews at once, then every 780000 ms with the last refresh token', async () => {
    vi.useFakeTimers();
    let n = 0;
    const renew = vi.fn(async () => tokens(++n));
    const keep = vi.fn();
    const stop = startPerpRefresh({ renew, keep });
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenLastCalledWith(undefined);
    await vi.advanceTimersByTimeAsync(779_999);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(renew).toHaveBeenLastCalledWith('refresh-1');
    expect(keep).toHaveBeenLastCalledWith(tokens(2));
    stop();
    await vi.advanceTimersByTimeAsync(780_000 * 3);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('keeps going after a failed renewal', async () => {
    vi.useFakeTimers();
    const renew = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(tokens(1));
    const keep = vi.fn();
    const log = vi.fn();
    const stop = startPerpRefresh({ renew, keep, log });
    await vi.advanceTimersByTimeAsync(780_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledWith(tokens(1));
    stop();
  });
});

describe('safety tip modal', () => {
  it('explains the risk block and closes on Got it', async () => {
    const onClose = vi.fn();
    const platform = { i18n: createI18n() } as HostPlatform;
    render(
      <HostContext.Provider value={{ platform, preview: { active: null, refused: null } }}>
        <SafetyTipModal open onClose={onClose} />
      </HostContext.Provider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Security check failed' });
    expect(dialog).toHaveTextContent(/VPN/);
    expect(dialog).toHaveTextContent(/24 hours/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalled();
  });
});
