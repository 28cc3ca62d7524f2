import { describe, expect, it } from 'vitest';
import { SIZE_LIMITS, clampSize, clampToViewport, moveByKey, resizeByKey, settle, snapZoneAt } from './geometry';

const size = { width: 320, height: 400 };
const viewport = { width: 1280, height: 800 };

describe('settle', () => {
  it('snaps to the left zone when released within 10 px of the left edge', () => {
    expect(settle(10, 200, size, viewport)).toEqual({ x: 0, y: 200, snapZone: 'left' });
    expect(settle(-40, 200, size, viewport)).toEqual({ x: 0, y: 200, snapZone: 'left' });
  });

  it('does not snap 11 px from an edge', () => {
    expect(settle(11, 200, size, viewport)).toEqual({ x: 11, y: 200, snapZone: 'none' });
    expect(settle(1280 - 320 - 11, 200, size, viewport).snapZone).toBe('none');
  });

  it('snaps to the right zone when its right side comes within 10 px of the right edge', () => {
    expect(settle(1280 - 320 - 10, 50, size, viewport)).toEqual({ x: 960, y: 50, snapZone: 'right' });
    expect(snapZoneAt(2000, size, viewport)).toBe('right');
  });

  it('keeps the title bar on screen vertically', () => {
    expect(settle(300, -20, size, viewport).y).toBe(0);
    expect(settle(300, 5000, size, viewport).y).toBe(800 - 32);
  });
});

describe('clampToViewport', () => {
  it('pins a window wider than the screen to the left edge', () => {
    expect(clampToViewport(50, 10, { width: 400, height: 400 }, { width: 390, height: 800 })).toEqual({ x: 0, y: 10 });
  });
});

describe('moveByKey', () => {
  it('moves 10 px per arrow and 50 with Shift', () => {
    expect(moveByKey({ x: 100, y: 100 }, 'ArrowDown', false, size, viewport)).toEqual({ x: 100, y: 110, snapZone: 'none' });
    expect(moveByKey({ x: 100, y: 100 }, 'ArrowRight', true, size, viewport)).toEqual({ x: 150, y: 100, snapZone: 'none' });
  });

  it('snaps when a key step reaches the edge zone', () => {
    expect(moveByKey({ x: 20, y: 100 }, 'ArrowLeft', false, size, viewport)).toEqual({ x: 0, y: 100, snapZone: 'left' });
  });
});

describe('resizeByKey and clampSize', () => {
  it('widens and heightens by 10 px (50 with Shift) within the limits', () => {
    expect(resizeByKey({ width: 320, height: 400 }, 'ArrowRight', false, SIZE_LIMITS.wallet)).toEqual({ width: 330, height: 400 });
    expect(resizeByKey({ width: 320, height: 400 }, 'ArrowUp', true, SIZE_LIMITS.wallet)).toEqual({ width: 320, height: 350 });
    expect(resizeByKey({ width: 400, height: 300 }, 'ArrowRight', true, SIZE_LIMITS.position)).toEqual({ width: 400, height: 300 });
    expect(resizeByKey({ width: 260, height: 300 }, 'ArrowUp', false, SIZE_LIMITS.position)).toEqual({ width: 260, height: 300 });
  });

  it('keeps a window no taller than the viewport, but never under its minimum', () => {
    expect(clampSize({ width: 300, height: 900 }, SIZE_LIMITS.wallet, { width: 1280, height: 700 })).toEqual({ width: 300, height: 700 });
    expect(clampSize({ width: 300, height: 900 }, SIZE_LIMITS.wallet, { width: 390, height: 200 })).toEqual({ width: 300, height: 300 });
  });
});
