/**
 * The tracker windows of one page type (spec 3 §4 "Trackers": drag, snap to the left or right zone
 * within 10 px of the edge, at most 2 per zone, reorder within a zone, release to float; states
 * saved per page type). Pure functions: the store and the components are thin adapters.
 */
import type { TrackerKind, TrackerZoneSide } from '@nova/shared-contracts';
import { DEFAULT_POSITIONS, SIZE_LIMITS, SNAP_DISTANCE_PX, WINDOW_SIZES, clampSize, clampToViewport } from './geometry';
import type { Point, Size, WindowState } from './geometry';

export const TRACKER_KINDS: readonly TrackerKind[] = ['wallet', 'position', 'community'];
export const ZONE_SIDES: readonly TrackerZoneSide[] = ['left', 'right'];
/** Spec 3 §9: at most 2 windows per zone. */
export const MAX_PER_ZONE = 2;

/**
 * What is saved per page type. `open` lists open windows in opening order; `floating` is each
 * window's floating place (kept while docked, so "Float" puts it back there) and `sizes` its
 * floating size; `zones` lists the
 * docked windows of each side, top to bottom. Only open windows are docked: closing undocks.
 */
export interface Layout {
  open: TrackerKind[];
  floating: Record<TrackerKind, Point>;
  /** Floating sizes (a docked window takes its zone's width). */
  sizes: Record<TrackerKind, Size>;
  zones: Record<TrackerZoneSide, TrackerKind[]>;
}

/** Where a page type's layout is saved in platform.prefs. */
export const layoutPrefKey = (pageType: string): string => `trackers.${pageType === '' ? 'home' : pageType}.state`;

/** First visit: every window closed at its spec default place (the status bar opens them). */
export function defaultLayout(): Layout {
  return {
    open: [],
    floating: { wallet: { ...DEFAULT_POSITIONS.wallet }, position: { ...DEFAULT_POSITIONS.position }, community: { ...DEFAULT_POSITIONS.community } },
    sizes: { wallet: { ...WINDOW_SIZES.wallet }, position: { ...WINDOW_SIZES.position }, community: { ...WINDOW_SIZES.community } },
    zones: { left: [], right: [] },
  };
}

const isKind = (value: unknown): value is TrackerKind => typeof value === 'string' && (TRACKER_KINDS as readonly string[]).includes(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function kindList(value: unknown, max: number): TrackerKind[] | null {
  if (!Array.isArray(value) || value.length > max || !value.every(isKind)) return null;
  return new Set(value).size === value.length ? [...value] : null;
}

/**
 * A saved layout read back from prefs, or null when it is not one (the caller then uses the
 * default): every field must be present and well-formed, no window docked twice or docked while
 * closed, and no zone over its limit.
 */
export function parseLayout(value: unknown): Layout | null {
  if (!isRecord(value) || !isRecord(value.floating) || !isRecord(value.sizes) || !isRecord(value.zones)) return null;
  const open = kindList(value.open, TRACKER_KINDS.length);
  const left = kindList(value.zones.left, MAX_PER_ZONE);
  const right = kindList(value.zones.right, MAX_PER_ZONE);
  if (!open || !left || !right) return null;
  const docked = [...left, ...right];
  if (new Set(docked).size !== docked.length || docked.some((kind) => !open.includes(kind))) return null;
  const floating = {} as Record<TrackerKind, Point>;
  const sizes = {} as Record<TrackerKind, Size>;
  for (const kind of TRACKER_KINDS) {
    const point = value.floating[kind];
    const size = value.sizes[kind];
    if (!isRecord(point) || !isFiniteNumber(point.x) || !isFiniteNumber(point.y)) return null;
    if (!isRecord(size) || !isFiniteNumber(size.width) || !isFiniteNumber(size.height)) return null;
    floating[kind] = { x: point.x, y: point.y };
    sizes[kind] = clampSize({ width: size.width, height: size.height }, SIZE_LIMITS[kind]);
  }
  return { open, floating, sizes, zones: { left, right } };
}

/** The zone a window is docked in, or null when it floats. */
export function dockOf(layout: Layout, kind: TrackerKind): TrackerZoneSide | null {
  return ZONE_SIDES.find((side) => layout.zones[side].includes(kind)) ?? null;
}

const withoutDock = (layout: Layout, kind: TrackerKind): Layout['zones'] => ({
  left: layout.zones.left.filter((k) => k !== kind),
  right: layout.zones.right.filter((k) => k !== kind),
});

/** Opens or closes a window; a closed window is undocked (it reopens floating at its last place). */
export function setOpen(layout: Layout, kind: TrackerKind, open: boolean): Layout {
  if (layout.open.includes(kind) === open) return layout;
  if (open) return { ...layout, open: [...layout.open, kind] };
  return { ...layout, open: layout.open.filter((k) => k !== kind), zones: withoutDock(layout, kind) };
}

/** Resizes a window's floating size within its limits. */
export function resizeWindow(layout: Layout, kind: TrackerKind, size: Size): Layout {
  const next = clampSize(size, SIZE_LIMITS[kind]);
  const current = layout.sizes[kind];
  if (next.width === current.width && next.height === current.height) return layout;
  return { ...layout, sizes: { ...layout.sizes, [kind]: next } };
}

/** Moves a floating window (a drag step or an arrow key) without docking it. */
export function moveFloating(layout: Layout, kind: TrackerKind, to: Point): Layout {
  return { ...layout, floating: { ...layout.floating, [kind]: { x: to.x, y: to.y } }, zones: withoutDock(layout, kind) };
}

export interface DropResult {
  layout: Layout;
  /** The zone the window reached but could not join (it already holds 2 windows). */
  full: TrackerZoneSide | null;
}

/**
 * A window released at `settled` (see geometry.settle). At a side edge it docks into that zone
 * when the zone has room (the end of its list); a full zone leaves it floating, clamped on screen,
 * and says so. Released away from the edges, it floats there. Released back in its own zone, nothing changes.
 * `dockable` false (narrow screens) never docks.
 */
export function dropWindow(layout: Layout, kind: TrackerKind, settled: WindowState, viewport: Size, dockable = true): DropResult {
  const size = layout.sizes[kind];
  const current = dockOf(layout, kind);
  const zone = dockable && settled.snapZone !== 'none' ? settled.snapZone : null;
  if (zone !== null && zone === current) return { layout, full: null };
  if (zone !== null && layout.zones[zone].length < MAX_PER_ZONE) {
    const zones = withoutDock(layout, kind);
    return { layout: { ...layout, zones: { ...zones, [zone]: [...zones[zone], kind] } }, full: null };
  }
  // Refused by a full zone: it stays just outside the snap distance of that edge.
  const away = zone === 'left' ? SNAP_DISTANCE_PX + 1 : viewport.width - size.width - SNAP_DISTANCE_PX - 1;
  const place = zone === null ? settled : clampToViewport(away, settled.y, size, viewport);
  return { layout: moveFloating(layout, kind, place), full: zone };
}

/** Releases a docked window to float at its saved floating place. */
export function floatWindow(layout: Layout, kind: TrackerKind): Layout {
  return dockOf(layout, kind) === null ? layout : { ...layout, zones: withoutDock(layout, kind) };
}

/** Moves a docked window one place up (-1) or down (+1) within its zone; at an end nothing changes. */
export function reorderInZone(layout: Layout, kind: TrackerKind, step: -1 | 1): Layout {
  const zone = dockOf(layout, kind);
  if (zone === null) return layout;
  const list = layout.zones[zone];
  const from = list.indexOf(kind);
  const to = from + step;
  if (to < 0 || to >= list.length) return layout;
  const next = [...list];
  next[from] = list[to] as TrackerKind;
  next[to] = kind;
  return { ...layout, zones: { ...layout.zones, [zone]: next } };
}

/** Where the windows are shown: who is signed in, which page, and whether the screen is narrow. */
export interface TrackerContext {
  pageType: string;
  signedIn: boolean;
}

/**
 * Whether a window can show in this context (spec 3 §2): the position tracker is hidden on perps
 * pages and for signed-out users; the community tracker belongs to trade pages (its token).
 */
export function isAvailable(kind: TrackerKind, context: TrackerContext): boolean {
  if (kind === 'position') return context.signedIn && context.pageType !== 'perps';
  if (kind === 'community') return context.pageType === 'trade';
  return true;
}

/** The open windows that show in this context, in opening order (what bus `tracker.open` reports). */
export function visibleWindows(layout: Layout, context: TrackerContext): TrackerKind[] {
  return layout.open.filter((kind) => isAvailable(kind, context));
}

/** The windows shown docked in a zone, top to bottom. */
export function zoneWindows(layout: Layout, zone: TrackerZoneSide, context: TrackerContext): TrackerKind[] {
  return layout.zones[zone].filter((kind) => isAvailable(kind, context));
}

/** How many windows each zone shows (bus `tracker.zones`); nothing docks on narrow screens. */
export function zoneCounts(layout: Layout, context: TrackerContext, narrow: boolean): Record<TrackerZoneSide, number> {
  if (narrow) return { left: 0, right: 0 };
  return { left: zoneWindows(layout, 'left', context).length, right: zoneWindows(layout, 'right', context).length };
}
