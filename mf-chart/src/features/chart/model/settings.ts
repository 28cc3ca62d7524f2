import type { Resolution } from '@nova/shared-contracts';
import { isResolution, normalisePinned, DEFAULT_PINNED } from './intervals';
import { DEFAULT_LAYOUT, LAYOUTS, chartCount, clampIndex } from './layouts';
import { CHART_STYLES, DEFAULT_STYLE, DEFAULT_SYNC, SYNC_KEYS } from './sync';
import type { ChartStyle, SyncSettings } from './sync';

/** What a chart remembers per page (spec 3 §3 "Saved chart settings"), saved 1 s after a change. */
export interface SavedChartSettings {
  layout: string;
  /** Style of each chart of the layout, by position. */
  chartTypes: ChartStyle[];
  /** Interval of each chart of the layout, by position. */
  resolutions: Resolution[];
  selectedIndex: number;
  pinnedResolutions: Resolution[];
  tradeDisplay: { ownTrades: boolean; followedTrades: boolean; orderLines: boolean };
  sync: SyncSettings;
  colours: { up: string; down: string };
  quote: 'usd' | 'native';
  priceType: 'price' | 'mcap';
  magnet: boolean;
}

export const SAVE_DEBOUNCE_MS = 1_000;
export const DEFAULT_COLOURS = { up: '#16c784', down: '#ea3943' };

export const DEFAULT_SETTINGS: SavedChartSettings = {
  layout: DEFAULT_LAYOUT,
  chartTypes: [DEFAULT_STYLE],
  resolutions: ['1m'],
  selectedIndex: 0,
  pinnedResolutions: [...DEFAULT_PINNED],
  tradeDisplay: { ownTrades: true, followedTrades: true, orderLines: true },
  sync: DEFAULT_SYNC,
  colours: DEFAULT_COLOURS,
  quote: 'usd',
  priceType: 'price',
  magnet: true,
};

/** A `#rrggbb` colour (the colour editor's and the saved settings' only form). */
export const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** The colours after an edit: only valid `#rrggbb` values are taken; null restores the defaults. */
export function applyColours(current: SavedChartSettings['colours'], patch: Partial<SavedChartSettings['colours']> | null): SavedChartSettings['colours'] {
  if (patch === null) return DEFAULT_COLOURS;
  return { up: isHexColour(patch.up) ? patch.up.toLowerCase() : current.up, down: isHexColour(patch.down) ? patch.down.toLowerCase() : current.down };
}

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
const colour = (v: unknown, fallback: string) => (isHexColour(v) ? v : fallback);

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
  const colours = isObject(raw.colours) ? raw.colours : {};
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
    colours: { up: colour(colours.up, DEFAULT_COLOURS.up), down: colour(colours.down, DEFAULT_COLOURS.down) },
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
