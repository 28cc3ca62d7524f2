import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { LAYOUT } from '@nova/shared-contracts';
import type { TrackerZoneSide } from '@nova/shared-contracts';
import { useT } from '../app/HostContext';
import { OverlaySlot } from '../remotes/RemoteSlot';
import { Splitter } from './Splitter';
import { readZoneWidths, zonesPref } from './splitter';
import type { ZoneWidths } from './splitter';
import { usePlatform } from '@nova/shared-ui';

/**
 * The page between its left and right tracker zones (spec 3 §2, §3). A zone shows while
 * mf_trackers reports a docked window in it for this page type (bus `tracker.zones`); its width
 * is the user's, saved per page type, changed with the splitter beside it. Below 768 px there are
 * no zones (trackers open as sheets there).
 */
export function SideZones({ pageType, children }: { pageType: string; children: ReactNode }) {
  const { bus, prefs } = usePlatform();
  const t = useT();
  const [docked, setDocked] = useState({ left: 0, right: 0 });
  const [widths, setWidths] = useState<ZoneWidths>(() => readZoneWidths(prefs.get(zonesPref(pageType), null)));
  useEffect(() => {
    setWidths(readZoneWidths(prefs.get(zonesPref(pageType), null)));
    setDocked({ left: 0, right: 0 });
    return bus.on('tracker.zones', (zones) => {
      if (zones.pageType === pageType) setDocked({ left: zones.left, right: zones.right });
    });
  }, [bus, prefs, pageType]);
  const resize = (side: TrackerZoneSide) => (width: number) => {
    setWidths((current) => {
      const next = { ...current, [side]: width };
      prefs.set(zonesPref(pageType), next);
      return next;
    });
  };
  const zone = (side: TrackerZoneSide) => (
    <aside className={`zone ${side}`} aria-label={t(side === 'left' ? 'shell.zone.left' : 'shell.zone.right')} style={{ width: widths[side] }}>
      <OverlaySlot remote="mf_trackers" expose="./TrackerZone" props={{ zone: side, pageType }} />
    </aside>
  );
  const splitter = (side: TrackerZoneSide) => (
    <Splitter side={side} width={widths[side]} onResize={resize(side)} label={t('shell.zone.resize', { side: t(side === 'left' ? 'shell.zone.sideLeft' : 'shell.zone.sideRight') })} />
  );
  return (
    <Body>
      {docked.left > 0 && (
        <>
          {zone('left')}
          {splitter('left')}
        </>
      )}
      <main>{children}</main>
      {docked.right > 0 && (
        <>
          {splitter('right')}
          {zone('right')}
        </>
      )}
    </Body>
  );
}

const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
  main { flex: 1; min-width: 0; }
  .zone {
    flex: none;
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    padding: 8px 0;
    max-height: calc(100vh - ${LAYOUT.headerHeight + LAYOUT.footerHeight}px);
    position: sticky;
    top: ${LAYOUT.headerHeight}px;
  }
  .zone.left { padding-inline-start: 8px; }
  .zone.right { padding-inline-end: 8px; }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    .zone, [role='separator'] { display: none; }
  }
`;
