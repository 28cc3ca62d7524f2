import type { PaneHandle, PaneSync } from '../../pane';
import { syncTargets } from '../model/sync';
import type { SyncSettings } from '../model/sync';

/** The panes of a layout as the chart area reaches them: sync between them, and the selected one's chart. */
export interface PaneLinks extends PaneSync {
  /** A registered pane's handle (screenshots, the time anchor's "from the view"). */
  handle(index: number): PaneHandle | undefined;
}

/**
 * Links the panes of a layout (spec 3 §4 sync), free of React: each pane registers its handle; a
 * crosshair move is mirrored on the others with crosshair sync on, a scroll (time) or a zoom (date
 * range) is applied to them with those syncs on, and a chart whose first page comes in takes the
 * others' view (`follow`) instead of moving them all to its own. `current` reads the sync settings
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
  /**
   * Shows the source's dates (date range sync) or scroll position (time sync) on the target. A
   * target already there is left alone: every move repaints the whole chart, and a layout of 8
   * loading at once would otherwise repaint each chart for every other one's first page.
   */
  const align = (on: SyncSettings, source: PaneHandle, target: PaneHandle) => {
    const from = source.chart.timeScale();
    const scale = target.chart.timeScale();
    if (on.dateRange) {
      const visible = from.getVisibleRange();
      const shown = scale.getVisibleRange();
      if (visible && !(shown && shown.from === visible.from && shown.to === visible.to)) scale.setVisibleRange(visible);
      return;
    }
    const position = from.scrollPosition();
    if (Math.abs(scale.scrollPosition() - position) > 1e-6) scale.scrollToPosition(position, false);
  };
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
      if (!source || (!on.time && !on.dateRange) || !hasBars(source)) return;
      guarded(() => {
        for (const target of syncTargets(on, on.dateRange ? 'dateRange' : 'time', index, count)) {
          const handle = handles.get(target);
          if (handle && hasBars(handle)) align(on, source, handle);
        }
      });
    },
    follow(index) {
      const { sync: on, count } = current();
      const target = handles.get(index);
      if (!target || (!on.time && !on.dateRange) || !hasBars(target)) return false;
      const source = syncTargets(on, on.dateRange ? 'dateRange' : 'time', index, count)
        .map((other) => handles.get(other))
        .find((handle) => handle !== undefined && hasBars(handle));
      if (!source) return false;
      guarded(() => align(on, source, target));
      return true;
    },
  };
}
