/**
 * `chartSetting` of spec 3 §3: candle colours with the reverse colour flag, the price scale and
 * the chart's appearance (the spec's "events" are the saved trade display options). Pure: parsing
 * with every field checked, and the dialog's changes.
 */
import { bool, isHexColour, isObject, oneOf } from '../../../shared/model/guards';

export type ScaleMode = 'normal' | 'logarithmic' | 'percentage';
export type GridLines = 'both' | 'vertical' | 'horizontal' | 'none';
/** Free crosshair, or its horizontal line snapped to the bar's close. */
export type CrosshairStyle = 'normal' | 'magnet';

export interface ChartColours {
  up: string;
  down: string;
  /** The reverse colour flag: up bars drawn in the down colour and down bars in the up colour. */
  reverse: boolean;
}

export interface ScaleSettings {
  mode: ScaleMode;
  autoScale: boolean;
  /** The last price's label on the price axis. */
  lastValueLabel: boolean;
  invert: boolean;
}

export interface AppearanceSettings {
  grid: GridLines;
  crosshair: CrosshairStyle;
  /** Symbol and interval as faint text behind the bars. */
  watermark: boolean;
  volume: boolean;
}

export interface ChartSetting {
  colours: ChartColours;
  scales: ScaleSettings;
  appearance: AppearanceSettings;
}

export const SCALE_MODES: readonly ScaleMode[] = ['normal', 'logarithmic', 'percentage'];
export const GRID_LINES: readonly GridLines[] = ['both', 'vertical', 'horizontal', 'none'];
export const CROSSHAIR_STYLES: readonly CrosshairStyle[] = ['normal', 'magnet'];

export const DEFAULT_COLOURS: ChartColours = { up: '#16c784', down: '#ea3943', reverse: false };
export const DEFAULT_CHART_SETTING: ChartSetting = {
  colours: DEFAULT_COLOURS,
  scales: { mode: 'normal', autoScale: true, lastValueLabel: true, invert: false },
  appearance: { grid: 'both', crosshair: 'normal', watermark: false, volume: true },
};


/** The colours of a saved `chartSetting.colours` (or the older top-level `colours`), each checked. */
export function parseColours(raw: unknown, fallback: ChartColours = DEFAULT_COLOURS): ChartColours {
  const c = isObject(raw) ? raw : {};
  return {
    up: isHexColour(c.up) ? c.up.toLowerCase() : fallback.up,
    down: isHexColour(c.down) ? c.down.toLowerCase() : fallback.down,
    reverse: bool(c.reverse, fallback.reverse),
  };
}

/**
 * `chartSetting` read back with every field checked (malformed -> `fallback`'s value). Settings
 * saved before it existed kept the colours at the top level: `legacyColours` reads them.
 */
export function parseChartSetting(raw: unknown, fallback: ChartSetting = DEFAULT_CHART_SETTING, legacyColours?: unknown): ChartSetting {
  const s = isObject(raw) ? raw : {};
  const scales = isObject(s.scales) ? s.scales : {};
  const appearance = isObject(s.appearance) ? s.appearance : {};
  return {
    colours: parseColours(isObject(s.colours) ? s.colours : legacyColours, fallback.colours),
    scales: {
      mode: oneOf(SCALE_MODES, scales.mode, fallback.scales.mode),
      autoScale: bool(scales.autoScale, fallback.scales.autoScale),
      lastValueLabel: bool(scales.lastValueLabel, fallback.scales.lastValueLabel),
      invert: bool(scales.invert, fallback.scales.invert),
    },
    appearance: {
      grid: oneOf(GRID_LINES, appearance.grid, fallback.appearance.grid),
      crosshair: oneOf(CROSSHAIR_STYLES, appearance.crosshair, fallback.appearance.crosshair),
      watermark: bool(appearance.watermark, fallback.appearance.watermark),
      volume: bool(appearance.volume, fallback.appearance.volume),
    },
  };
}

/** A change of the settings dialog: one or more sections, each in part. */
export interface ChartSettingPatch {
  colours?: Partial<ChartColours>;
  scales?: Partial<ScaleSettings>;
  appearance?: Partial<AppearanceSettings>;
}

/** The settings after a change; invalid values in the change are ignored. */
export function applyChartSetting(current: ChartSetting, patch: ChartSettingPatch): ChartSetting {
  return parseChartSetting(
    {
      colours: { ...current.colours, ...patch.colours },
      scales: { ...current.scales, ...patch.scales },
      appearance: { ...current.appearance, ...patch.appearance },
    },
    current,
  );
}

/** The colours after an edit: only valid `#rrggbb` values are taken; null restores the defaults. */
export function applyColours(current: ChartColours, patch: Partial<ChartColours> | null): ChartColours {
  if (patch === null) return DEFAULT_COLOURS;
  return parseColours({ ...current, ...patch }, current);
}

/** The colours the bars are drawn in: up and down swapped under the reverse colour flag. */
export function drawnColours(colours: ChartColours): { up: string; down: string } {
  return colours.reverse ? { up: colours.down, down: colours.up } : { up: colours.up, down: colours.down };
}
