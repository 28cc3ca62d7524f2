import { useMessages } from '@nova/shared-ui';

/** English catalogue of mf-trackers; keys are namespaced "trackers.*". Other locales fall back to it. */
export const en = {
  'trackers.wallet.title': 'Wallet tracker',
  'trackers.move': 'Move {title}',
  'trackers.moveHint': 'Drag, or use the arrow keys (Shift for bigger steps). Near a screen edge it snaps to that side.',
  'trackers.close': 'Close {title}',
  'trackers.wallet.empty': 'No tracked wallets yet',
  'trackers.wallet.emptyHint': 'Wallets you follow will show their trades here.',
  'trackers.snapped.left': 'Snapped left',
  'trackers.snapped.right': 'Snapped right',
} as const;

export type TrackersMessages = typeof en;

export function useTrackersMessages() {
  return useMessages<TrackersMessages>('trackers', { en });
}
