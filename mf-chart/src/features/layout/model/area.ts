import type { ChainKey, Resolution } from '@nova/shared-contracts';
import { chartCount, clampIndex, effectiveLayout, resizeAreas } from './layouts';
import { anchorAfterSymbolChange, applyChartSetting, applyColours, applyTimeAnchor, isTimeZone } from '../../settings';
import type { ChartColours, ChartSettingPatch, TimeAnchorPatch } from '../../settings';
import { parseSettings } from './settings';
import type { SavedChartSettings } from './settings';
import type { OrderPanelPosition } from '../../trade-overlay';
import { drawingSettingsReducer } from '../../drawings';
import type { DrawingSettingsAction } from '../../drawings';
import { applyAreaChange } from './sync';
import type { ChartAreaState, SyncSettings } from './sync';
import type { ChartStyle } from '../../pane';

/**
 * The chart area's state (spec 3 §4 chart manager): the saved settings plus each chart's symbol.
 * A pure reducer; the component saves `settings` after the 1 s debounce.
 */
export interface AreaState {
  settings: SavedChartSettings;
  areas: ChartAreaState[];
}

export type AreaAction =
  | { type: 'layout'; layout: string }
  | { type: 'select'; index: number }
  | { type: 'resolution'; resolution: Resolution }
  | { type: 'symbol'; chain: ChainKey; address: string }
  | { type: 'style'; style: ChartStyle }
  | { type: 'pinned'; pinned: Resolution[] }
  | { type: 'sync'; key: keyof SyncSettings; on: boolean }
  | { type: 'quote'; quote: SavedChartSettings['quote'] }
  | { type: 'priceType'; priceType: SavedChartSettings['priceType'] }
  /** Magnet, favourites, the next drawing's style, templates. */
  | { type: 'drawing'; action: DrawingSettingsAction }
  | { type: 'showDrawingToolbar'; on: boolean }
  | { type: 'orderPanelPosition'; position: OrderPanelPosition }
  | { type: 'tradeDisplay'; key: keyof SavedChartSettings['tradeDisplay']; on: boolean }
  /** A colour change of the colour editor; null restores the default colours. */
  | { type: 'colours'; colours: Partial<ChartColours> | null }
  /** A change of the settings dialog's scales or appearance (or colours). */
  | { type: 'chartSetting'; patch: ChartSettingPatch }
  | { type: 'timezone'; timezone: string }
  | { type: 'timeAnchor'; patch: TimeAnchorPatch };

/**
 * The state of a page's charts from its saved settings (areaContents): each chart its saved
 * interval and style; the selected chart shows the page's token (the address in the URL), the
 * others their saved symbol — all the page's token with symbol sync, or when none was saved.
 */
export function initialArea(saved: unknown, symbol: { chain: ChainKey; address: string }, multiChart: boolean): AreaState {
  const parsed = parseSettings(saved);
  const layout = effectiveLayout(parsed.layout, multiChart);
  const count = chartCount(layout);
  const selectedIndex = clampIndex(parsed.selectedIndex, count);
  const areas = Array.from({ length: count }, (_, i): ChartAreaState => {
    const content = parsed.areaContents[i] ?? parsed.areaContents[0]!;
    const own = i !== selectedIndex && !parsed.sync.symbol && content.chain && content.address ? { chain: content.chain, address: content.address } : symbol;
    return { ...own, resolution: content.resolution, style: content.style };
  });
  return { settings: withAreas({ ...parsed, layout, selectedIndex }, areas), areas };
}

/** Settings follow the areas (symbol, interval, style), so what each chart shows is saved. */
function withAreas(settings: SavedChartSettings, areas: ChartAreaState[]): SavedChartSettings {
  return { ...settings, areaContents: areas.map(({ chain, address, resolution, style }) => ({ chain, address, resolution, style })) };
}

export function areaReducer(state: AreaState, action: AreaAction): AreaState {
  const { settings, areas } = state;
  const selected = settings.selectedIndex;
  switch (action.type) {
    case 'layout': {
      const count = chartCount(action.layout);
      const next = resizeAreas(areas, count, selected);
      return { areas: next, settings: withAreas({ ...settings, layout: action.layout, selectedIndex: clampIndex(selected, count) }, next) };
    }
    case 'select':
      return { areas, settings: { ...settings, selectedIndex: clampIndex(action.index, areas.length) } };
    case 'resolution': {
      const next = applyAreaChange(areas, selected, { resolution: action.resolution }, settings.sync);
      return { areas: next, settings: withAreas(settings, next) };
    }
    case 'symbol': {
      // A symbol change keeps the time anchor with handleSymbolChange, else clears its times.
      const anchor = anchorAfterSymbolChange(settings.timeAnchorSetting);
      const next = applyAreaChange(areas, selected, { chain: action.chain, address: action.address }, settings.sync);
      return { areas: next, settings: withAreas(anchor === settings.timeAnchorSetting ? settings : { ...settings, timeAnchorSetting: anchor }, next) };
    }
    case 'style': {
      const next = areas.map((a, i) => (i === selected ? { ...a, style: action.style } : a));
      return { areas: next, settings: withAreas(settings, next) };
    }
    case 'pinned':
      return { areas, settings: { ...settings, pinnedResolutions: action.pinned } };
    case 'sync':
      return { areas, settings: { ...settings, sync: { ...settings.sync, [action.key]: action.on } } };
    case 'quote':
      return { areas, settings: { ...settings, quote: action.quote } };
    case 'priceType':
      return { areas, settings: { ...settings, priceType: action.priceType } };
    case 'drawing':
      return { areas, settings: { ...settings, drawing: drawingSettingsReducer(settings.drawing, action.action) } };
    case 'showDrawingToolbar':
      return { areas, settings: { ...settings, showDrawingToolbar: action.on } };
    case 'orderPanelPosition':
      return { areas, settings: { ...settings, orderPanelPosition: action.position } };
    case 'tradeDisplay':
      return { areas, settings: { ...settings, tradeDisplay: { ...settings.tradeDisplay, [action.key]: action.on } } };
    case 'colours':
      return { areas, settings: { ...settings, chartSetting: { ...settings.chartSetting, colours: applyColours(settings.chartSetting.colours, action.colours) } } };
    case 'chartSetting':
      return { areas, settings: { ...settings, chartSetting: applyChartSetting(settings.chartSetting, action.patch) } };
    case 'timezone':
      return isTimeZone(action.timezone) ? { areas, settings: { ...settings, timezone: action.timezone } } : state;
    case 'timeAnchor':
      return { areas, settings: { ...settings, timeAnchorSetting: applyTimeAnchor(settings.timeAnchorSetting, action.patch) } };
  }
}
