/** Tracker window geometry (spec 3 §2 floating trackers, §4 trackers, §9 shell constants). */
import type { TrackerKind } from '@nova/shared-contracts';

export type SnapZone = 'left' | 'right' | 'none';

/** Where a window was released: its top-left corner and the side zone it reached, if any. */
export interface WindowState {
  x: number;
  y: number;
  snapZone: SnapZone;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A window dropped within this distance of a screen edge snaps to that side's zone. */
export const SNAP_DISTANCE_PX = 10;
export const KEY_STEP_PX = 10;
export const KEY_BIG_STEP_PX = 50;
/** Height of a window's title bar: at least this much stays on screen. */
export const TITLE_BAR_PX = 32;

/**
 * Floating sizes (spec 3 §9: 320x400 wallet, 400x400 position and community). Spec 3 §3 also
 * names 260x480 for the wallet tracker; we follow §9's table for all three (README, decisions).
 */
export const WINDOW_SIZES: Readonly<Record<TrackerKind, Size>> = {
  wallet: { width: 320, height: 400 },
  position: { width: 400, height: 400 },
  community: { width: 400, height: 400 },
};

export interface SizeLimits {
  minWidth: number;
  maxWidth: number;
  minHeight: number;
}

/**
 * How far a floating window can be resized. Position tracker: width 260..400, height at least 300
 * (spec 3 §9). The others: width 260..500 (the zone limits) and height at least 300 (our choice,
 * the spec's minimum component height).
 */
export const SIZE_LIMITS: Readonly<Record<TrackerKind, SizeLimits>> = {
  wallet: { minWidth: 260, maxWidth: 500, minHeight: 300 },
  position: { minWidth: 260, maxWidth: 400, minHeight: 300 },
  community: { minWidth: 260, maxWidth: 500, minHeight: 300 },
};

/** A size within the window's limits and no taller than the viewport below its title bar's top. */
export function clampSize(size: Size, limits: SizeLimits, viewport?: Size): Size {
  const maxHeight = viewport ? Math.max(limits.minHeight, viewport.height) : Infinity;
  return {
    width: Math.round(Math.min(limits.maxWidth, Math.max(limits.minWidth, size.width))),
    height: Math.round(Math.min(maxHeight, Math.max(limits.minHeight, size.height))),
  };
}

/** One keyboard resize step: Right/Left widen or narrow, Down/Up heighten or shorten, 10 px (50 with Shift). */
export function resizeByKey(size: Size, key: ArrowKey, big: boolean, limits: SizeLimits, viewport?: Size): Size {
  const step = big ? KEY_BIG_STEP_PX : KEY_STEP_PX;
  const dw = key === 'ArrowRight' ? step : key === 'ArrowLeft' ? -step : 0;
  const dh = key === 'ArrowDown' ? step : key === 'ArrowUp' ? -step : 0;
  return clampSize({ width: size.width + dw, height: size.height + dh }, limits, viewport);
}

/** Where each window first opens (spec 3 §3 modal geometry defaults). */
export const DEFAULT_POSITIONS: Readonly<Record<TrackerKind, Point>> = {
  wallet: { x: 50, y: 100 },
  position: { x: 600, y: 100 },
  community: { x: 200, y: 100 },
};

/** Keeps the window on screen (its title bar at least reachable). */
export function clampToViewport(x: number, y: number, size: Size, viewport: Size): Point {
  return {
    x: Math.min(Math.max(0, x), Math.max(0, viewport.width - size.width)),
    y: Math.min(Math.max(0, y), Math.max(0, viewport.height - TITLE_BAR_PX)),
  };
}

/** The side zone a window at x would snap to (within 10 px of that edge), or 'none'. */
export function snapZoneAt(x: number, size: Size, viewport: Size): SnapZone {
  if (x <= SNAP_DISTANCE_PX) return 'left';
  if (x + size.width >= viewport.width - SNAP_DISTANCE_PX) return 'right';
  return 'none';
}

/** Where a window lands when released at (x, y): clamped, and snapped to a side within 10 px of its edge. */
export function settle(x: number, y: number, size: Size, viewport: Size): WindowState {
  const clamped = clampToViewport(x, y, size, viewport);
  const snapZone = snapZoneAt(x, size, viewport);
  if (snapZone === 'left') return { x: 0, y: clamped.y, snapZone };
  if (snapZone === 'right') return { x: Math.max(0, viewport.width - size.width), y: clamped.y, snapZone };
  return { ...clamped, snapZone };
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
export const ARROW_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/** One keyboard step: arrows move 10 px (50 with Shift), then the window settles like a drop. */
export function moveByKey(from: Point, key: ArrowKey, big: boolean, size: Size, viewport: Size): WindowState {
  const step = big ? KEY_BIG_STEP_PX : KEY_STEP_PX;
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  return settle(from.x + dx, from.y + dy, size, viewport);
}
