/** Tracker window geometry (spec 3 §2 floating trackers, §3 tracker window state, §9 defaults). */
export type SnapZone = 'left' | 'right' | 'none';

export interface WindowState {
  x: number;
  y: number;
  snapZone: SnapZone;
}

export interface Size {
  width: number;
  height: number;
}

/** A window dropped within this distance of a screen edge snaps to that side's zone. */
export const SNAP_DISTANCE_PX = 10;
export const KEY_STEP_PX = 10;
export const KEY_BIG_STEP_PX = 50;

/** The wallet tracker opens 260x480 at (50, 100) (spec 3 §3 modal geometry defaults). */
export const WALLET_TRACKER_SIZE: Size = { width: 260, height: 480 };
export const WALLET_TRACKER_DEFAULT: WindowState = { x: 50, y: 100, snapZone: 'none' };

/** Keeps the window on screen (its title bar at least reachable). */
export function clampToViewport(x: number, y: number, size: Size, viewport: Size): { x: number; y: number } {
  return {
    x: Math.min(Math.max(0, x), Math.max(0, viewport.width - size.width)),
    y: Math.min(Math.max(0, y), Math.max(0, viewport.height - 32)),
  };
}

/** Where a window lands when released at (x, y): clamped, and snapped to a side within 10 px of its edge. */
export function settle(x: number, y: number, size: Size, viewport: Size): WindowState {
  const clamped = clampToViewport(x, y, size, viewport);
  if (x <= SNAP_DISTANCE_PX) return { x: 0, y: clamped.y, snapZone: 'left' };
  if (x + size.width >= viewport.width - SNAP_DISTANCE_PX) return { x: Math.max(0, viewport.width - size.width), y: clamped.y, snapZone: 'right' };
  return { ...clamped, snapZone: 'none' };
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/** One keyboard step: arrows move 10 px (50 with Shift), then the window settles like a drop. */
export function moveByKey(state: WindowState, key: ArrowKey, big: boolean, size: Size, viewport: Size): WindowState {
  const step = big ? KEY_BIG_STEP_PX : KEY_STEP_PX;
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  return settle(state.x + dx, state.y + dy, size, viewport);
}

/** A saved state read back from prefs, or null when it is not one (a bad value never breaks the window). */
export function parseWindowState(value: unknown): WindowState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { x, y, snapZone } = value as Record<string, unknown>;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  if (snapZone !== 'left' && snapZone !== 'right' && snapZone !== 'none') return null;
  return { x, y, snapZone };
}
