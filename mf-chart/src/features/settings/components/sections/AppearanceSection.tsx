import type { ChartTranslator } from '../../../../i18n/messages';
import { CROSSHAIR_STYLES, GRID_LINES } from '../../model/chartSetting';
import type { AppearanceSettings, ChartSettingPatch, CrosshairStyle, GridLines } from '../../model/chartSetting';
import { Field, Select, Toggle } from '../fields';

/** Appearance: grid lines, the crosshair, the watermark and volume. */
export function AppearanceSection({ appearance, onChartSetting, t }: { appearance: AppearanceSettings; onChartSetting(patch: ChartSettingPatch): void; t: ChartTranslator }) {
  return (
    <>
      <Field label={t('chart.appearance.grid')}>
        {(id) => (
          <Select id={id} value={appearance.grid} onChange={(e) => onChartSetting({ appearance: { grid: e.target.value as GridLines } })}>
            {GRID_LINES.map((grid) => (
              <option key={grid} value={grid}>
                {t(`chart.appearance.grid.${grid}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('chart.appearance.crosshair')}>
        {(id) => (
          <Select id={id} value={appearance.crosshair} onChange={(e) => onChartSetting({ appearance: { crosshair: e.target.value as CrosshairStyle } })}>
            {CROSSHAIR_STYLES.map((style) => (
              <option key={style} value={style}>
                {t(`chart.appearance.crosshair.${style}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Toggle label={t('chart.appearance.watermark')} checked={appearance.watermark} onChange={(watermark) => onChartSetting({ appearance: { watermark } })} />
      <Toggle label={t('chart.appearance.volume')} checked={appearance.volume} onChange={(volume) => onChartSetting({ appearance: { volume } })} />
    </>
  );
}
