import { atom, createStore } from 'jotai';
import type { WritableAtom } from 'jotai';
import type { PlatformServices, TrackerKind, TrackerZoneSide } from '@nova/shared-contracts';
import { defaultLayout, layoutPrefKey, parseLayout } from './layout';
import type { Layout } from './layout';

type Store = ReturnType<typeof createStore>;

/**
 * The remote's jotai store, one per PlatformServices. './Trackers' and './TrackerZone' are mounted
 * as separate React trees by the host; both modules come from this container's one module
 * instance, so they meet here and see the same windows.
 */
const stores = new WeakMap<PlatformServices, Store>();

const platformAtom = atom<PlatformServices | null>(null);

export function trackersStoreFor(platform: PlatformServices): Store {
  let store = stores.get(platform);
  if (!store) {
    store = createStore();
    store.set(platformAtom, platform);
    stores.set(platform, store);
  }
  return store;
}

/** Layouts changed in this session, by page type (the rest are read from prefs on first use). */
const changedLayoutsAtom = atom<Readonly<Record<string, Layout>>>({});

export type LayoutUpdate = (layout: Layout) => Layout;
/** A change made here (saved to prefs), or a value another writer saved (another tab): shown, not saved again. */
type LayoutAction = LayoutUpdate | { saved: unknown };
type LayoutAtom = WritableAtom<Layout, [LayoutAction], void>;
const layoutAtoms = new Map<string, LayoutAtom>();

/**
 * The windows of one page type: read from `platform.prefs` (a malformed saved value reads as the
 * default), and saved there on every change. `{saved}` shows a value another writer saved under the
 * same key (another tab; useTrackerLayout listens) without saving it again.
 */
export function layoutAtom(pageType: string): LayoutAtom {
  let found = layoutAtoms.get(pageType);
  if (!found) {
    const key = layoutPrefKey(pageType);
    const created: LayoutAtom = atom(
      (get) => get(changedLayoutsAtom)[pageType] ?? parseLayout(get(platformAtom)?.prefs.get<unknown>(key, null)) ?? defaultLayout(),
      (get, set, action: LayoutAction) => {
        const current = get(created);
        if (typeof action !== 'function') {
          if (action.saved === current) return; // our own save coming back
          set(changedLayoutsAtom, { ...get(changedLayoutsAtom), [pageType]: parseLayout(action.saved) ?? defaultLayout() });
          return;
        }
        const next = action(current);
        if (next === current) return;
        set(changedLayoutsAtom, { ...get(changedLayoutsAtom), [pageType]: next });
        get(platformAtom)?.prefs.set(key, next);
      },
    );
    layoutAtoms.set(pageType, created);
    found = created;
  }
  return found;
}

/** The message after a drop a zone refused (shown on that window until its next move). */
export const zoneFullNoticeAtom = atom<{ pageType: string; kind: TrackerKind; zone: TrackerZoneSide } | null>(null);
