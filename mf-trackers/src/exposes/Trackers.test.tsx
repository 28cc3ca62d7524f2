import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusEventMap, TrackerKind } from '@nova/shared-contracts';
import { renderWithPlatform, simSession } from '@nova/platform-double/testing';
import type { PlatformDouble } from '@nova/platform-double';
import { layoutPrefKey } from '../features/tracker-window/model/layout';
import { followSimWallets } from '../testing/simData';
import TrackerZone from './TrackerZone';
import Trackers from './Trackers';
import { PlatformContext } from '@nova/shared-ui';

const dialog = (name: string) => screen.getByRole('dialog', { name });
const place = (name: string) => ({ left: dialog(name).style.left, top: dialog(name).style.top });
const toggle = (platform: PlatformDouble, tracker: TrackerKind, open = true) => act(() => platform.bus.emit('tracker.toggle', { tracker, open }));

/** The host's page in miniature: the overlay and both side zones of one page type. */
function Page({ pageType }: { pageType: string }) {
  return (
    <>
      <TrackerZone zone="left" pageType={pageType} />
      <Trackers pageType={pageType} />
      <TrackerZone zone="right" pageType={pageType} />
    </>
  );
}

function record<K extends keyof BusEventMap>(platform: PlatformDouble, event: K): BusEventMap[K][] {
  const seen: BusEventMap[K][] = [];
  platform.bus.on(event, (payload) => seen.push(payload));
  return seen;
}

/** Drags a window by its move handle from its top-left corner + (10, 10) to `to` (the drop's pointer). */
function drag(title: string, from: { x: number; y: number }, to: { x: number; y: number }) {
  const handle = screen.getByRole('button', { name: `Move ${title}` });
  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: from.x + 10, clientY: from.y + 10 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: to.x, clientY: to.y });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: to.x, clientY: to.y });
}

describe('Trackers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens nothing on a first visit and reports that at mount', () => {
    const { platform } = renderWithPlatform(<Trackers pageType="trade" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(platform.bus.last('tracker.open')).toEqual({ open: [] });
    expect(platform.bus.last('tracker.zones')).toEqual({ pageType: 'trade', left: 0, right: 0 });
  });

  it('opens the wallet tracker from the status-bar toggle at its default place, and closes it with its button', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Trackers pageType="trade" />);
    const open = record(platform, 'tracker.open');
    toggle(platform, 'wallet');
    expect(place('Wallet tracker')).toEqual({ left: '50px', top: '100px' });
    expect(dialog('Wallet tracker')).toHaveAttribute('aria-modal', 'false');
    expect(open.at(-1)).toEqual({ open: ['wallet'] });

    await user.click(screen.getByRole('button', { name: 'Close Wallet tracker' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open.at(-1)).toEqual({ open: [] });
  });

  it('opens a window whose toggle was pressed before the remote mounted, once', async () => {
    const user = userEvent.setup();
    const Later = ({ show }: { show: boolean }) => (show ? <Trackers pageType="trade" /> : null);
    const { platform, rerender } = renderWithPlatform(<Later show={false} />);
    toggle(platform, 'wallet');
    rerender(<Later show />);
    expect(dialog('Wallet tracker')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close Wallet tracker' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signed out, the wallet tracker asks to log in', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Trackers pageType="discover" />);
    const requestLogin = vi.spyOn(platform.session, 'requestLogin');
    toggle(platform, 'wallet');
    await user.click(await within(dialog('Wallet tracker')).findByRole('button', { name: 'Log in to track wallets' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
  });

  it('the wallet tracker window lists the trades of followed wallets', async () => {
    const session = await simSession();
    await followSimWallets(session, 50);
    const { platform } = renderWithPlatform(<Trackers pageType="trade" />, { session });
    toggle(platform, 'wallet');
    await userEvent.click(await within(dialog('Wallet tracker')).findByRole('tab', { name: 'Live trades' }));
    const table = await within(dialog('Wallet tracker')).findByRole('table', { name: 'Trades of followed wallets' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(dialog('Wallet tracker')).getByRole('group', { name: /^Followed wallets \(\d+\)$/ })).toBeInTheDocument();
  });

  it('resizes from its corner within its limits, by pointer and by keyboard, and saves the size', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Trackers pageType="trade" />);
    toggle(platform, 'wallet');
    const corner = screen.getByRole('button', { name: 'Resize Wallet tracker' });
    fireEvent.pointerDown(corner, { pointerId: 2, button: 0, clientX: 370, clientY: 500 });
    fireEvent.pointerMove(corner, { pointerId: 2, clientX: 410, clientY: 560 });
    expect(dialog('Wallet tracker').style.width).toBe('360px');
    fireEvent.pointerUp(corner, { pointerId: 2, clientX: 1000, clientY: 300 });
    expect(dialog('Wallet tracker').style).toMatchObject({ width: '500px', height: '300px' });
    expect(place('Wallet tracker')).toEqual({ left: '50px', top: '100px' });

    corner.focus();
    await user.keyboard('{ArrowLeft}{Shift>}{ArrowDown}{/Shift}');
    expect(dialog('Wallet tracker').style).toMatchObject({ width: '490px', height: '350px' });
    expect(platform.prefs.get(layoutPrefKey('trade'), null)).toMatchObject({ sizes: { wallet: { width: 490, height: 350 } } });
  });

  it('brings the window clicked last to the front', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Trackers pageType="trade" />);
    act(() => platform.bus.emit('token.selected', { chain: 'solana', address: 'So11111111111111111111111111111111111111112' }));
    toggle(platform, 'wallet');
    toggle(platform, 'community');
    const layer = (name: string) => Number(dialog(name).style.zIndex);
    expect(layer('Community')).toBeGreaterThan(layer('Wallet tracker'));
    await user.click(within(dialog('Wallet tracker')).getByRole('heading', { name: 'Wallet tracker' }));
    expect(layer('Wallet tracker')).toBeGreaterThan(layer('Community'));
  });

  it('floats where it is dropped 11 px from the edge and saves the place for the page type', () => {
    const { platform } = renderWithPlatform(<Page pageType="trade" />);
    toggle(platform, 'wallet');
    drag('Wallet tracker', { x: 50, y: 100 }, { x: 21, y: 210 });
    expect(place('Wallet tracker')).toEqual({ left: '11px', top: '200px' });
    expect(screen.queryByRole('region', { name: 'Left tracker zone' })).not.toBeInTheDocument();
    expect(platform.prefs.get(layoutPrefKey('trade'), null)).toMatchObject({ open: ['wallet'], floating: { wallet: { x: 11, y: 200 } } });
  });

  it('docks into the left zone when dropped within 10 px of the edge, and floats back with Float', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Page pageType="trade" />);
    const zones = record(platform, 'tracker.zones');
    toggle(platform, 'wallet');
    drag('Wallet tracker', { x: 50, y: 100 }, { x: 20, y: 210 });

    const zone = screen.getByRole('region', { name: 'Left tracker zone' });
    expect(within(zone).getByRole('dialog', { name: 'Wallet tracker' })).toBeInTheDocument();
    expect(zones.at(-1)).toEqual({ pageType: 'trade', left: 1, right: 0 });

    await user.click(screen.getByRole('button', { name: 'Float Wallet tracker' }));
    expect(screen.queryByRole('region', { name: 'Left tracker zone' })).not.toBeInTheDocument();
    expect(place('Wallet tracker')).toEqual({ left: '50px', top: '100px' });
    expect(zones.at(-1)).toEqual({ pageType: 'trade', left: 0, right: 0 });
  });

  it('docks with the arrow keys too, at the right edge', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Page pageType="trade" />);
    toggle(platform, 'wallet');
    screen.getByRole('button', { name: 'Move Wallet tracker' }).focus();
    for (let i = 0; i < 14; i++) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(within(screen.getByRole('region', { name: 'Right tracker zone' })).getByRole('dialog', { name: 'Wallet tracker' })).toBeInTheDocument();
    expect(platform.bus.last('tracker.zones')).toEqual({ pageType: 'trade', left: 0, right: 1 });
  });

  it('a docked window dragged out of its zone floats where it is dropped', () => {
    const { platform } = renderWithPlatform(<Page pageType="trade" />);
    toggle(platform, 'wallet');
    drag('Wallet tracker', { x: 50, y: 100 }, { x: 5, y: 110 });
    // jsdom lays nothing out: the docked window's corner reads as (0, 0).
    drag('Wallet tracker', { x: 0, y: 0 }, { x: 410, y: 310 });
    expect(screen.queryByRole('region', { name: 'Left tracker zone' })).not.toBeInTheDocument();
    expect(place('Wallet tracker')).toEqual({ left: '400px', top: '300px' });
  });

  it('keeps at most 2 windows per zone, reorders them, and says when a zone is full', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const { platform } = renderWithPlatform(<Page pageType="trade" />, { session });
    act(() => platform.bus.emit('token.selected', { chain: 'solana', address: 'So11111111111111111111111111111111111111112' }));
    for (const kind of ['wallet', 'position', 'community'] as const) toggle(platform, kind);
    drag('Wallet tracker', { x: 50, y: 100 }, { x: 15, y: 110 });
    drag('Position tracker', { x: 600, y: 100 }, { x: 15, y: 110 });
    const zone = screen.getByRole('region', { name: 'Left tracker zone' });
    const order = () => within(zone).getAllByRole('dialog').map((d) => within(d).getByRole('heading', { level: 2 }).textContent);
    expect(order()).toEqual(['Wallet tracker', 'Position tracker']);
    expect(screen.getByRole('button', { name: 'Move Wallet tracker up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Wallet tracker down' }));
    expect(order()).toEqual(['Position tracker', 'Wallet tracker']);
    screen.getByRole('button', { name: 'Move Wallet tracker' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(order()).toEqual(['Wallet tracker', 'Position tracker']);

    const handle = screen.getByRole('button', { name: 'Move Community' });
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 210, clientY: 110 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 500, clientY: 110 });
    expect(dialog('Community')).not.toHaveTextContent('zone full');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 15, clientY: 110 });
    expect(dialog('Community')).toHaveTextContent('Left zone full');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: window.innerWidth - 5, clientY: 110 });
    expect(dialog('Community')).toHaveTextContent('Dock right');
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 15, clientY: 110 });
    expect(order()).toEqual(['Wallet tracker', 'Position tracker']);
    expect(place('Community')).toEqual({ left: '11px', top: '100px' });
    expect(within(dialog('Community')).getByRole('status')).toHaveTextContent('The left zone already holds 2 windows');
    expect(platform.bus.last('tracker.zones')).toEqual({ pageType: 'trade', left: 2, right: 0 });
  });

  it('restores the saved windows of its page type only, and ignores a malformed saved value', () => {
    const first = renderWithPlatform(<Page pageType="trade" />);
    toggle(first.platform, 'wallet');
    drag('Wallet tracker', { x: 50, y: 100 }, { x: 310, y: 260 });
    first.platform.prefs.set(layoutPrefKey('discover'), { open: 'wallet', zones: [] });
    first.unmount();
    expect(first.platform.bus.last('tracker.zones')).toEqual({ pageType: 'trade', left: 0, right: 0 });

    const again = render(
      <PlatformContext.Provider value={first.platform}>
        <Page pageType="trade" />
      </PlatformContext.Provider>,
    );
    expect(place('Wallet tracker')).toEqual({ left: '300px', top: '250px' });
    again.rerender(
      <PlatformContext.Provider value={first.platform}>
        <Page pageType="discover" />
      </PlatformContext.Provider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first.platform.bus.last('tracker.open')).toEqual({ open: [] });
  });

  it('shows a place saved on a wider screen clamped onto this one', () => {
    const first = renderWithPlatform(<Trackers pageType="discover" />);
    toggle(first.platform, 'wallet');
    const saved = first.platform.prefs.get<{ floating: Record<string, unknown> }>(layoutPrefKey('discover'), { floating: {} });
    first.platform.prefs.set(layoutPrefKey('discover'), { ...saved, floating: { ...saved.floating, wallet: { x: 2400, y: 1500 } } });
    first.unmount();
    render(
      <PlatformContext.Provider value={first.platform}>
        <Trackers pageType="discover" />
      </PlatformContext.Provider>,
    );
    expect(place('Wallet tracker')).toEqual({ left: `${window.innerWidth - 320}px`, top: `${window.innerHeight - 32}px` });
  });

  it('reports 0/0 for a page type when it unmounts with docked windows', () => {
    const { platform, unmount } = renderWithPlatform(<Page pageType="trade" />);
    toggle(platform, 'wallet');
    drag('Wallet tracker', { x: 50, y: 100 }, { x: 15, y: 110 });
    expect(platform.bus.last('tracker.zones')).toEqual({ pageType: 'trade', left: 1, right: 0 });
    unmount();
    expect(platform.bus.last('tracker.zones')).toEqual({ pageType: 'trade', left: 0, right: 0 });
  });

  it('hides the position tracker for signed-out users and on perps pages', async () => {
    const session = await simSession();
    const { platform, rerender } = renderWithPlatform(<Trackers pageType="trade" />, { session });
    toggle(platform, 'position');
    expect(dialog('Position tracker')).toBeInTheDocument();
    expect(platform.bus.last('tracker.open')).toEqual({ open: ['position'] });

    act(() => platform.session.signOut());
    expect(screen.queryByRole('dialog', { name: 'Position tracker' })).not.toBeInTheDocument();
    expect(platform.bus.last('tracker.open')).toEqual({ open: [] });
    act(() => platform.session.signIn(session));
    expect(dialog('Position tracker')).toBeInTheDocument();

    rerender(<Trackers pageType="perps" />);
    toggle(platform, 'position');
    expect(screen.queryByRole('dialog', { name: 'Position tracker' })).not.toBeInTheDocument();
    expect(platform.bus.last('tracker.open')).toEqual({ open: [] });
  });

  it('below 768 px opens windows as bottom sheets that cannot be dragged or docked', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width: 767px'), addEventListener() {}, removeEventListener() {} }));
    const { platform } = renderWithPlatform(<Page pageType="trade" />);
    toggle(platform, 'wallet');
    expect(dialog('Wallet tracker')).toHaveAttribute('data-mode', 'sheet');
    expect(screen.queryByRole('button', { name: 'Move Wallet tracker' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Wallet tracker' })).toBeInTheDocument();
    expect(platform.bus.last('tracker.zones')).toEqual({ pageType: 'trade', left: 0, right: 0 });
  });
});
