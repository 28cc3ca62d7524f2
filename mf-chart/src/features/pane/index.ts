/**
 * The chart pane (spec 3 §2 "Chart area", §4, §8): one chart with its series in the chosen style,
 * history pages and live bars (the datafeed), the custom scrollbar and the intervals. Its
 * imperative side is the React-free `PaneController`; `ChartPane` is the component.
 */
export { ChartPane } from './components/ChartPane';
export type { ChartPaneProps } from './components/ChartPane';
export type { PaneHandle, PaneSync } from './controller/paneController';
export { IntervalBar } from './components/IntervalBar';
export { CHART_STYLES, DEFAULT_STYLE } from './model/styles';
export type { ChartStyle, PaneContent } from './model/styles';
export { DEFAULT_PINNED, isResolution, normalisePinned, shortcutFor } from './model/intervals';
export { NARROW_SCREEN_PX } from './model/timeouts';
