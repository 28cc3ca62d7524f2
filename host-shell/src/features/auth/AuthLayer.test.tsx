import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUS_EVENTS, type BusEventMap, type PlatformServices } from '@nova/shared-contracts';
import { createApiClient, createEventBus } from '@nova/platform-core';
import { createHostSessionStore } from '../../services/session/hostSession';
import { TEST_API_URL, engine } from '@nova/platform-double/testing';
import { createI18n } from '../../services/i18n/i18n';
import { AuthLayer } from './AuthLayer';
import { createLoginController } from './model/loginController';
import { WALLET_ERRORS, WalletError, type WalletKind } from '../wallet';
import type { SignInWallet } from '../wallet';
import { PlatformContext } from '@nova/shared-ui';
import { QueryClient } from '@tanstack/react-query';

/** The production API client against market-sim's msw handlers (@nova/platform-double/testing), signed out. */
const simClient = () => createApiClient({ baseUrl: TEST_API_URL, session: createHostSessionStore(), deviceId: 'host-test-device', log: () => undefined });

function renderLayer(options: { relay: boolean; wallet?: Partial<SignInWallet> }) {
  const controller = createLoginController();
  void controller.request();
  const toast = { show: vi.fn(() => 't'), update: vi.fn(), dismiss: vi.fn() };
  const keepSession = vi.fn();
  const query = new QueryClient();
  const signInWallet = (kind: WalletKind): SignInWallet => ({ kind, connect: () => Promise.resolve('0x9858effd232b4033e47d90003d41ec34ecaeda94'), signMessage: () => Promise.resolve('0x'), ...options.wallet });
  render(
    <PlatformContext.Provider value={{ i18n: createI18n('en'), query } as unknown as PlatformServices}>
      <AuthLayer
        controller={controller}
        api={simClient()}
        keepSession={keepSession}
        wallets={{ available: (kind) => kind === 'metamask' || (kind === 'walletconnect' && options.relay), signInWallet }}
        toast={toast}
        bus={createEventBus<BusEventMap>(BUS_EVENTS)}
        navigate={vi.fn()}
      />
    </PlatformContext.Provider>,
  );
  return { toast, keepSession, controller, query };
}

/** The {product} app approving a ticket with its wallet (the sim's admin route). */
const approve = (ticket: string) => engine.admin.handle('POST', '/__admin/qr_login', { ticket, address: '0x52908400098527886E0F7030069857D2E4169EE7' });
const shownTicket = (qr: HTMLElement) => /qr[0-9a-f]+/.exec(qr.getAttribute('aria-label') ?? '')?.[0] ?? '';

describe('AuthLayer', () => {
  it('shows translated text when its first render already has the drawer open', () => {
    const i18n = createI18n('de');
    const controller = createLoginController();
    void controller.request(); // the user clicked Log in before the lazy layer arrived
    render(
      <PlatformContext.Provider value={{ i18n } as unknown as PlatformServices}>
        <AuthLayer
          controller={controller}
          api={simClient()}
          keepSession={vi.fn()}
          wallets={{ available: () => false, signInWallet: vi.fn() }}
          toast={{ show: vi.fn(() => 't'), update: vi.fn(), dismiss: vi.fn() }}
          bus={createEventBus<BusEventMap>(BUS_EVENTS)}
          navigate={vi.fn()}
        />
      </PlatformContext.Provider>,
    );
    expect(screen.getByRole('dialog', { name: 'Wallet verbinden' })).toBeInTheDocument();
    expect(screen.queryByText(/^auth\./)).not.toBeInTheDocument();
  });

  it('offers WalletConnect only when a WalletConnect project id is configured; Nova scan always', () => {
    renderLayer({ relay: false });
    expect(screen.queryByRole('button', { name: 'WalletConnect' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nova scan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MetaMask' })).toBeInTheDocument();
  });

  it('Nova scan: a QR code of a login ticket with the time left; the app approves it and the user is signed in', async () => {
    const user = userEvent.setup();
    const { keepSession, controller } = renderLayer({ relay: false });
    await user.click(screen.getByRole('button', { name: 'Nova scan' }));
    expect(screen.getByRole('heading', { name: 'Sign in with the Nova app' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /^Sign-in QR code qr/ });
    expect(screen.getByRole('timer')).toHaveTextContent(/^Expires in (120|119) s$/);
    expect(screen.getByText(shownTicket(qr))).toBeInTheDocument();
    expect(approve(shownTicket(qr)).status).toBe(200);
    await waitFor(() => expect(keepSession).toHaveBeenCalledWith(expect.objectContaining({ user: expect.objectContaining({ wallet_type: 'gatescan', source_type: 7 }) })), { timeout: 5000 });
    expect(controller.get().drawer).toBe(false);
  });

  it('Nova scan: says when the ticket expired, and Refresh shows a new one', async () => {
    const user = userEvent.setup();
    renderLayer({ relay: false });
    await user.click(screen.getByRole('button', { name: 'Scan with the Nova app' }));
    const first = shownTicket(await screen.findByRole('img', { name: /^Sign-in QR code/ }));
    engine.clock.moveForward(120_000);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('This code has expired.');
    expect(screen.queryByRole('timer')).toBeNull();
    // Expired: the app can no longer approve it.
    expect(approve(first).status).toBe(400);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const next = shownTicket(await screen.findByRole('img', { name: /^Sign-in QR code/ }));
    expect(next).not.toBe(first);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Expires in \d+ s$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Nova scan stops polling when the drawer closes', async () => {
    const user = userEvent.setup();
    const { controller, query } = renderLayer({ relay: false });
    await user.click(screen.getByRole('button', { name: 'Nova scan' }));
    await screen.findByRole('img', { name: /^Sign-in QR code/ });
    const polls = () => query.getQueryCache().findAll({ queryKey: ['auth', 'qrLogin', 'poll'] });
    await waitFor(() => expect(polls().some((q) => q.getObserversCount() > 0)).toBe(true));
    act(() => controller.dismiss());
    expect(screen.queryByRole('dialog', { name: 'Connect wallet' })).toBeNull();
    // The interval lives in the query's observer: with none left, nothing polls.
    expect(polls().filter((q) => q.getObserversCount() > 0)).toEqual([]);
  });

  it('WalletConnect: shows the pairing QR code; a relay that cannot be reached is said with a Retry, not a blank code', async () => {
    const user = userEvent.setup();
    const attempts: Array<(uri: string) => void> = [];
    const unreachable = new WalletError(WALLET_ERRORS.relayUnreachable, 'The WalletConnect relay cannot be reached.');
    const { toast } = renderLayer({
      relay: true,
      wallet: {
        connect: (options) => {
          attempts.push(options?.onPairingUri ?? (() => undefined));
          return attempts.length === 1 ? Promise.reject(unreachable) : new Promise<string>(() => options?.onPairingUri?.('wc:abc@2?relay-protocol=irn&symKey=01'));
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'WalletConnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The WalletConnect relay cannot be reached. Check your connection and try again.');
    expect(toast.show).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('img', { name: 'Scan with a WalletConnect wallet' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(attempts).toHaveLength(2);
  });

  it('shows WalletConnect with a project id', () => {
    renderLayer({ relay: true });
    expect(screen.getByRole('button', { name: 'WalletConnect' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova scan' })).toBeInTheDocument();
  });

  it('stays silent when the user rejects the signature (4001) or WalletConnect resets the request', async () => {
    const user = userEvent.setup();
    const failures = [Object.assign(new Error('User rejected the request.'), { code: 4001 }), new Error('Connection request reset. Please try again.')];
    const { toast } = renderLayer({ relay: true, wallet: { signMessage: () => Promise.reject(failures.shift() ?? new Error('unexpected third signature')) } });
    await user.click(screen.getByRole('button', { name: 'MetaMask' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'MetaMask' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'WalletConnect' }));
    await waitFor(() => expect(failures).toHaveLength(0));
    await waitFor(() => expect(screen.getByRole('button', { name: 'WalletConnect' })).toBeEnabled());
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('toasts a signing failure with the wallet\u2019s message', async () => {
    const user = userEvent.setup();
    const { toast } = renderLayer({ relay: false, wallet: { signMessage: () => Promise.reject(new Error('device locked')) } });
    await user.click(screen.getByRole('button', { name: 'MetaMask' }));
    await waitFor(() => expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', message: 'MetaMask reported an error: device locked' })));
  });

  it('shows the in-app browser instructions instead of the Google popup inside an app\u2019s built-in browser', async () => {
    const user = userEvent.setup();
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Instagram 300.0');
    const open = vi.spyOn(window, 'open');
    renderLayer({ relay: false });
    await user.click(screen.getByRole('button', { name: 'Log in with email, Google or exchange' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const modal = await screen.findByRole('dialog', { name: 'Open in your browser' });
    expect(modal).toHaveTextContent('Open this page in Safari or Chrome');
    expect(open).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use email instead' }));
    expect(screen.queryByRole('dialog', { name: 'Open in your browser' })).toBeNull();
    agent.mockRestore();
    open.mockRestore();
  });
});
