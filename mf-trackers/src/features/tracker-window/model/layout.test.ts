import { describe, expect, it } from 'vitest';
import {
  defaultLayout,
  dockOf,
  dropWindow,
  floatWindow,
  layoutPrefKey,
  moveFloating,
  parseLayout,
  reorderInZone,
  resizeWindow,
  setOpen,
  visibleWindows,
  zoneCounts,
  zoneWindows,
} from './layout';
import type { Layout } from './layout';

const viewport = { width: 1280, height: 800 };
const trade = { pageType: 'trade', signedIn: true };

function opened(...kinds: Array<'wallet' | 'position' | 'community'>): Layout {
  return kinds.reduce((layout, kind) => setOpen(layout, kind, true), defaultLayout());
}

describe('defaultLayout', () => {
  it('starts with every window closed at the spec default places', () => {
    const layout = defaultLayout();
    expect(layout.open).toEqual([]);
    expect(layout.floating).toEqual({ wallet: { x: 50, y: 100 }, position: { x: 600, y: 100 }, community: { x: 200, y: 100 } });
    expect(layout.zones).toEqual({ left: [], right: [] });
  });
});

describe('layoutPrefKey', () => {
  it('keys the saved state by page type, home for the empty type', () => {
    expect(layoutPrefKey('trade')).toBe('trackers.trade.state');
    expect(layoutPrefKey('')).toBe('trackers.home.state');
  });
});

describe('parseLayout', () => {
  it('reads back what was saved', () => {
    const layout = dropWindow(opened('wallet', 'position'), 'wallet', { x: 0, y: 0, snapZone: 'left' }, viewport).layout;
    expect(parseLayout(JSON.parse(JSON.stringify(layout)))).toEqual(layout);
  });

  it.each([
    ['null', null],
    ['a string', 'left'],
    ['an unknown window', { ...defaultLayout(), open: ['chart'] }],
    ['a window opened twice', { ...defaultLayout(), open: ['wallet', 'wallet'] }],
    ['a closed window docked', { ...defaultLayout(), zones: { left: ['wallet'], right: [] } }],
    ['a window in both zones', { ...opened('wallet'), zones: { left: ['wallet'], right: ['wallet'] } }],
    ['a zone over its limit', { ...opened('wallet', 'position', 'community'), zones: { left: ['wallet', 'position', 'community'], right: [] } }],
    ['a non-numeric place', { ...defaultLayout(), floating: { ...defaultLayout().floating, wallet: { x: '50', y: 100 } } }],
    ['a missing place', { ...defaultLayout(), floating: { wallet: { x: 1, y: 1 } } }],
    ['a missing size', { ...defaultLayout(), sizes: { wallet: { width: 300, height: 300 } } }],
    ['a non-numeric size', { ...defaultLayout(), sizes: { ...defaultLayout().sizes, community: { width: 'wide', height: 300 } } }],
    ['an infinite place', { ...defaultLayout(), floating: { ...defaultLayout().floating, position: { x: Infinity, y: 0 } } }],
  ])('rejects %s', (_name, value) => {
    expect(parseLayout(JSON.parse(JSON.stringify(value)) as unknown)).toBeNull();
  });
});

describe('sizes', () => {
  it('start at the spec 3 §9 sizes and resize within each window\'s limits', () => {
    const layout = defaultLayout();
    expect(layout.sizes).toEqual({ wallet: { width: 320, height: 400 }, position: { width: 400, height: 400 }, community: { width: 400, height: 400 } });
    expect(resizeWindow(layout, 'position', { width: 600, height: 100 }).sizes.position).toEqual({ width: 400, height: 300 });
    expect(resizeWindow(layout, 'wallet', { width: 100, height: 700 }).sizes.wallet).toEqual({ width: 260, height: 700 });
    expect(resizeWindow(layout, 'community', { width: 480, height: 420 }).sizes.community).toEqual({ width: 480, height: 420 });
    expect(resizeWindow(layout, 'position', { width: 400, height: 400 })).toBe(layout);
  });

  it('a saved size beyond the limits reads back clamped', () => {
    const saved = { ...defaultLayout(), sizes: { ...defaultLayout().sizes, position: { width: 900, height: 10 } } };
    expect(parseLayout(saved)?.sizes.position).toEqual({ width: 400, height: 300 });
  });
});

describe('setOpen', () => {
  it('opens in order and closing undocks the window', () => {
    const docked = dropWindow(opened('wallet', 'position'), 'position', { x: 0, y: 0, snapZone: 'left' }, viewport).layout;
    expect(docked.open).toEqual(['wallet', 'position']);
    expect(dockOf(docked, 'position')).toBe('left');
    const closed = setOpen(docked, 'position', false);
    expect(closed.open).toEqual(['wallet']);
    expect(dockOf(closed, 'position')).toBeNull();
    expect(setOpen(closed, 'wallet', true)).toBe(closed);
  });
});

describe('dropWindow', () => {
  it('floats a window released away from the edges at that place', () => {
    const { layout, full } = dropWindow(opened('wallet'), 'wallet', { x: 300, y: 200, snapZone: 'none' }, viewport);
    expect(layout.floating.wallet).toEqual({ x: 300, y: 200 });
    expect(dockOf(layout, 'wallet')).toBeNull();
    expect(full).toBeNull();
  });

  it('docks at the end of a zone with room and keeps the floating place for later', () => {
    let layout = opened('wallet', 'position');
    layout = dropWindow(layout, 'wallet', { x: 0, y: 300, snapZone: 'left' }, viewport).layout;
    layout = dropWindow(layout, 'position', { x: 0, y: 10, snapZone: 'left' }, viewport).layout;
    expect(layout.zones.left).toEqual(['wallet', 'position']);
    expect(layout.floating.wallet).toEqual({ x: 50, y: 100 });
  });

  it('leaves a window floating beside a full zone and names the zone', () => {
    let layout = opened('wallet', 'position', 'community');
    layout = dropWindow(layout, 'wallet', { x: 0, y: 0, snapZone: 'right' }, viewport).layout;
    layout = dropWindow(layout, 'position', { x: 0, y: 0, snapZone: 'right' }, viewport).layout;
    const result = dropWindow(layout, 'community', { x: 960, y: 120, snapZone: 'right' }, viewport);
    expect(result.full).toBe('right');
    expect(dockOf(result.layout, 'community')).toBeNull();
    expect(result.layout.floating.community).toEqual({ x: 1280 - 400 - 11, y: 120 });
  });

  it('moves a docked window to the other zone, or out to float', () => {
    let layout = dropWindow(opened('wallet'), 'wallet', { x: 0, y: 0, snapZone: 'left' }, viewport).layout;
    layout = dropWindow(layout, 'wallet', { x: 960, y: 0, snapZone: 'right' }, viewport).layout;
    expect(layout.zones).toEqual({ left: [], right: ['wallet'] });
    layout = dropWindow(layout, 'wallet', { x: 500, y: 40, snapZone: 'none' }, viewport).layout;
    expect(layout.zones).toEqual({ left: [], right: [] });
    expect(layout.floating.wallet).toEqual({ x: 500, y: 40 });
  });

  it('changes nothing when a docked window is released in its own zone', () => {
    const layout = dropWindow(opened('wallet'), 'wallet', { x: 0, y: 0, snapZone: 'left' }, viewport).layout;
    expect(dropWindow(layout, 'wallet', { x: 0, y: 500, snapZone: 'left' }, viewport).layout).toBe(layout);
  });

  it('never docks when docking is off (narrow screens)', () => {
    const { layout, full } = dropWindow(opened('wallet'), 'wallet', { x: 0, y: 20, snapZone: 'left' }, viewport, false);
    expect(dockOf(layout, 'wallet')).toBeNull();
    expect(full).toBeNull();
    expect(layout.floating.wallet).toEqual({ x: 0, y: 20 });
  });
});

describe('floatWindow and moveFloating', () => {
  it('release a docked window to its floating place', () => {
    const docked = dropWindow(opened('wallet'), 'wallet', { x: 0, y: 0, snapZone: 'left' }, viewport).layout;
    const floated = floatWindow(docked, 'wallet');
    expect(dockOf(floated, 'wallet')).toBeNull();
    expect(floated.floating.wallet).toEqual({ x: 50, y: 100 });
    expect(floatWindow(floated, 'wallet')).toBe(floated);
    expect(dockOf(moveFloating(docked, 'wallet', { x: 5, y: 5 }), 'wallet')).toBeNull();
  });
});

describe('reorderInZone', () => {
  it('swaps a docked window with its neighbour and stops at the ends', () => {
    let layout = opened('wallet', 'position');
    layout = dropWindow(layout, 'wallet', { x: 0, y: 0, snapZone: 'left' }, viewport).layout;
    layout = dropWindow(layout, 'position', { x: 0, y: 0, snapZone: 'left' }, viewport).layout;
    const down = reorderInZone(layout, 'wallet', 1);
    expect(down.zones.left).toEqual(['position', 'wallet']);
    expect(reorderInZone(down, 'wallet', 1)).toBe(down);
    expect(reorderInZone(down, 'position', -1)).toBe(down);
    expect(reorderInZone(down, 'wallet', -1).zones.left).toEqual(['wallet', 'position']);
  });
});

describe('visibility', () => {
  const layout = dropWindow(opened('wallet', 'position', 'community'), 'position', { x: 0, y: 0, snapZone: 'left' }, viewport).layout;

  it('shows every open window on a trade page to a signed-in user', () => {
    expect(visibleWindows(layout, trade)).toEqual(['wallet', 'position', 'community']);
    expect(zoneCounts(layout, trade, false)).toEqual({ left: 1, right: 0 });
  });

  it('hides the position tracker for signed-out users and on perps pages, and the community tracker off trade pages', () => {
    expect(visibleWindows(layout, { pageType: 'trade', signedIn: false })).toEqual(['wallet', 'community']);
    expect(visibleWindows(layout, { pageType: 'perps', signedIn: true })).toEqual(['wallet']);
    expect(zoneWindows(layout, 'left', { pageType: 'perps', signedIn: true })).toEqual([]);
    expect(zoneCounts(layout, { pageType: 'trade', signedIn: false }, false)).toEqual({ left: 0, right: 0 });
  });

  it('counts no docked window on narrow screens', () => {
    expect(zoneCounts(layout, trade, true)).toEqual({ left: 0, right: 0 });
  });
});
