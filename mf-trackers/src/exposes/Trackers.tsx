import { Provider, useAtom } from 'jotai';
import { useEffect } from 'react';
import { usePlatform } from '@nova/shared-contracts';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, EmptyState } from '@nova/shared-ui';
import { useTrackersMessages } from '../i18n/messages';
import { TrackerWindow } from '../features/tracker-window/components/TrackerWindow';
import { useSavedWindow } from '../features/tracker-window/components/useSavedWindow';
import { walletTrackerAtom, walletTrackerOpenAtom } from '../features/tracker-window/model/atoms';
import { WALLET_TRACKER_SIZE } from '../features/tracker-window/model/geometry';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TrackersProps = ExposedProps<'mf_trackers', './Trackers'>;

/** Where the wallet tracker's position is saved in platform.prefs. */
export const WALLET_TRACKER_PREF = 'trackers.wallet.window';

/** mf_trackers './Trackers': the floating wallet tracker window (empty until followed wallets arrive). */
export default function Trackers(props: TrackersProps) {
  return (
    <Provider>
      <TrackersView {...props} />
    </Provider>
  );
}

function TrackersView(_props: TrackersProps) {
  const { bus } = usePlatform();
  const { t } = useTrackersMessages();
  const [open, setOpen] = useAtom(walletTrackerOpenAtom);
  const [state, save] = useSavedWindow(WALLET_TRACKER_PREF, walletTrackerAtom);
  useEffect(() => bus.on('tracker.toggle', ({ tracker, open: next }) => tracker === 'wallet' && setOpen(next)), [bus, setOpen]);
  if (!open) return null;

  const title = t('trackers.wallet.title');
  return (
    <TrackerWindow
      title={title}
      moveLabel={t('trackers.move', { title })}
      moveHint={t('trackers.moveHint')}
      closeLabel={t('trackers.close', { title })}
      snappedLabel={(zone) => t(zone === 'left' ? 'trackers.snapped.left' : 'trackers.snapped.right')}
      size={WALLET_TRACKER_SIZE}
      state={state}
      onSettle={save}
      onClose={() => {
        setOpen(false);
        bus.emit('tracker.toggle', { tracker: 'wallet', open: false });
      }}
    >
      <BuildMark mark={__NOVA_BUILD_MARK__} />
      <EmptyState title={t('trackers.wallet.empty')} description={t('trackers.wallet.emptyHint')} />
    </TrackerWindow>
  );
}
