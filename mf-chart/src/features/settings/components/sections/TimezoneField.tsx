import { useMemo } from 'react';
import type { ChartTranslator } from '../../../../i18n/messages';
import { zoneCity, zoneOptions } from '../../model/timezones';
import type { ZoneOption } from '../../model/timezones';
import { Field, Select } from '../fields';

function zoneLabel(option: ZoneOption, t: ChartTranslator): string {
  const city = option.zone === 'Etc/UTC' ? t('chart.tz.utc') : option.city ? t(`chart.tz.${option.city}`) : zoneCity(option.zone);
  const label = t('chart.tz.option', { offset: option.offset, city });
  return option.device ? t('chart.tz.device', { label }) : label;
}

const deviceZone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
};

/** The chart's timezone: Etc/UTC, the device's zone, the curated zones by offset, a saved zone outside them. */
export function TimezoneField({ zone, onTimezone, t }: { zone: string; onTimezone(zone: string): void; t: ChartTranslator }) {
  const options = useMemo(() => zoneOptions(deviceZone(), zone, Date.now() / 1000), [zone]);
  return (
    <Field label={t('chart.time.timezone')}>
      {(id) => (
        <Select id={id} value={zone} onChange={(e) => onTimezone(e.target.value)}>
          {options.map((option) => (
            <option key={option.zone} value={option.zone}>
              {zoneLabel(option, t)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
