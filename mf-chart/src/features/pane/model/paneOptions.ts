import type { Resolution } from '@nova/shared-contracts';

/** The parts of a pane's options that decide what has to be redone when they change. */
export interface ComparedOptions {
  symbol: { chain: string; address: string; pairAddress?: string } | null;
  resolution: Resolution;
  style: string;
  colours: { up: string; down: string; line: string };
  factor: number;
  kind: string;
  locale: string;
  scales: { mode: string; autoScale: boolean; lastValueLabel: boolean; invert: boolean };
  appearance: { grid: string; crosshair: string; volume: boolean };
  watermark: string | null;
  timezone: string;
  anchor: { enabled: boolean; type: string; values: { time: number; timeRange1: number | null; timeRange2: number | null } };
}

/** What a change of options asks the pane to redo. */
export interface ChangedParts {
  /** The main series is rebuilt (style or colours). */
  series: boolean;
  /** Scales, appearance and the time labels' zone, locale and interval. */
  settings: boolean;
  lastValueLabel: boolean;
  watermark: boolean;
  /** The anchor line is redrawn (any change of the anchor). */
  anchorLines: boolean;
  /** The view is re-anchored (the anchor's place, type or times changed). */
  anchor: boolean;
  /** The same bars in another unit (USD, native coin, market cap). */
  unit: boolean;
  /** Another symbol or interval: history and live bars are loaded again. */
  data: boolean;
}

const symbolKey = (symbol: ComparedOptions['symbol']) => (symbol ? `${symbol.chain}:${symbol.address}:${symbol.pairAddress ?? ''}` : null);
const anchorKey = ({ enabled, type, values }: ComparedOptions['anchor']) => `${enabled}|${type}|${values.time}|${values.timeRange1}|${values.timeRange2}`;

/** Compares two sets of a pane's options part by part (pure: the controller does what it says). */
export function changedParts(previous: ComparedOptions, next: ComparedOptions): ChangedParts {
  const { scales: s0, appearance: a0 } = previous;
  const { scales: s1, appearance: a1 } = next;
  return {
    series: previous.style !== next.style || previous.colours.up !== next.colours.up || previous.colours.down !== next.colours.down || previous.colours.line !== next.colours.line,
    settings:
      s0.mode !== s1.mode ||
      s0.autoScale !== s1.autoScale ||
      s0.invert !== s1.invert ||
      a0.grid !== a1.grid ||
      a0.crosshair !== a1.crosshair ||
      a0.volume !== a1.volume ||
      previous.timezone !== next.timezone ||
      previous.locale !== next.locale ||
      previous.resolution !== next.resolution,
    lastValueLabel: s0.lastValueLabel !== s1.lastValueLabel,
    watermark: previous.watermark !== next.watermark,
    anchorLines: previous.anchor !== next.anchor,
    anchor: anchorKey(previous.anchor) !== anchorKey(next.anchor),
    unit: previous.factor !== next.factor || previous.kind !== next.kind,
    data: symbolKey(previous.symbol) !== symbolKey(next.symbol) || previous.resolution !== next.resolution,
  };
}
