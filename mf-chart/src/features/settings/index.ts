import { lazy } from 'react';

/**
 * Chart settings (spec 3 §3 "Saved chart settings": chartSetting, timezone, timeAnchorSetting):
 * their models, and the dialog, its own chunk loaded when its button is first used.
 */
export const ChartSettingsDialog = lazy(() => import('./components/ChartSettingsDialog'));
export type { ChartSettingsDialogProps, DialogSettings } from './components/ChartSettingsDialog';
export { DEFAULT_CHART_SETTING, DEFAULT_COLOURS, applyChartSetting, applyColours, drawnColours, parseChartSetting } from './model/chartSetting';
export type { AppearanceSettings, ChartColours, ChartSetting, ChartSettingPatch, ScaleSettings } from './model/chartSetting';
export { DEFAULT_TIMEZONE, formatCrosshairTime, formatTickMark, isTimeZone, parseTimezone } from './model/timeFormat';
export {
  DEFAULT_TIME_ANCHOR,
  anchorAfterSymbolChange,
  anchorEarliest,
  anchorLines,
  anchorView,
  applyTimeAnchor,
  holdsTime,
  logicalOfTime,
  parseTimeAnchor,
  timeOfLogical,
} from './model/timeAnchor';
export type { TimeAnchorPatch, TimeAnchorSetting } from './model/timeAnchor';
