import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { TrackerKind, TrackerZoneSide } from '@nova/shared-contracts';
import { usePlatform, useSession } from '@nova/shared-ui';
import type { Size, WindowState } from '../model/geometry';
import { dropWindow, floatWindow, layoutPrefKey, reorderInZone, resizeWindow, setOpen } from '../model/layout';
import type { Layout, TrackerContext } from '../model/layout';
import { layoutAtom, zoneFullNoticeAtom } from '../model/store';
import { useNarrowScreen } from './useNarrowScreen';

export interface TrackerLayout {
  layout: Layout;
  context: TrackerContext;
  narrow: boolean;
  setOpen: (kind: TrackerKind, open: boolean) => void;
  drop: (kind: TrackerKind, settled: WindowState) => void;
  float: (kind: TrackerKind) => void;
  reorder: (kind: TrackerKind, step: -1 | 1) => void;
  resize: (kind: TrackerKind, size: Size) => void;
}

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** The windows of a page type in the remote's store, with the actions every window needs. */
export function useTrackerLayout(pageType: string): TrackerLayout {
  const { user } = useSession();
  const narrow = useNarrowScreen();
  const [layout, update] = useAtom(layoutAtom(pageType));
  const setNotice = useSetAtom(zoneFullNoticeAtom);
  const { prefs } = usePlatform();
  useEffect(() => prefs.subscribe<unknown>(layoutPrefKey(pageType), (saved) => update({ saved })), [prefs, pageType, update]);
  const clearNotice = useCallback(
    (kind: TrackerKind) => setNotice((notice) => (notice?.pageType === pageType && notice.kind === kind ? null : notice)),
    [pageType, setNotice],
  );
  return {
    layout,
    context: { pageType, signedIn: user !== null },
    narrow,
    setOpen: (kind, open) => {
      clearNotice(kind);
      update((current) => setOpen(current, kind, open));
    },
    drop: (kind, settled) => {
      let full: TrackerZoneSide | null = null;
      update((current) => {
        const result = dropWindow(current, kind, settled, viewport(), !narrow);
        full = result.full;
        return result.layout;
      });
      if (full) setNotice({ pageType, kind, zone: full });
      else clearNotice(kind);
    },
    float: (kind) => {
      clearNotice(kind);
      update((current) => floatWindow(current, kind));
    },
    reorder: (kind, step) => update((current) => reorderInZone(current, kind, step)),
    resize: (kind, size) => update((current) => resizeWindow(current, kind, size)),
  };
}
