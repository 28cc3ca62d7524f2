import { useAtomValue } from 'jotai';
import type { TrackerKind } from '@nova/shared-contracts';
import { BuildMark } from '@nova/shared-ui';
import { CommunityLinks } from '../features/community/components/CommunityLinks';
import { PositionTracker } from '../features/position-tracker/components/PositionTracker';
import { TrackerWindow } from '../features/tracker-window/components/TrackerWindow';
import type { WindowMode } from '../features/tracker-window/components/TrackerWindow';
import type { TrackerLayout } from '../features/tracker-window/components/useTrackerLayout';
import { SIZE_LIMITS } from '../features/tracker-window/model/geometry';
import type { Size } from '../features/tracker-window/model/geometry';
import { MAX_PER_ZONE, dockOf } from '../features/tracker-window/model/layout';
import { zoneFullNoticeAtom } from '../features/tracker-window/model/store';
import { WalletTracker } from './WalletTracker';
import { useTrackersMessages } from '../i18n/messages';

export const WINDOW_TITLES = { wallet: 'trackers.wallet.title', position: 'trackers.position.title', community: 'trackers.community.title' } as const satisfies Record<TrackerKind, string>;

export interface TrackerWindowViewProps {
  kind: TrackerKind;
  mode: WindowMode;
  trackers: TrackerLayout;
  /** The windows shown docked in this window's zone, top to bottom (docked mode). */
  zoneOrder?: readonly TrackerKind[];
  /** Stacking order of a floating window, and how it asks to come to the front. */
  layer?: number;
  onActivate?: () => void;
}

/** One tracker window with its content, wired to the page type's layout. */
export function TrackerWindowView({ kind, mode, trackers, zoneOrder = [], layer, onActivate }: TrackerWindowViewProps) {
  const { t } = useTrackersMessages();
  const notice = useAtomValue(zoneFullNoticeAtom);
  const { layout, context } = trackers;
  const title = t(WINDOW_TITLES[kind]);
  const index = zoneOrder.indexOf(kind);
  const current = dockOf(layout, kind);
  const edgeHint = (zone: 'left' | 'right') => {
    const blocked = zone !== current && layout.zones[zone].length >= MAX_PER_ZONE;
    const text =
      zone === current ? t(zone === 'left' ? 'trackers.zone.left' : 'trackers.zone.right')
      : blocked ? t(zone === 'left' ? 'trackers.edge.full.left' : 'trackers.edge.full.right')
      : t(zone === 'left' ? 'trackers.edge.dock.left' : 'trackers.edge.dock.right');
    return { text, blocked };
  };
  const shownNotice = notice && notice.pageType === context.pageType && notice.kind === kind ? t(notice.zone === 'left' ? 'trackers.notice.full.left' : 'trackers.notice.full.right') : null;

  return (
    <TrackerWindow
      title={title}
      mode={mode}
      position={layout.floating[kind]}
      size={layout.sizes[kind]}
      notice={shownNotice}
      {...(layer !== undefined ? { layer } : {})}
      {...(onActivate ? { onActivate } : {})}
      onClose={() => trackers.setOpen(kind, false)}
      {...(mode === 'sheet' ? {} : { edgeHint, onDrop: (settled) => trackers.drop(kind, settled) })}
      {...(mode === 'floating' ? { resize: { limits: SIZE_LIMITS[kind], onResize: (next: Size) => trackers.resize(kind, next) } } : {})}
      {...(mode === 'docked'
        ? { dock: { canMoveUp: index > 0, canMoveDown: index >= 0 && index < zoneOrder.length - 1, onMove: (step) => trackers.reorder(kind, step), onFloat: () => trackers.float(kind) } }
        : {})}
    >
      {kind === 'wallet' && (
        <>
          <BuildMark mark={__NOVA_BUILD_MARK__} />
          <WalletTracker variant="window" />
        </>
      )}
      {kind === 'position' && <PositionTracker />}
      {kind === 'community' && <CommunityLinks />}
    </TrackerWindow>
  );
}
