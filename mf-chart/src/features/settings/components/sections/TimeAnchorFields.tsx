import type { ChartTranslator } from '../../../../i18n/messages';
import { ToolButton } from '../../../../shared/ui/ToolButton';
import type { TimeAnchorPatch, TimeAnchorSetting } from '../../model/timeAnchor';
import { fromZoneInput, toZoneInput } from '../../model/timezones';
import { Field, Input, Note, Problem, RadioGroup, Slider, Toggle } from '../fields';

export interface TimeAnchorFieldsProps {
  anchor: TimeAnchorSetting;
  /** The chart's zone: the date-time inputs read and write its wall clock. */
  zone: string;
  onTimeAnchor(patch: TimeAnchorPatch): void;
  /** The selected chart's time at a fraction of its visible width, null before its data. */
  timeAt(fraction: number): number | null;
  t: ChartTranslator;
}

const ANCHOR_TYPES = ['time', 'range'] as const;

/** A date-time input in the chart's zone; emptied, it clears the time (null). */
function ZoneDateInput({ label, value, zone, onChange }: { label: string; value: number | null; zone: string; onChange(seconds: number | null): void }) {
  return (
    <Field label={label}>
      {(id) => (
        <Input
          id={id}
          type="datetime-local"
          step={1}
          value={value === null ? '' : toZoneInput(value, zone)}
          onChange={(e) => {
            if (e.target.value === '') onChange(null);
            else {
              const seconds = fromZoneInput(e.target.value, zone);
              if (seconds !== null) onChange(seconds);
            }
          }}
        />
      )}
    </Field>
  );
}

/**
 * The time anchor (spec 3 §3 timeAnchorSetting): on or off, a time held at a place in the view or
 * a date range, taken from the selected chart's view when turned on with no time yet.
 */
export function TimeAnchorFields({ anchor, zone, onTimeAnchor, timeAt, t }: TimeAnchorFieldsProps) {
  const { timeRange1, timeRange2, time: place } = anchor.values;
  const badRange = anchor.type === 'range' && timeRange1 !== null && timeRange2 !== null && timeRange2 <= timeRange1;
  const emptyFor = (type: TimeAnchorSetting['type']) => (type === 'time' ? timeRange1 === null : timeRange1 === null || timeRange2 === null);
  const fromView = (type: TimeAnchorSetting['type']): TimeAnchorPatch['values'] =>
    type === 'time' ? { timeRange1: timeAt(place) ?? timeRange1 } : { timeRange1: timeAt(0) ?? timeRange1, timeRange2: timeAt(1) ?? timeRange2 };
  // Turning the anchor on with no time yet anchors what is in view.
  const enable = (enabled: boolean) => onTimeAnchor(enabled && emptyFor(anchor.type) ? { enabled, values: fromView(anchor.type) } : { enabled });
  const setType = (type: TimeAnchorSetting['type']) => onTimeAnchor(anchor.enabled && emptyFor(type) ? { type, values: fromView(type) } : { type });
  const percent = Math.round(place * 100);

  return (
    <>
      <Toggle label={t('chart.anchor')} checked={anchor.enabled} onChange={enable} />
      <RadioGroup label={t('chart.anchor.type')} options={ANCHOR_TYPES} value={anchor.type} optionLabel={(type) => t(`chart.anchor.type.${type}`)} onChange={setType} />
      {anchor.type === 'time' ? (
        <>
          <ZoneDateInput label={t('chart.anchor.time')} value={timeRange1} zone={zone} onChange={(seconds) => onTimeAnchor({ values: { timeRange1: seconds } })} />
          <Field label={t('chart.anchor.position')}>
            {(id) => (
              <Slider>
                <input id={id} type="range" min={0} max={100} step={5} value={percent} aria-valuetext={`${percent} %`} onChange={(e) => onTimeAnchor({ values: { time: Number(e.target.value) / 100 } })} />
                <output htmlFor={id}>{percent} %</output>
              </Slider>
            )}
          </Field>
          <ToolButton type="button" onClick={() => onTimeAnchor({ values: { time: 0.5, timeRange1: timeAt(0.5) ?? timeRange1 } })}>
            {t('chart.anchor.centre')}
          </ToolButton>
        </>
      ) : (
        <>
          <ZoneDateInput label={t('chart.anchor.start')} value={timeRange1} zone={zone} onChange={(seconds) => onTimeAnchor({ values: { timeRange1: seconds } })} />
          <ZoneDateInput label={t('chart.anchor.end')} value={timeRange2} zone={zone} onChange={(seconds) => onTimeAnchor({ values: { timeRange2: seconds } })} />
          {badRange && <Problem role="alert">{t('chart.anchor.badRange')}</Problem>}
          <ToolButton type="button" onClick={() => onTimeAnchor({ values: fromView('range') })}>
            {t('chart.anchor.visible')}
          </ToolButton>
        </>
      )}
      {anchor.enabled && timeRange1 === null && <Note>{t('chart.anchor.none')}</Note>}
      <Toggle label={t('chart.anchor.line')} checked={anchor.displayLine} onChange={(displayLine) => onTimeAnchor({ displayLine })} />
      <Toggle label={t('chart.anchor.symbolChange')} checked={anchor.handleSymbolChange} onChange={(handleSymbolChange) => onTimeAnchor({ handleSymbolChange })} />
      <Note>{t('chart.anchor.zoneNote', { zone })}</Note>
    </>
  );
}
