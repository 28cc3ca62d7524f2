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
 * range) is applied to them with those syncs on. `current` reads the sync settings and the chart
 * count at the moment of the event; a move caused by the sync itself is not synced again.
 */
export function createPaneLinks(current: () => { sync: SyncSettings; count: number }): PaneLinks {
  const handles = new Map<number, PaneHandle>();
  /**
   * A pane whose chart has no bars yet (loading a symbol, a layout just grown) cannot take a range
   * or a crosshair: lightweight-charts throws "Value is null" from setVisibleRange there, which
   * stopped the chart area. It takes the next move once its bars are in.
   */
  const hasBars = (handle: PaneHandle) => handle.chart.timeScale().getVisibleLogicalRange() !== null;
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
        const visible = source.chart.timeScale().getVisibleRange();
        const position = source.chart.timeScale().scrollPosition();
        for (const target of syncTargets(on, on.dateRange ? 'dateRange' : 'time', index, count)) {
          const handle = handles.get(target);
          if (!handle || !hasBars(handle)) continue;
          const scale = handle.chart.timeScale();
          if (on.dateRange && visible) scale.setVisibleRange(visible);
          else scale.scrollToPosition(position, false);
        }
      });
    },
  };
}
