// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4206): the tracker board, and a
// trade-like page with both side zones and the floating windows, opened from buttons that send the
// status bar's bus events. Layouts persist in this origin's localStorage through the double's prefs.
import { useEffect, useState } from 'react';
import { HarnessToken, mountHarness } from '@nova/platform-double';
import type { BusEventMap, TrackerKind } from '@nova/shared-contracts';
import { ThemeStyles, usePlatform } from '@nova/shared-ui';
import TrackerBoard from './exposes/TrackerBoard';
import TrackerZone from './exposes/TrackerZone';
import Trackers from './exposes/Trackers';

const PAGE_TYPE = 'trade';
const KINDS: readonly TrackerKind[] = ['wallet', 'position', 'community'];

/** The trade page's `token.selected` (the community tracker shows its links). */
function SelectToken({ chain, address }: BusEventMap['token.selected']) {
  const { bus } = usePlatform();
  useEffect(() => bus.emit('token.selected', { chain, address }), [bus, chain, address]);
  return null;
}

/** What the host's status bar and side columns do, in miniature. */
function HostDouble() {
  const { bus } = usePlatform();
  const [open, setOpen] = useState<readonly TrackerKind[]>([]);
  const [zones, setZones] = useState({ left: 0, right: 0 });
  useEffect(() => bus.on('tracker.open', (event) => setOpen(event.open)), [bus]);
  useEffect(() => bus.on('tracker.zones', (event) => event.pageType === PAGE_TYPE && setZones(event)), [bus]);
  return (
    <>
      <HarnessToken>
        {(token) => (
          <p>
            <SelectToken chain={token.chain} address={token.address} />
            {KINDS.map((kind) => (
              <button key={kind} type="button" aria-pressed={open.includes(kind)} onClick={() => bus.emit('tracker.toggle', { tracker: kind, open: !open.includes(kind) })}>
                {kind} tracker
              </button>
            ))}
          </p>
        )}
      </HarnessToken>
      <div style={{ display: 'flex', height: 640, border: '1px solid #232a36' }}>
        {zones.left > 0 && (
          <div style={{ width: 260, flex: 'none' }}>
            <TrackerZone zone="left" pageType={PAGE_TYPE} />
          </div>
        )}
        <div style={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
          <TrackerBoard />
        </div>
        {zones.right > 0 && (
          <div style={{ width: 260, flex: 'none' }}>
            <TrackerZone zone="right" pageType={PAGE_TYPE} />
          </div>
        )}
      </div>
      <Trackers pageType={PAGE_TYPE} />
    </>
  );
}

mountHarness(
  'mf-trackers',
  <>
    <ThemeStyles />
    <HostDouble />
  </>,
);
