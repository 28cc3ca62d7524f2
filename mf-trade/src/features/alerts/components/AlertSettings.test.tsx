import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PREFS, readPref } from '@nova/shared-contracts';
import { renderWithPlatform } from '@nova/platform-double/testing';
import { useTradeMessages } from '../../../i18n/messages';
import { AlertSettings } from './AlertSettings';

function Harness() {
  const { t } = useTradeMessages();
  return <AlertSettings t={t} />;
}

describe('AlertSettings', () => {
  it('starts with fill toasts on and the sound muted, and switches both prefs', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Alert settings' }));
    const panel = screen.getByRole('dialog', { name: 'Alert settings' });
    const toast = within(panel).getByRole('switch', { name: 'Toast when an order fills' });
    const sound = within(panel).getByRole('switch', { name: 'Sound when an order fills' });
    expect(toast).toHaveAttribute('aria-checked', 'true');
    expect(sound).toHaveAttribute('aria-checked', 'false');
    await user.click(toast);
    await user.click(sound);
    expect(readPref(platform.prefs, PREFS.alertToast)).toBe(false);
    expect(readPref(platform.prefs, PREFS.audioMuted)).toBe(false);
    expect(toast).toHaveAttribute('aria-checked', 'false');
    expect(sound).toHaveAttribute('aria-checked', 'true');
  });

  it('follows a change made elsewhere (the status bar Sound toggle is the same pref)', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Alert settings' }));
    platform.prefs.set(PREFS.audioMuted.key, false);
    expect(await screen.findByRole('switch', { name: 'Sound when an order fills' })).toHaveAttribute('aria-checked', 'true');
  });

  it('plays the test sound', async () => {
    const user = userEvent.setup();
    const start = vi.fn();
    class FakeContext {
      currentTime = 0;
      destination = {};
      createOscillator() {
        return { frequency: { value: 0 }, connect: (node: unknown) => node, start, stop: vi.fn(), onended: null };
      }
      createGain() {
        return { gain: { value: 0 }, connect: (node: unknown) => node };
      }
      close() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('AudioContext', FakeContext);
    renderWithPlatform(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Alert settings' }));
    await user.click(screen.getByRole('button', { name: 'Play test sound' }));
    expect(start).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
