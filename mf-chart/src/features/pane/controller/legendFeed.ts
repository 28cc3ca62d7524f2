import type { LegendValues } from '../model/legend';

const same = (a: LegendValues | null, b: LegendValues | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.time === b.time &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.volume === b.volume &&
    a.change === b.change &&
    a.changePercent === b.changePercent);

/**
 * The legend's values as a store of their own (for `useSyncExternalStore`): a crosshair move or a
 * live push renders the legend's text and nothing else of the pane, and only when a figure changed.
 */
export class LegendFeed {
  private values: LegendValues | null = null;
  private readonly listeners = new Set<() => void>();

  get = (): LegendValues | null => this.values;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(values: LegendValues | null): void {
    if (same(this.values, values)) return;
    this.values = values;
    for (const listener of this.listeners) listener();
  }

  clear(): void {
    this.listeners.clear();
  }
}
