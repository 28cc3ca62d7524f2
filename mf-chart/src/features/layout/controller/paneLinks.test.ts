import { describe, expect, it, vi } from 'vitest';
import type { LogicalRange } from 'lightweight-charts';
import type { PaneHandle } from '../../pane';
import { DEFAULT_SYNC } from '../model/sync';
import type { SyncSettings } from '../model/sync';
import { createPaneLinks } from './paneLinks';

/** A pane's handle whose chart records what the sync asked of it. */
function pane(position = 0, bars = true, visible = { from: 100, to: 200 }, size = { width: 400 }) {
  const scale = { width: () => size.width, getVisibleRange: () => visible, getVisibleLogicalRange: () => (bars ? { from: 0, to: 10 } : null), scrollPosition: () => position, setVisibleRange: vi.fn(), scrollToPosition: vi.fn() };
  const chart = { setCrosshairPosition: vi.fn(), clearCrosshairPosition: vi.fn(), timeScale: () => scale };
  const series = {};
  const handle = { chart, series: () => series, timeAt: () => null } as unknown as PaneHandle;
  return { handle, chart, scale, series };
}

/** The source chart's logical range (the sync reads its scale, not this). */
const VIEW = { from: 0, to: 10 } as unknown as LogicalRange;

function setup(sync: Partial<SyncSettings>) {
  const state = { sync: { ...DEFAULT_SYNC, ...sync }, count: 3 };
  const links = createPaneLinks(() => state);
  const panes = [pane(5), pane(0, true, { from: 150, to: 250 }), pane(0, true, { from: 150, to: 250 })];
  panes.forEach((p, i) => links.register(i, p.handle));
  return { links, panes, state };
}

describe('pane links (spec 3 §4 sync)', () => {
  it('mirror a crosshair move on the other charts, and clear it there when it leaves', () => {
    const { links, panes } = setup({});
    links.crosshair(0, 60 as never, 1.5);
    expect(panes[0]!.chart.setCrosshairPosition).not.toHaveBeenCalled();
    expect(panes[1]!.chart.setCrosshairPosition).toHaveBeenCalledWith(1.5, 60, panes[1]!.series);
    expect(panes[2]!.chart.setCrosshairPosition).toHaveBeenCalledWith(1.5, 60, panes[2]!.series);
    links.crosshair(0, null, null);
    expect(panes[1]!.chart.clearCrosshairPosition).toHaveBeenCalled();
  });

  it('follow the settings at the moment of the event: crosshair sync off mirrors nothing', () => {
    const { links, panes, state } = setup({});
    state.sync = { ...state.sync, crosshair: false };
    links.crosshair(0, 60 as never, 1.5);
    expect(panes[1]!.chart.setCrosshairPosition).not.toHaveBeenCalled();
  });

  it('scroll the others to the same position with time sync, or show the same dates with date range sync', () => {
    const time = setup({ time: true });
    time.links.range(0, VIEW);
    expect(time.panes[1]!.scale.scrollToPosition).toHaveBeenCalledWith(5, false);
    expect(time.panes[1]!.scale.setVisibleRange).not.toHaveBeenCalled();
    const dates = setup({ dateRange: true });
    dates.links.range(0, VIEW);
    expect(dates.panes[2]!.scale.setVisibleRange).toHaveBeenCalledWith({ from: 100, to: 200 });
  });

  it('do not sync a move the sync itself caused', () => {
    const { links, panes } = setup({ time: true });
    panes[1]!.scale.scrollToPosition.mockImplementation(() => links.range(1, VIEW));
    links.range(0, VIEW);
    expect(panes[0]!.scale.scrollToPosition).not.toHaveBeenCalled();
    expect(panes[2]!.scale.scrollToPosition).toHaveBeenCalledTimes(1);
  });

  it('leave a chart already showing the same dates or position alone (every move repaints it)', () => {
    const dates = setup({ dateRange: true });
    const same = pane(5);
    dates.links.register(1, same.handle);
    dates.links.range(0, VIEW);
    expect(same.scale.setVisibleRange).not.toHaveBeenCalled();
    expect(dates.panes[2]!.scale.setVisibleRange).toHaveBeenCalledWith({ from: 100, to: 200 });
    const time = setup({ time: true });
    time.links.register(1, same.handle);
    time.links.range(0, VIEW);
    expect(same.scale.scrollToPosition).not.toHaveBeenCalled();
  });

  it('give a chart whose first page came in the view of a synced chart with bars, without moving the others', () => {
    const state = { sync: { ...DEFAULT_SYNC, dateRange: true }, count: 3 };
    const links = createPaneLinks(() => state);
    const panes = [pane(0, false), pane(5), pane(0, true, { from: 150, to: 250 })];
    panes.forEach((p, i) => links.register(i, p.handle));
    expect(links.follow(2)).toBe(true);
    expect(panes[2]!.scale.setVisibleRange).toHaveBeenCalledWith({ from: 100, to: 200 });
    expect(panes[1]!.scale.setVisibleRange).not.toHaveBeenCalled();
    expect(panes[0]!.scale.setVisibleRange).not.toHaveBeenCalled();
    // Without time or date range sync, or with no other chart holding bars, it keeps its own view.
    state.sync = { ...DEFAULT_SYNC };
    expect(links.follow(2)).toBe(false);
    state.sync = { ...DEFAULT_SYNC, time: true };
    links.register(1, null);
    expect(links.follow(2)).toBe(false);
  });

  it('forget a pane once it unregisters', () => {
    const { links, panes } = setup({});
    expect(links.handle(1)).toBe(panes[1]!.handle);
    links.register(1, null);
    expect(links.handle(1)).toBeUndefined();
    links.crosshair(0, 60 as never, 1.5);
    expect(panes[1]!.chart.setCrosshairPosition).not.toHaveBeenCalled();
  });

  it('leave a chart without bars yet alone (lightweight-charts throws "Value is null" there), and take it up once it has them', () => {
    const state = { sync: { ...DEFAULT_SYNC, dateRange: true, crosshair: true }, count: 3 };
    const links = createPaneLinks(() => state);
    const loading = pane(0, false);
    const panes = [pane(5), loading, pane(0, true, { from: 150, to: 250 })];
    panes.forEach((p, i) => links.register(i, p.handle));
    loading.scale.setVisibleRange.mockImplementation(() => {
      throw new Error('Value is null');
    });
    expect(() => links.range(0, VIEW)).not.toThrow();
    expect(() => links.crosshair(0, 60 as never, 1.5)).not.toThrow();
    expect(loading.scale.setVisibleRange).not.toHaveBeenCalled();
    expect(loading.chart.setCrosshairPosition).not.toHaveBeenCalled();
    expect(panes[2]!.scale.setVisibleRange).toHaveBeenCalledWith({ from: 100, to: 200 });
    // Nor does a chart without bars move the others.
    links.range(1, VIEW);
    expect(panes[0]!.scale.setVisibleRange).not.toHaveBeenCalled();
  });

  it('give a chart resized by a layout change the shared view (the last scroll or zoom) instead of moving the others to its own', () => {
    const state = { sync: { ...DEFAULT_SYNC, dateRange: true }, count: 3 };
    const links = createPaneLinks(() => state);
    const size = { width: 800 };
    const resized = pane(0, true, { from: 100, to: 200 }, size);
    const panes = [pane(5, true, { from: 100, to: 200 }), resized, pane(0, true, { from: 100, to: 200 })];
    panes.forEach((p, i) => links.register(i, p.handle));
    // A zoom in chart 0 is the shared view; chart 1 changes at its width first (a scroll of its own would lead).
    links.range(0, VIEW);
    links.range(1, VIEW);
    // Chart 1 is narrowed by the layout: the library keeps its bar spacing, so it shows later dates.
    size.width = 400;
    const narrowed = { from: 150, to: 200 };
    resized.scale.getVisibleRange = () => narrowed;
    links.range(1, VIEW);
    expect(resized.scale.setVisibleRange).toHaveBeenCalledWith({ from: 100, to: 200 });
    expect(panes[0]!.scale.setVisibleRange).not.toHaveBeenCalled();
    expect(panes[2]!.scale.setVisibleRange).not.toHaveBeenCalled();
    // At its new width, a move of its own leads again.
    links.range(1, VIEW);
    expect(panes[0]!.scale.setVisibleRange).toHaveBeenCalledWith(narrowed);
  });

  it('give a chart whose first page came in the shared view, not the view of the first other chart', () => {
    const state = { sync: { ...DEFAULT_SYNC, dateRange: true }, count: 3 };
    const links = createPaneLinks(() => state);
    const panes = [pane(0, true, { from: 150, to: 250 }), pane(5, true, { from: 100, to: 200 }), pane(0, true, { from: 300, to: 400 })];
    panes.forEach((p, i) => links.register(i, p.handle));
    links.range(1, VIEW);
    expect(links.follow(2)).toBe(true);
    expect(panes[2]!.scale.setVisibleRange).toHaveBeenLastCalledWith({ from: 100, to: 200 });
  });

  it('take the report of a view the sync gave a chart (lightweight-charts applies it at the next paint) as its echo, which moves no one', () => {
    const state = { sync: { ...DEFAULT_SYNC, dateRange: true }, count: 3 };
    const links = createPaneLinks(() => state);
    const panes = [pane(0, true, { from: 100, to: 200 }), pane(0, true, { from: 300, to: 400 }), pane(0, true, { from: 300, to: 400 })];
    panes.forEach((p, i) => links.register(i, p.handle));
    links.range(0, VIEW);
    expect(panes[1]!.scale.setVisibleRange).toHaveBeenCalledWith({ from: 100, to: 200 });
    // Chart 0 is scrolled on before chart 1 paints; chart 1 then reports the last view it was given.
    panes[0]!.scale.getVisibleRange = () => ({ from: 120, to: 220 });
    links.range(0, VIEW);
    panes[1]!.scale.getVisibleRange = () => ({ from: 120, to: 220 });
    links.range(1, VIEW);
    expect(panes[0]!.scale.setVisibleRange).not.toHaveBeenCalled();
    expect(panes[2]!.scale.setVisibleRange).toHaveBeenLastCalledWith({ from: 120, to: 220 });
    // A move of its own afterwards leads.
    panes[1]!.scale.getVisibleRange = () => ({ from: 50, to: 150 });
    links.range(1, VIEW);
    expect(panes[0]!.scale.setVisibleRange).toHaveBeenCalledWith({ from: 50, to: 150 });
  });

  it('give a chart a view again when it still shows that view but was given another it has not painted yet', () => {
    const state = { sync: { ...DEFAULT_SYNC, dateRange: true }, count: 3 };
    const links = createPaneLinks(() => state);
    const panes = [pane(0, true, { from: 100, to: 200 }), pane(0, true, { from: 300, to: 400 }), pane(0, true, { from: 300, to: 400 })];
    panes.forEach((p, i) => links.register(i, p.handle));
    links.range(0, VIEW);
    links.range(1, VIEW);
    links.range(2, VIEW);
    panes[0]!.scale.getVisibleRange = () => ({ from: 120, to: 220 });
    links.range(0, VIEW);
    // Chart 1 still shows 100-200 (120-220 comes at its next paint) when chart 2 is moved to 100-200 by the user.
    panes[1]!.scale.getVisibleRange = () => ({ from: 100, to: 200 });
    panes[2]!.scale.getVisibleRange = () => ({ from: 100, to: 200 });
    links.range(2, VIEW);
    expect(panes[1]!.scale.setVisibleRange).toHaveBeenLastCalledWith({ from: 100, to: 200 });
  });
});
