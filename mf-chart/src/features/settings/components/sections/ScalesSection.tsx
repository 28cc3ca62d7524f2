import type { ChartTranslator } from '../../../../i18n/messages';
import { SCALE_MODES } from '../../model/chartSetting';
import type { ChartSettingPatch, ScaleSettings } from '../../model/chartSetting';
import { RadioGroup, Toggle } from '../fields';

/** Scales: the price scale's mode, auto scale, the last price label, invert. */
export function ScalesSection({ scales, onChartSetting, t }: { scales: ScaleSettings; onChartSetting(patch: ChartSettingPatch): void; t: ChartTranslator }) {
  return (
    <>
      <RadioGroup label={t('chart.scales.mode')} options={SCALE_MODES} value={scales.mode} optionLabel={(mode) => t(`chart.scales.mode.${mode}`)} onChange={(mode) => onChartSetting({ scales: { mode } })} />
      <Toggle label={t('chart.scales.autoScale')} checked={scales.autoScale} onChange={(autoScale) => onChartSetting({ scales: { autoScale } })} />
      <Toggle label={t('chart.scales.lastValueLabel')} checked={scales.lastValueLabel} onChange={(lastValueLabel) => onChartSetting({ scales: { lastValueLabel } })} />
      <Toggle label={t('chart.scales.invert')} checked={scales.invert} onChange={(invert) => onChartSetting({ scales: { invert } })} />
    </>
  );
}
