import { useEffect, useRef, useState } from 'react';
import type { ExposedProps, TrackerKind } from '@nova/shared-contracts';
import { TrackerWindowView } from '../app/TrackerWindowView';
import { TrackersProvider } from '../app/TrackersProvider';
import { useTrackerLayout } from '../features/tracker-window/components/useTrackerLayout';
import { dockOf, visibleWindows, zoneCounts } from '../features/tracker-window/model/layout';
import { useWalletAlerts } from '../features/wallet-alerts/components/useWalletAlerts';
import { exposeModule, usePlatform } from '@nova/shared-ui';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TrackersProps = ExposedProps<'mf_trackers', './Trackers'>;

/**
 * mf_trackers './Trackers': the tracker windows of a page, as an overlay (floating windows; bottom
 * sheets below 768 px). Docked windows render in './TrackerZone'. Listens to `tracker.toggle`;
 * reports `tracker.open` and `tracker.zones`; shows followed-wallet alert toasts.
 */
function Trackers(props: TrackersProps) {
  return (
    <TrackersProvider>
      <TrackersOverlay {...props} />
    </TrackersProvider>
  );
}

function TrackersOverlay({ pageType }: TrackersProps) {
  const { bus } = usePlatform();
  const trackers = useTrackerLayout(pageType);
  useWalletAlerts();
  const { layout, context, narrow, setOpen } = trackers;
  const visible = visibleWindows(layout, context);
  const { left, right } = zoneCounts(layout, context, narrow);

  // One subscription for the overlay's life: `tracker.toggle` is replayed, so a toggle pressed
  // before this remote loaded opens its window now, and only then (a re-subscription would replay it again).
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;
  useEffect(() => bus.on('tracker.toggle', ({ tracker, open }) => setOpenRef.current(tracker, open)), [bus]);
  const openKey = visible.join(',');
  useEffect(() => bus.emit('tracker.open', { open: openKey === '' ? [] : (openKey.split(',') as typeof visible) }), [bus, openKey]);
  useEffect(() => bus.emit('tracker.zones', { pageType, left, right }), [bus, pageType, left, right]);
  useEffect(() => () => bus.emit('tracker.zones', { pageType, left: 0, right: 0 }), [bus, pageType]);

  // The last window clicked or focused is in front (then the most recently opened).
  const [front, setFront] = useState<readonly TrackerKind[]>([]);
  const raise = (kind: TrackerKind) => setFront((order) => (order.at(-1) === kind ? order : [...order.filter((k) => k !== kind), kind]));
  const shown = narrow ? visible : visible.filter((kind) => dockOf(layout, kind) === null);
  return (
    <>
      {shown.map((kind, index) => (
        <TrackerWindowView
          key={kind}
          kind={kind}
          mode={narrow ? 'sheet' : 'floating'}
          trackers={trackers}
          layer={front.includes(kind) ? shown.length + front.indexOf(kind) : index}
          onActivate={() => raise(kind)}
        />
      ))}
    </>
  );
}

export default exposeModule(Trackers);
