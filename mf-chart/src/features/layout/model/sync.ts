import type { PaneContent } from '../../pane';

/** Sync settings (spec 3 §3): all off by default except crosshair. */
export interface SyncSettings {
  symbol: boolean;
  interval: boolean;
  crosshair: boolean;
  time: boolean;
  dateRange: boolean;
}

export const DEFAULT_SYNC: SyncSettings = { symbol: false, interval: false, crosshair: true, time: false, dateRange: false };
export const SYNC_KEYS = ['symbol', 'interval', 'crosshair', 'time', 'dateRange'] as const satisfies readonly (keyof SyncSettings)[];


/** One chart of a layout: its symbol, interval and style (what its pane shows). */
export type ChartAreaState = PaneContent;

/**
 * A change of symbol or interval on the selected chart; it propagates to the other charts when
 * that kind of sync is on (spec 3 §4). The style is per chart and never propagates.
 */
export function applyAreaChange(areas: readonly ChartAreaState[], selected: number, change: Partial<ChartAreaState>, sync: SyncSettings): ChartAreaState[] {
  const symbol = change.chain !== undefined || change.address !== undefined;
  const interval = change.resolution !== undefined;
  return areas.map((area, index) => {
    if (index === selected) return { ...area, ...change };
    let next = area;
    if (symbol && sync.symbol) next = { ...next, ...(change.chain ? { chain: change.chain } : {}), ...(change.address ? { address: change.address } : {}) };
    if (interval && sync.interval && change.resolution) next = { ...next, resolution: change.resolution };
    return next;
  });
}

/** The charts that follow a crosshair move, a scroll (time) or a zoom (date range) of chart `source`. */
export function syncTargets(sync: SyncSettings, kind: 'crosshair' | 'time' | 'dateRange', source: number, count: number): number[] {
  if (!sync[kind]) return [];
  return Array.from({ length: count }, (_, i) => i).filter((i) => i !== source);
}

/**
 * What a chart's view change means for the others with time or date range sync (spec 3 §4): a
 * change at the same width is the user's scroll or zoom, which the others follow (`lead`); a
 * change with a new width is a resize (a layout change re-lays every chart, and the library keeps
 * the bar spacing, not the dates), and a chart's first change is its first view (its first bars,
 * maybe before it had a size to take the shared view in): after either the chart takes the shared
 * view (`follow`) instead of handing all the others its own.
 */
export function viewChangeRole(previousWidth: number | undefined, width: number): 'lead' | 'follow' {
  return previousWidth === undefined || Math.abs(previousWidth - width) > 0.5 ? 'follow' : 'lead';
}

/** A chart's view as the time and date-range syncs hand it on: its dates and its scroll position. */
export interface SyncedView {
  range: { from: unknown; to: unknown } | null;
  position: number;
}

/** Whether two views are the same for the sync on: the same dates (date range sync), else the same scroll position. */
export function sameView(a: SyncedView, b: SyncedView, dateRange: boolean): boolean {
  if (dateRange) return a.range !== null && b.range !== null && a.range.from === b.range.from && a.range.to === b.range.to;
  return Math.abs(a.position - b.position) < 1e-6;
}

/**
 * Whether a chart's view change is the echo of a view the sync gave it (`given`): lightweight-charts
 * applies a set range at the chart's next paint and reports it then, after the sync has returned,
 * so the echo is told by its view, not by the call stack. An echo moves no one (two charts would
 * otherwise hand each other their views for ever); any other change is the user's.
 */
export function isEcho(given: SyncedView | undefined, current: SyncedView, dateRange: boolean): boolean {
  return given !== undefined && sameView(given, current, dateRange);
}
