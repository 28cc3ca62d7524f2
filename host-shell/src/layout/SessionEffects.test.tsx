import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('session effects in the shell', () => {
  it('follows redirect_url to an in-app path once signed in, keeping the locale', async () => {
    renderApp('/ja/markets?redirect_url=%2Fperps', { signedIn: true });
    await screen.findByRole('region', { name: 'mf_perps' });
    expect(location()).toBe('/ja/perps');
  });

  it('drops a redirect_url to another origin and stays', async () => {
    renderApp('/ko/markets?redirect_url=https%3A%2F%2Fevil.example%2Fsteal&i=FRIEND', { signedIn: true });
    await screen.findByRole('region', { name: 'mf_discover hot' });
    expect(location()).toBe('/ko/markets?i=FRIEND');
  });

  it('waits for sign-in before following redirect_url', () => {
    renderApp('/markets?redirect_url=%2Fperps');
    expect(location()).toBe('/markets?redirect_url=%2Fperps');
  });

  it('opens the safety tip when the risk code was met, and closes it', async () => {
    const { platform } = renderApp('/markets');
    act(() => platform.riskNotice.set(true));
    // Its code loads when the risk code is first met (the shell's dialogs chunk).
    expect(await screen.findByRole('dialog', { name: 'Security check failed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(platform.riskNotice.get()).toBe(false);
  });
});
