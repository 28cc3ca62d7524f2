import styled from '@emotion/styled';
import { useState } from 'react';
import { Dialog, Tabs, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import type { OrderPanelPosition, TradeDisplay } from '../../trade-overlay';
import type { ChartColours, ChartSetting, ChartSettingPatch } from '../model/chartSetting';
import type { TimeAnchorPatch, TimeAnchorSetting } from '../model/timeAnchor';
import { ColourEditor } from './ColourEditor';
import { Rule } from './fields';
import { AppearanceSection } from './sections/AppearanceSection';
import { EventsSection } from './sections/EventsSection';
import { ScalesSection } from './sections/ScalesSection';
import { TimeAnchorFields } from './sections/TimeAnchorFields';
import { TimezoneField } from './sections/TimezoneField';

/** What the dialog shows of the page's saved settings. */
export interface DialogSettings {
  chartSetting: ChartSetting;
  tradeDisplay: TradeDisplay;
  timezone: string;
  timeAnchorSetting: TimeAnchorSetting;
  orderPanelPosition: OrderPanelPosition;
}

export interface ChartSettingsDialogProps {
  open: boolean;
  onClose(): void;
  settings: DialogSettings;
  onColours(colours: Partial<ChartColours> | null): void;
  onChartSetting(patch: ChartSettingPatch): void;
  onTradeDisplay(key: keyof TradeDisplay, on: boolean): void;
  onTimezone(timezone: string): void;
  onTimeAnchor(patch: TimeAnchorPatch): void;
  onOrderPanelPosition(position: OrderPanelPosition): void;
  /** The selected chart's time at a fraction of its visible width, null before its data. */
  timeAt(fraction: number): number | null;
}

type Section = 'symbol' | 'scales' | 'appearance' | 'events' | 'time';
const SECTIONS: readonly Section[] = ['symbol', 'scales', 'appearance', 'events', 'time'];

/**
 * The chart settings dialog (spec 3 §3 "Saved chart settings": chartSetting, timezone,
 * timeAnchorSetting), TradingView-like sections as tabs; every change applies at once and is saved
 * with the page's settings (1 s debounce). Its own chunk, loaded when the toolbar button is first used.
 */
export default function ChartSettingsDialog({ open, onClose, settings, onColours, onChartSetting, onTradeDisplay, onTimezone, onTimeAnchor, onOrderPanelPosition, timeAt }: ChartSettingsDialogProps) {
  const { t } = useChartMessages();
  const [section, setSection] = useState<Section>('symbol');
  const { chartSetting } = settings;
  return (
    <Dialog open={open} onClose={onClose} title={t('chart.settings')} closeLabel={t('chart.settings.close')} width={520}>
      <Tabs label={t('chart.settings.sections')} items={SECTIONS.map((value) => ({ value, label: t(`chart.settings.tab.${value}`) }))} value={section} onChange={setSection} />
      <Panel role="tabpanel" aria-label={t(`chart.settings.tab.${section}`)}>
        {section === 'symbol' && <ColourEditor colours={chartSetting.colours} onChange={onColours} />}
        {section === 'scales' && <ScalesSection scales={chartSetting.scales} onChartSetting={onChartSetting} t={t} />}
        {section === 'appearance' && <AppearanceSection appearance={chartSetting.appearance} onChartSetting={onChartSetting} t={t} />}
        {section === 'events' && (
          <EventsSection tradeDisplay={settings.tradeDisplay} orderPanelPosition={settings.orderPanelPosition} onTradeDisplay={onTradeDisplay} onOrderPanelPosition={onOrderPanelPosition} t={t} />
        )}
        {section === 'time' && (
          <>
            <TimezoneField zone={settings.timezone} onTimezone={onTimezone} t={t} />
            <Rule />
            <TimeAnchorFields anchor={settings.timeAnchorSetting} zone={settings.timezone} onTimeAnchor={onTimeAnchor} timeAt={timeAt} t={t} />
          </>
        )}
      </Panel>
    </Dialog>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  min-height: 260px;
  padding-top: ${vars.size.space4};
`;
