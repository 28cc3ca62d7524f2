import type { PaneHandle, PaneSync } from '../../pane';
import type { IRange, Time } from 'lightweight-charts';
import { isEcho, sameView, syncTargets, viewChangeRole } from '../model/sync';
import type { SyncSettings, SyncedView } from '../model/sync';

/** The view the synced charts share. */
interface SharedView extends SyncedView {
  range: IRange<Time> | null;
}

/** The panes of a layout as the chart area reaches them: sync between them, and the selected one's chart. */
export interface PaneLinks extends PaneSync {
  /** A registered pane's handle (screenshots, the time anchor's "from the view"). */
  handle(index: number): PaneHandle | undefined;
}

/**
 * Links the panes of a layout (spec 3 §4 sync), free of React: each pane registers its handle; a
 * crosshair move is mirrored on the others with crosshair sync on, a scroll (time) or a zoom (date
 * range) is applied to them with those syncs on and becomes the shared view, and a chart whose
 * first page comes in (`follow`) or that a layout change resized takes the shared view instead of
 * moving them all to its own. `current` reads the sync settings
 * and the chart count at the moment of the event; a move caused by the sync itself is not synced again.
 */
export function createPaneLinks(current: () => { sync: SyncSettings; count: number }): PaneLinks {
  const handles = new Map<number, PaneHandle>();
  /**
   * A pane whose chart has no bars yet (loading a symbol, a layout just grown) cannot take a range
   * or a crosshair: lightweight-charts throws "Value is null" from setVisibleRange there, which
   * stopped the chart area. It takes the next move once its bars are in.
   */
  const hasBars = (handle: PaneHandle) => handle.chart.timeScale().getVisibleLogicalRange() !== null;
  /** A chart's view as the sync hands it on: its dates (date range sync) and its scroll position (time sync). */
  const viewOf = (handle: PaneHandle): SharedView => {
    const scale = handle.chart.timeScale();
    return { range: scale.getVisibleRange(), position: scale.scrollPosition() };
  };
  /**
   * Shows a view on the target: its dates (date range sync) or its scroll position (time sync). A
   * target already there (or about to be) is left alone: every move repaints the whole chart, and a layout of 8
   * loading at once would otherwise repaint each chart for every other one's first page.
   */
  const show = (on: SyncSettings, view: SharedView, index: number, target: PaneHandle) => {
    const { range } = view;
    // What the target will show: the view last given it until it paints, else its own.
    if ((on.dateRange && !range) || sameView(given.get(index) ?? viewOf(target), view, on.dateRange)) return;
    // Applied at the chart's next paint, which reports it: that report is the echo (`isEcho`).
    given.set(index, view);
    const scale = target.chart.timeScale();
    if (on.dateRange && range) scale.setVisibleRange(range);
    else scale.scrollToPosition(view.position, false);
  };
  /** The view the sync last gave each chart, until the chart reports it. */
  const given = new Map<number, SharedView>();
  /**
   * The view the synced charts share: the last scroll or zoom's (or the first chart's to show
   * bars). A chart resized by a layout change, or whose first page comes in, takes it.
   */
  let shared: SharedView | null = null;
  /** Each chart's width at its last view change: a new width is a resize (`viewChangeRole`). */
  const widths = new Map<number, number>();
  let syncing = false;
  const guarded = (run: () => void) => {
    if (syncing) return;
    syncing = true;
    try {
      run();
    } finally {
      syncing = false;
    }
  };
  return {
    handle: (index) => handles.get(index),
    register(index, handle) {
      if (handle) handles.set(index, handle);
      else handles.delete(index);
      widths.delete(index);
      given.delete(index);
    },
    crosshair(index, time, price) {
      guarded(() => {
        const { sync, count } = current();
        for (const target of syncTargets(sync, 'crosshair', index, count)) {
          const handle = handles.get(target);
          const series = handle?.series();
          if (!handle || !series || !hasBars(handle)) continue;
          if (time === null || price === null) handle.chart.clearCrosshairPosition();
          else handle.chart.setCrosshairPosition(price, time, series);
        }
      });
    },
    range(index) {
      const { sync: on, count } = current();
      const source = handles.get(index);
      if (!on.time && !on.dateRange) shared = null;
      if (!source || (!on.time && !on.dateRange) || !hasBars(source)) return;
      const width = source.chart.timeScale().width();
      const role = viewChangeRole(widths.get(index), width);
      widths.set(index, width);
      const next = viewOf(source);
      const echo = isEcho(given.get(index), next, on.dateRange);
      given.delete(index);
      if (echo) return;
      guarded(() => {
        // Resized (a layout change): the chart takes the shared view rather than handing its own to all.
        const view = shared;
        if (role === 'follow' && view) {
          show(on, view, index, source);
          return;
        }
        shared = next;
        for (const target of syncTargets(on, on.dateRange ? 'dateRange' : 'time', index, count)) {
          const handle = handles.get(target);
          if (handle && hasBars(handle)) show(on, next, target, handle);
        }
      });
    },
    follow(index) {
      const { sync: on, count } = current();
      const target = handles.get(index);
      if (!target || (!on.time && !on.dateRange) || !hasBars(target)) return false;
      widths.set(index, target.chart.timeScale().width());
      const source = syncTargets(on, on.dateRange ? 'dateRange' : 'time', index, count)
        .map((other) => handles.get(other))
        .find((handle) => handle !== undefined && hasBars(handle));
      if (!source) return false;
      const view = shared ?? viewOf(source);
      shared = view;
      guarded(() => show(on, view, index, target));
      return true;
    },
  };
}
