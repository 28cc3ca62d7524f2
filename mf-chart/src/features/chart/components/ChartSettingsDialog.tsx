import styled from '@emotion/styled';
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Dialog, Tabs, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import type { ChartTranslator } from '../../../i18n/messages';
import { CROSSHAIR_STYLES, GRID_LINES, SCALE_MODES } from '../model/chartSettings';
import type { ChartColours, ChartSettingPatch, TimeAnchorPatch, TimeAnchorSetting } from '../model/chartSettings';
import { fromZoneInput, toZoneInput, zoneCity, zoneOptions } from '../model/timezones';
import type { ZoneOption } from '../model/timezones';
import type { OrderPanelPosition, SavedChartSettings } from '../model/settings';
import { ColourEditor } from './ColourEditor';
import { ToolButton } from './ToolButton';

export interface ChartSettingsDialogProps {
  open: boolean;
  onClose(): void;
  settings: SavedChartSettings;
  onColours(colours: Partial<ChartColours> | null): void;
  onChartSetting(patch: ChartSettingPatch): void;
  onTradeDisplay(key: keyof SavedChartSettings['tradeDisplay'], on: boolean): void;
  onTimezone(timezone: string): void;
  onTimeAnchor(patch: TimeAnchorPatch): void;
  onOrderPanelPosition(position: OrderPanelPosition): void;
  /** The selected chart's time at a fraction of its visible width, null before its data. */
  timeAt(fraction: number): number | null;
}

type Section = 'symbol' | 'scales' | 'appearance' | 'events' | 'time';
const SECTIONS: readonly Section[] = ['symbol', 'scales', 'appearance', 'events', 'time'];
const ORDER_PANEL_POSITIONS: readonly OrderPanelPosition[] = ['left', 'right'];
const TRADE_KEYS = ['ownTrades', 'followedTrades', 'orderLines'] as const;
const TRADE_LABELS = { ownTrades: 'chart.trades.own', followedTrades: 'chart.trades.followed', orderLines: 'chart.trades.orders' } as const;

/**
 * The chart settings dialog (spec 3 §3 "Saved chart settings": chartSetting, timezone,
 * timeAnchorSetting), TradingView-like sections as tabs; every change applies at once and is saved
 * with the page's settings (1 s debounce). Its own chunk, loaded when the toolbar button is first used.
 */
export default function ChartSettingsDialog(props: ChartSettingsDialogProps) {
  const { t } = useChartMessages();
  const [section, setSection] = useState<Section>('symbol');
  const tabLabel = t(`chart.settings.tab.${section}`);
  return (
    <Dialog open={props.open} onClose={props.onClose} title={t('chart.settings')} closeLabel={t('chart.settings.close')} width={520}>
      <Tabs label={t('chart.settings.sections')} items={SECTIONS.map((value) => ({ value, label: t(`chart.settings.tab.${value}`) }))} value={section} onChange={setSection} />
      <Panel role="tabpanel" aria-label={tabLabel}>
        {section === 'symbol' && <ColourEditor colours={props.settings.chartSetting.colours} onChange={props.onColours} />}
        {section === 'scales' && <ScalesSection {...props} t={t} />}
        {section === 'appearance' && <AppearanceSection {...props} t={t} />}
        {section === 'events' && <EventsSection {...props} t={t} />}
        {section === 'time' && <TimeSection {...props} t={t} />}
      </Panel>
    </Dialog>
  );
}

type SectionProps = ChartSettingsDialogProps & { t: ChartTranslator };

function ScalesSection({ settings, onChartSetting, t }: SectionProps) {
  const { scales } = settings.chartSetting;
  const name = useId();
  return (
    <>
      <Group role="radiogroup" aria-label={t('chart.scales.mode')}>
        <Legend aria-hidden="true">{t('chart.scales.mode')}</Legend>
        {SCALE_MODES.map((mode) => (
          <Check key={mode}>
            <input type="radio" name={name} value={mode} checked={scales.mode === mode} onChange={() => onChartSetting({ scales: { mode } })} />
            {t(`chart.scales.mode.${mode}`)}
          </Check>
        ))}
      </Group>
      <Toggle label={t('chart.scales.autoScale')} checked={scales.autoScale} onChange={(autoScale) => onChartSetting({ scales: { autoScale } })} />
      <Toggle label={t('chart.scales.lastValueLabel')} checked={scales.lastValueLabel} onChange={(lastValueLabel) => onChartSetting({ scales: { lastValueLabel } })} />
      <Toggle label={t('chart.scales.invert')} checked={scales.invert} onChange={(invert) => onChartSetting({ scales: { invert } })} />
    </>
  );
}

function AppearanceSection({ settings, onChartSetting, t }: SectionProps) {
  const { appearance } = settings.chartSetting;
  return (
    <>
      <Field label={t('chart.appearance.grid')}>
        {(id) => (
          <Select id={id} value={appearance.grid} onChange={(e) => onChartSetting({ appearance: { grid: e.target.value as (typeof GRID_LINES)[number] } })}>
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
          <Select id={id} value={appearance.crosshair} onChange={(e) => onChartSetting({ appearance: { crosshair: e.target.value as (typeof CROSSHAIR_STYLES)[number] } })}>
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

function EventsSection({ settings, onTradeDisplay, onOrderPanelPosition, t }: SectionProps) {
  const name = useId();
  const noteId = useId();
  return (
    <>
      {TRADE_KEYS.map((key) => (
        <Toggle key={key} label={t(TRADE_LABELS[key])} checked={settings.tradeDisplay[key]} onChange={(on) => onTradeDisplay(key, on)} />
      ))}
      <Note>{t('chart.events.note')}</Note>
      <Rule />
      <Group role="radiogroup" aria-label={t('chart.events.orderPanel')} aria-describedby={noteId}>
        <Legend aria-hidden="true">{t('chart.events.orderPanel')}</Legend>
        {ORDER_PANEL_POSITIONS.map((position) => (
          <Check key={position}>
            <input type="radio" name={name} value={position} checked={settings.orderPanelPosition === position} onChange={() => onOrderPanelPosition(position)} />
            {t(`chart.events.orderPanel.${position}`)}
          </Check>
        ))}
      </Group>
      <Note id={noteId}>{t('chart.events.orderPanel.note')}</Note>
    </>
  );
}

function zoneLabel(option: ZoneOption, t: ChartTranslator): string {
  const city = option.zone === 'Etc/UTC' ? t('chart.tz.utc') : option.city ? t(`chart.tz.${option.city}`) : zoneCity(option.zone);
  const label = t('chart.tz.option', { offset: option.offset, city });
  return option.device ? t('chart.tz.device', { label }) : label;
}

function TimeSection({ settings, onTimezone, onTimeAnchor, timeAt, t }: SectionProps) {
  const zone = settings.timezone;
  const anchor = settings.timeAnchorSetting;
  const { timeRange1, timeRange2, time: place } = anchor.values;
  const deviceZone = useMemo(() => {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
    } catch {
      return null;
    }
  }, []);
  const options = useMemo(() => zoneOptions(deviceZone, zone, Date.now() / 1000), [deviceZone, zone]);
  const typeName = useId();
  const badRange = anchor.type === 'range' && timeRange1 !== null && timeRange2 !== null && timeRange2 <= timeRange1;

  const fromView = (type: TimeAnchorSetting['type']): TimeAnchorPatch['values'] =>
    type === 'time' ? { timeRange1: timeAt(place) ?? timeRange1 } : { timeRange1: timeAt(0) ?? timeRange1, timeRange2: timeAt(1) ?? timeRange2 };
  // Turning the anchor on with no time yet anchors what is in view.
  const enable = (enabled: boolean) => {
    const empty = anchor.type === 'time' ? timeRange1 === null : timeRange1 === null || timeRange2 === null;
    onTimeAnchor(enabled && empty ? { enabled, values: fromView(anchor.type) } : { enabled });
  };
  const dateInput = (label: string, value: number | null, onChange: (seconds: number | null) => void) => (
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

  return (
    <>
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
      <Rule />
      <Toggle label={t('chart.anchor')} checked={anchor.enabled} onChange={enable} />
      <Group role="radiogroup" aria-label={t('chart.anchor.type')}>
        <Legend aria-hidden="true">{t('chart.anchor.type')}</Legend>
        {(['time', 'range'] as const).map((type) => (
          <Check key={type}>
            <input
              type="radio"
              name={typeName}
              value={type}
              checked={anchor.type === type}
              onChange={() => {
                const empty = type === 'time' ? timeRange1 === null : timeRange1 === null || timeRange2 === null;
                onTimeAnchor(anchor.enabled && empty ? { type, values: fromView(type) } : { type });
              }}
            />
            {t(`chart.anchor.type.${type}`)}
          </Check>
        ))}
      </Group>
      {anchor.type === 'time' ? (
        <>
          {dateInput(t('chart.anchor.time'), timeRange1, (seconds) => onTimeAnchor({ values: { timeRange1: seconds } }))}
          <Field label={t('chart.anchor.position')}>
            {(id) => (
              <Slider>
                <input
                  id={id}
                  type="range"
                  min={0}
                  max={100}
                  step={5}
                  value={Math.round(place * 100)}
                  aria-valuetext={`${Math.round(place * 100)} %`}
                  onChange={(e) => onTimeAnchor({ values: { time: Number(e.target.value) / 100 } })}
                />
                <output htmlFor={id}>{Math.round(place * 100)} %</output>
              </Slider>
            )}
          </Field>
          <ToolButton type="button" onClick={() => onTimeAnchor({ values: { time: 0.5, timeRange1: timeAt(0.5) ?? timeRange1 } })}>
            {t('chart.anchor.centre')}
          </ToolButton>
        </>
      ) : (
        <>
          {dateInput(t('chart.anchor.start'), timeRange1, (seconds) => onTimeAnchor({ values: { timeRange1: seconds } }))}
          {dateInput(t('chart.anchor.end'), timeRange2, (seconds) => onTimeAnchor({ values: { timeRange2: seconds } }))}
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

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <Check>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </Check>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FieldRow>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </FieldRow>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  min-height: 260px;
  padding-top: ${vars.size.space4};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.size.space2} ${vars.size.space4};
`;

const Legend = styled.span`
  flex-basis: 100%;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  color: ${vars.color.text};
  font-size: ${vars.size.fontSm};
  cursor: pointer;
`;

const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(110px, 32%) minmax(0, 1fr);
  align-items: center;
  gap: ${vars.size.space3};
  font-size: ${vars.size.fontSm};
  label {
    color: ${vars.color.textMuted};
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const control = `
  height: ${vars.size.controlHeight};
  min-width: 0;
  padding: 0 ${vars.size.space2};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontSm};
  color-scheme: dark;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

const Select = styled.select`
  ${control}
`;

const Input = styled.input`
  ${control}
  font-family: ${vars.font.mono};
`;

const Slider = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  input {
    flex: 1;
    accent-color: ${vars.color.accent};
  }
  output {
    min-width: 4ch;
    color: ${vars.color.textMuted};
    font-family: ${vars.font.mono};
    font-size: ${vars.size.fontXs};
    text-align: right;
  }
`;

const Rule = styled.hr`
  width: 100%;
  margin: ${vars.size.space1} 0;
  border: 0;
  border-top: 1px solid ${vars.color.border};
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
`;

const Problem = styled.p`
  margin: 0;
  color: ${vars.color.down};
  font-size: ${vars.size.fontXs};
`;
