/**
 * The chart area (spec 3 §2, §4): the toolbar, one or several charts in a layout and their sync,
 * keyboard shortcuts, fullscreen, screenshots, and the page's saved settings.
 */
export { ChartArea } from './components/ChartArea';
export type { ChartAreaProps } from './components/ChartArea';
export { areaReducer, initialArea } from './model/area';
export type { AreaState } from './model/area';
