import type { ChartTranslator } from '../../../i18n/messages';
import type { Drawing } from './drawings';

/** Each drawing's name for lists and labels: its tool and its place among the chart's drawings ("Trend line 2"). */
export function drawingNames(drawings: readonly Drawing[], t: ChartTranslator): Map<string, string> {
  return new Map(drawings.map((d, i) => [d.id, t('chart.drawing.item', { tool: t(`chart.drawing.${d.tool}`), n: i + 1 })]));
}
