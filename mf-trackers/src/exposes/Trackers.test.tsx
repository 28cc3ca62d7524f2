import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlatformContext } from '@nova/shared-contracts';
import { renderWithPlatform } from '@nova/platform-double/testing';
import Trackers, { WALLET_TRACKER_PREF } from './Trackers';

const trackerWindow = () => screen.getByRole('dialog', { name: 'Wallet tracker' });
const position = () => ({ left: trackerWindow().style.left, top: trackerWindow().style.top });

describe('Trackers', () => {
  it('opens an empty wallet tracker at its default place', () => {
    renderWithPlatform(<Trackers />);
    expect(trackerWindow()).toHaveTextContent('No tracked wallets yet');
    expect(position()).toEqual({ left: '50px', top: '100px' });
  });

  it('drags by the title bar and snaps to the left zone when dropped within 10 px of the edge, saving the place', () => {
    const { platform } = renderWithPlatform(<Trackers />);
    const handle = screen.getByRole('button', { name: 'Move Wallet tracker' });
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 60, clientY: 110 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 30, clientY: 210 });
    expect(position()).toEqual({ left: '20px', top: '200px' });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 18, clientY: 210 });

    expect(position()).toEqual({ left: '0px', top: '200px' });
    expect(trackerWindow()).toHaveTextContent('Snapped left');
    expect(platform.prefs.get(WALLET_TRACKER_PREF, null)).toEqual({ x: 0, y: 200, snapZone: 'left' });
  });

  it('stays where it is dropped 11 px from the edge', () => {
    renderWithPlatform(<Trackers />);
    const handle = screen.getByRole('button', { name: 'Move Wallet tracker' });
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 50, clientY: 100 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 11, clientY: 100 });
    expect(position()).toEqual({ left: '11px', top: '100px' });
    expect(trackerWindow()).not.toHaveTextContent('Snapped');
  });

  it('moves with the arrow keys from its move handle and snaps right at the right edge', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Trackers />);
    screen.getByRole('button', { name: 'Move Wallet tracker' }).focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(position()).toEqual({ left: '60px', top: '110px' });
    for (let i = 0; i < 15; i++) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(position()).toEqual({ left: `${window.innerWidth - 260}px`, top: '110px' });
    expect(trackerWindow()).toHaveTextContent('Snapped right');
  });

  it('restores the saved place on the next mount', () => {
    const first = renderWithPlatform(<Trackers />);
    first.platform.prefs.set(WALLET_TRACKER_PREF, { x: 400, y: 300, snapZone: 'none' });
    first.unmount();
    render(
      <PlatformContext.Provider value={first.platform}>
        <Trackers />
      </PlatformContext.Provider>,
    );
    expect(position()).toEqual({ left: '400px', top: '300px' });
  });

  it('ignores a saved place that is not a window state', () => {
    const first = renderWithPlatform(<Trackers />);
    first.platform.prefs.set(WALLET_TRACKER_PREF, { x: 'left', y: 300 });
    first.unmount();
    render(
      <PlatformContext.Provider value={first.platform}>
        <Trackers />
      </PlatformContext.Provider>,
    );
    expect(position()).toEqual({ left: '50px', top: '100px' });
  });

  it('closes with its close button and tells the shell through the bus; the toggle event reopens it', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Trackers />);
    const events: boolean[] = [];
    platform.bus.on('tracker.toggle', ({ open }) => events.push(open));
    await user.click(screen.getByRole('button', { name: 'Close Wallet tracker' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events).toEqual([false]);
    act(() => platform.bus.emit('tracker.toggle', { tracker: 'wallet', open: true }));
    expect(trackerWindow()).toBeInTheDocument();
  });
});
