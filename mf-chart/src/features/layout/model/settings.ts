import { isChainKey } from '@nova/shared-contracts';
import type { ChainKey, PrefsService, Resolution } from '@nova/shared-contracts';
import { bool, isObject } from '../../../shared/model/guards';
import { DEFAULT_DRAWING_SETTINGS, parseDrawingSettings } from '../../drawings';
import type { DrawingSettings } from '../../drawings';
import { CHART_STYLES, DEFAULT_PINNED, DEFAULT_STYLE, isResolution, normalisePinned } from '../../pane';
import type { ChartStyle } from '../../pane';
import { DEFAULT_CHART_SETTING, DEFAULT_TIME_ANCHOR, DEFAULT_TIMEZONE, parseChartSetting, parseTimeAnchor, parseTimezone } from '../../settings';
import type { ChartSetting, TimeAnchorSetting } from '../../settings';
import type { OrderPanelPosition, TradeDisplay } from '../../trade-overlay';
import { DEFAULT_LAYOUT, LAYOUTS, chartCount, clampIndex } from './layouts';
import { DEFAULT_SYNC, SYNC_KEYS } from './sync';
import type { SyncSettings } from './sync';

/**
 * What one chart of the layout shows (spec 3 §3 `areaContents`): its symbol, interval and style.
 * The symbol is absent in settings saved before it was kept (the chart then opens on the page's token).
 */
export interface AreaContent {
  chain?: ChainKey;
  address?: string;
  resolution: Resolution;
  style: ChartStyle;
}

/** What a chart remembers per page (spec 3 §3 "Saved chart settings"), saved 1 s after a change. */
export interface SavedChartSettings {
  layout: string;
  /** Each chart of the layout, by position: symbol, interval and style (the spec's chartType per chart). */
  areaContents: AreaContent[];
  selectedIndex: number;
  pinnedResolutions: Resolution[];
  /**
   * The trade display options; also the "events" of the spec's chartSetting (one field, edited by
   * the toolbar group `Trades on the chart` and the settings dialog's Events tab).
   */
  tradeDisplay: TradeDisplay;
  sync: SyncSettings;
  /** Candle colours (with the reverse colour flag), scales and appearance. */
  chartSetting: ChartSetting;
  /** The IANA zone of the time axis and crosshair labels. */
  timezone: string;
  timeAnchorSetting: TimeAnchorSetting;
  quote: 'usd' | 'native';
  priceType: 'price' | 'mcap';
  /** Magnet, favourite tools, the next drawing's style and the style templates. */
  drawing: DrawingSettings;
  /** The drawing rail left of the charts shown (true) or hidden, the charts taking its width. */
  showDrawingToolbar: boolean;
  orderPanelPosition: OrderPanelPosition;
}

export const SAVE_DEBOUNCE_MS = 1_000;

export const DEFAULT_SETTINGS: SavedChartSettings = {
  layout: DEFAULT_LAYOUT,
  areaContents: [{ resolution: '1m', style: DEFAULT_STYLE }],
  selectedIndex: 0,
  pinnedResolutions: [...DEFAULT_PINNED],
  tradeDisplay: { ownTrades: true, followedTrades: true, orderLines: true },
  sync: DEFAULT_SYNC,
  chartSetting: DEFAULT_CHART_SETTING,
  timezone: DEFAULT_TIMEZONE,
  timeAnchorSetting: DEFAULT_TIME_ANCHOR,
  quote: 'usd',
  priceType: 'price',
  drawing: DEFAULT_DRAWING_SETTINGS,
  showDrawingToolbar: true,
  orderPanelPosition: 'left',
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

/** Saved settings read back with every field checked; anything malformed takes its default. */
export function parseSettings(raw: unknown): SavedChartSettings {
  if (!isObject(raw)) return DEFAULT_SETTINGS;
  const layout = typeof raw.layout === 'string' && LAYOUTS.some((l) => l.name === raw.layout) ? raw.layout : DEFAULT_LAYOUT;
  const count = chartCount(layout);
  // Settings saved before areaContents kept each chart's style and interval in two lists.
  const styles = Array.isArray(raw.chartTypes) ? raw.chartTypes.filter((s): s is ChartStyle => CHART_STYLES.includes(s as ChartStyle)) : [];
  const resolutions = Array.isArray(raw.resolutions) ? raw.resolutions.filter(isResolution) : [];
  const legacy = fillList(styles, DEFAULT_STYLE, count).map((style, i) => ({ style, resolution: fillList(resolutions, '1m' as Resolution, count)[i]! }));
  const contents = Array.isArray(raw.areaContents) ? raw.areaContents.map(parseAreaContent).filter((c): c is AreaContent => c !== null) : [];
  const pinned = Array.isArray(raw.pinnedResolutions) ? normalisePinned(raw.pinnedResolutions) : [];
  const sync = isObject(raw.sync) ? raw.sync : {};
  const trade = isObject(raw.tradeDisplay) ? raw.tradeDisplay : {};
  return {
    layout,
    areaContents: contents.length > 0 ? fillList(contents, legacy[0]!, count) : legacy,
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
    drawing: parseDrawingSettings(raw.drawing, raw.magnet),
    showDrawingToolbar: bool(raw.showDrawingToolbar, true),
    orderPanelPosition: raw.orderPanelPosition === 'right' ? 'right' : 'left',
  };
}

/** `count` items: the list's, then copies of its first (new charts copy), else the fallback. */
function fillList<T>(list: readonly T[], fallback: T, count: number): T[] {
  return Array.from({ length: count }, (_, i) => list[i] ?? list[0] ?? fallback);
}

const ADDRESS = /^[A-Za-z0-9]{1,128}$/;

/** One chart's saved content, or null when its interval or style is not one we know. */
export function parseAreaContent(raw: unknown): AreaContent | null {
  if (!isObject(raw) || !isResolution(raw.resolution) || !CHART_STYLES.includes(raw.style as ChartStyle)) return null;
  const content: AreaContent = { resolution: raw.resolution, style: raw.style as ChartStyle };
  return isChainKey(raw.chain) && typeof raw.address === 'string' && ADDRESS.test(raw.address) ? { chain: raw.chain, address: raw.address, ...content } : content;
}

/**
 * A debounced saver (spec 3 §4: changed settings are saved after a 1 s debounce): each call
 * restarts the wait; only the last value is written. `flush` writes a pending value at once;
 * `pending` is the value waiting to be written, if any.
 */
export function createDebouncedSaver<T>(write: (value: T) => void, delayMs: number = SAVE_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | null = null;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const next = pending;
    pending = null;
    if (next) write(next.value);
  };
  return {
    save(value: T) {
      pending = { value };
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    pending: (): { value: T } | null => pending,
  };
}

export interface SettingsStore {
  /** What a chart area starts from: the change still waiting to be written, else the stored value. */
  read(): unknown;
  save(value: unknown): void;
  flush(): void;
}

const stores = new WeakMap<Pick<PrefsService, 'get' | 'set'>, Map<string, SettingsStore>>();

/**
 * A page's saved chart settings: one store per prefs service and key, shared by every chart area
 * mounted for that page. A chart area that mounts while the one before it still has a change
 * waiting for the debounce (the page mounting the chart again, on a navigation) starts from that
 * change: React renders the new area before the old one's unmount writes it.
 */
export function settingsStore(prefs: Pick<PrefsService, 'get' | 'set'>, key: string): SettingsStore {
  let byKey = stores.get(prefs);
  if (!byKey) stores.set(prefs, (byKey = new Map()));
  let store = byKey.get(key);
  if (!store) {
    const saver = createDebouncedSaver((value: unknown) => prefs.set(key, value));
    store = { read: () => (saver.pending() ?? { value: prefs.get<unknown>(key, null) }).value, save: saver.save, flush: saver.flush };
    byKey.set(key, store);
  }
  return store;
}
