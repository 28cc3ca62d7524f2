import { atom } from 'jotai';
import { WALLET_TRACKER_DEFAULT } from './geometry';
import type { WindowState } from './geometry';

/** Where the wallet tracker window is; loaded from and saved to platform.prefs by the window. */
export const walletTrackerAtom = atom<WindowState>(WALLET_TRACKER_DEFAULT);

/** Whether the wallet tracker is open (the status-bar toggle sends tracker.toggle on the bus). */
export const walletTrackerOpenAtom = atom(true);
