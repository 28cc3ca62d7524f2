import type { Resolution } from '@nova/shared-contracts';
import { isResolution, normalisePinned, DEFAULT_PINNED } from './intervals';
import { DEFAULT_LAYOUT, LAYOUTS, chartCount, clampIndex } from './layouts';
import { CHART_STYLES, DEFAULT_STYLE, DEFAULT_SYNC, SYNC_KEYS } from './sync';
import type { ChartStyle, SyncSettings } from './sync';
import { DEFAULT_CHART_SETTING, DEFAULT_TIME_ANCHOR, DEFAULT_TIMEZONE, parseChartSetting, parseTimeAnchor, parseTimezone } from './chartSettings';
import type { ChartSetting, TimeAnchorSetting } from './chartSettings';

export { DEFAULT_COLOURS, applyColours, isHexColour } from './chartSettings';

/** What a chart remembers per page (spec 3 §3 "Saved chart settings"), saved 1 s after a change. */
export interface SavedChartSettings {
  layout: string;
  /** Style of each chart of the layout, by position. */
  chartTypes: ChartStyle[];
  /** Interval of each chart of the layout, by position. */
  resolutions: Resolution[];
  selectedIndex: number;
  pinnedResolutions: Resolution[];
  /**
   * The trade display options; also the "events" of the spec's chartSetting (one field, edited by
   * the toolbar group `Trades on the chart` and the settings dialog's Events tab).
   */
  tradeDisplay: { ownTrades: boolean; followedTrades: boolean; orderLines: boolean };
  sync: SyncSettings;
  /** Candle colours (with the reverse colour flag), scales and appearance. */
  chartSetting: ChartSetting;
  /** The IANA zone of the time axis and crosshair labels. */
  timezone: string;
  timeAnchorSetting: TimeAnchorSetting;
  quote: 'usd' | 'native';
  priceType: 'price' | 'mcap';
  magnet: boolean;
}

export const SAVE_DEBOUNCE_MS = 1_000;

export const DEFAULT_SETTINGS: SavedChartSettings = {
  layout: DEFAULT_LAYOUT,
  chartTypes: [DEFAULT_STYLE],
  resolutions: ['1m'],
  selectedIndex: 0,
  pinnedResolutions: [...DEFAULT_PINNED],
  tradeDisplay: { ownTrades: true, followedTrades: true, orderLines: true },
  sync: DEFAULT_SYNC,
  chartSetting: DEFAULT_CHART_SETTING,
  timezone: DEFAULT_TIMEZONE,
  timeAnchorSetting: DEFAULT_TIME_ANCHOR,
  quote: 'usd',
  priceType: 'price',
  magnet: true,
};

/** The prefs key of a page's chart settings ("settings under prefixed keys", spec 3 §7). */
export function settingsKey(page: string): string {
  return `chart.settings.${page || 'default'}`;
}

/** The page a chart lives on: the first path segment after the locale ("/en/trade/solana/…" -> trade). */
export function pageOf(pathname: string, locales: readonly string[]): string {
  const parts = pathname.split('/').filter(Boolean);
  const first = parts[0] && locales.includes(parts[0]) ? parts[1] : parts[0];
  return first && /^[a-z-]+$/i.test(first) ? first : 'default';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/** Saved settings read back with every field checked; anything malformed takes its default. */
export function parseSettings(raw: unknown): SavedChartSettings {
  if (!isObject(raw)) return DEFAULT_SETTINGS;
  const layout = typeof raw.layout === 'string' && LAYOUTS.some((l) => l.name === raw.layout) ? raw.layout : DEFAULT_LAYOUT;
  const count = chartCount(layout);
  const styles = Array.isArray(raw.chartTypes) ? raw.chartTypes.filter((s): s is ChartStyle => CHART_STYLES.includes(s as ChartStyle)) : [];
  const resolutions = Array.isArray(raw.resolutions) ? raw.resolutions.filter(isResolution) : [];
  const pinned = Array.isArray(raw.pinnedResolutions) ? normalisePinned(raw.pinnedResolutions) : [];
  const sync = isObject(raw.sync) ? raw.sync : {};
  const trade = isObject(raw.tradeDisplay) ? raw.tradeDisplay : {};
  const fill = <T>(list: T[], fallback: T) => Array.from({ length: count }, (_, i) => list[i] ?? list[0] ?? fallback);
  return {
    layout,
    chartTypes: fill(styles, DEFAULT_STYLE),
    resolutions: fill(resolutions, '1m' as Resolution),
    selectedIndex: clampIndex(typeof raw.selectedIndex === 'number' ? raw.selectedIndex : 0, count),
    pinnedResolutions: pinned.length > 0 ? pinned : [...DEFAULT_PINNED],
    tradeDisplay: {
      ownTrades: bool(trade.ownTrades, true),
      followedTrades: bool(trade.followedTrades, true),
      orderLines: bool(trade.orderLines, true),
    },
    sync: Object.fromEntries(SYNC_KEYS.map((k) => [k, bool(sync[k], DEFAULT_SYNC[k])])) as unknown as SyncSettings,
    // Settings saved before chartSetting kept the candle colours at the top level (`colours`).
    chartSetting: parseChartSetting(raw.chartSetting, DEFAULT_CHART_SETTING, raw.colours),
    timezone: parseTimezone(raw.timezone),
    timeAnchorSetting: parseTimeAnchor(raw.timeAnchorSetting),
    quote: raw.quote === 'native' ? 'native' : 'usd',
    priceType: raw.priceType === 'mcap' ? 'mcap' : 'price',
    magnet: bool(raw.magnet, true),
  };
}

/**
 * A debounced saver (spec 3 §4: changed settings are saved after a 1 s debounce): each call
 * restarts the wait; only the last value is written. `flush` writes a pending value at once.
 */
export function createDebouncedSaver<T>(write: (value: T) => void, delayMs: number = SAVE_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | null = null;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending) write(pending.value);
    pending = null;
  };
  return {
    save(value: T) {
      pending = { value };
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      pending = null;
    },
  };
}
