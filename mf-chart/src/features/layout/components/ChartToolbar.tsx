import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import type { ChainKey, Resolution } from '@nova/shared-contracts';
import { CHAINS } from '@nova/shared-contracts';
import { Menu, Popover, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { resolutionsFor } from '../../../shared/model/resolution';
import { ICONS } from '../../../shared/ui/icons';
import { IconButton } from '../../../shared/ui/ToolButton';
import { CHART_STYLES, IntervalBar } from '../../pane';
import type { ChartStyle } from '../../pane';
import { ChartSettingsDialog } from '../../settings';
import type { ChartColours, ChartSettingPatch, TimeAnchorPatch } from '../../settings';
import { TRADE_DISPLAY_KEYS, TRADE_DISPLAY_LABELS } from '../../trade-overlay';
import type { OrderPanelPosition, TradeDisplay } from '../../trade-overlay';
import { LAYOUTS, chartCount } from '../model/layouts';
import type { SavedChartSettings } from '../model/settings';
import { SYNC_KEYS } from '../model/sync';
import type { SyncSettings } from '../model/sync';

export interface ChartToolbarProps {
  chain: ChainKey;
  settings: SavedChartSettings;
  resolution: Resolution;
  style: ChartStyle;
  multiChart: boolean;
  fullscreen: boolean;
  onResolution(resolution: Resolution): void;
  onPinned(pinned: Resolution[]): void;
  onStyle(style: ChartStyle): void;
  onLayout(layout: string): void;
  onQuote(quote: SavedChartSettings['quote']): void;
  onPriceType(priceType: SavedChartSettings['priceType']): void;
  onSync(key: keyof SyncSettings, on: boolean): void;
  onScreenshot(action: 'download' | 'copy'): void;
  onFullscreen(): void;
  onTradeDisplay(key: keyof TradeDisplay, on: boolean): void;
  onColours(colours: Partial<ChartColours> | null): void;
  onChartSetting(patch: ChartSettingPatch): void;
  onTimezone(timezone: string): void;
  onTimeAnchor(patch: TimeAnchorPatch): void;
  onShowDrawingToolbar(on: boolean): void;
  onOrderPanelPosition(position: OrderPanelPosition): void;
  /** The selected chart's time at a fraction of its visible width (the time anchor's "from the view"). */
  timeAt(fraction: number): number | null;
}

/** The chart toolbar of the selected chart (spec 3 §2): intervals, style, layout, unit, sync, tools. */
export function ChartToolbar(props: ChartToolbarProps) {
  const { t } = useChartMessages();
  const { settings } = props;
  const nativeSymbol = CHAINS[props.chain].nativeSymbol;
  // Mounted from the first open on (the dialog keeps its tab between opens).
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);

  return (
    <Bar role="toolbar" aria-label={t('chart.toolbar')}>
      <IntervalBar value={props.resolution} offered={resolutionsFor(props.chain)} pinned={settings.pinnedResolutions} onChange={props.onResolution} onPinnedChange={props.onPinned} />
      <Select aria-label={t('chart.style')} value={props.style} onChange={(e) => props.onStyle(e.target.value as ChartStyle)}>
        {CHART_STYLES.map((style) => (
          <option key={style} value={style}>
            {t(`chart.style.${style}`)}
          </option>
        ))}
      </Select>
      {props.multiChart && (
        <Select aria-label={t('chart.layout')} value={settings.layout} onChange={(e) => props.onLayout(e.target.value)}>
          {LAYOUTS.map((layout) => (
            <option key={layout.name} value={layout.name}>
              {chartCount(layout.name) === 1 ? t('chart.layout.single', { name: layout.name }) : t('chart.layout.option', { name: layout.name, count: chartCount(layout.name) })}
            </option>
          ))}
        </Select>
      )}
      <Select aria-label={t('chart.quote')} value={settings.quote} onChange={(e) => props.onQuote(e.target.value === 'native' ? 'native' : 'usd')}>
        <option value="usd">{t('chart.quote.usd')}</option>
        <option value="native">{nativeSymbol}</option>
      </Select>
      <Select aria-label={t('chart.priceType')} value={settings.priceType} onChange={(e) => props.onPriceType(e.target.value === 'mcap' ? 'mcap' : 'price')}>
        <option value="price">{t('chart.priceType.price')}</option>
        <option value="mcap">{t('chart.priceType.mcap')}</option>
      </Select>
      {props.multiChart && (
        <Popover trigger={t('chart.sync')} label={t('chart.sync.title')}>
          {SYNC_KEYS.map((key) => (
            <Check key={key}>
              <input type="checkbox" checked={settings.sync[key]} onChange={(e) => props.onSync(key, e.target.checked)} />
              {t(`chart.sync.${key}`)}
            </Check>
          ))}
        </Popover>
      )}
      <Group role="group" aria-label={t('chart.trades')}>
        {TRADE_DISPLAY_KEYS.map((key) => (
          <IconButton
            key={key}
            type="button"
            aria-pressed={settings.tradeDisplay[key]}
            aria-label={t(TRADE_DISPLAY_LABELS[key])}
            title={t(TRADE_DISPLAY_LABELS[key])}
            onClick={() => props.onTradeDisplay(key, !settings.tradeDisplay[key])}
          >
            {ICONS[key]}
          </IconButton>
        ))}
      </Group>
      <IconButton
        type="button"
        aria-pressed={settings.showDrawingToolbar}
        aria-label={t('chart.drawingToolbar')}
        title={t('chart.drawingToolbar')}
        onClick={() => props.onShowDrawingToolbar(!settings.showDrawingToolbar)}
      >
        {ICONS.drawingToolbar}
      </IconButton>
      <IconButton
        type="button"
        aria-haspopup="dialog"
        aria-expanded={settingsOpen}
        aria-label={t('chart.settings')}
        title={t('chart.settings')}
        onClick={() => {
          setSettingsUsed(true);
          setSettingsOpen(true);
        }}
      >
        {ICONS.settings}
      </IconButton>
      {settingsUsed && (
        <Suspense fallback={<Loading role="status">{t('chart.settings.loading')}</Loading>}>
          <ChartSettingsDialog
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
            settings={settings}
            onColours={props.onColours}
            onChartSetting={props.onChartSetting}
            onTradeDisplay={props.onTradeDisplay}
            onTimezone={props.onTimezone}
            onTimeAnchor={props.onTimeAnchor}
            onOrderPanelPosition={props.onOrderPanelPosition}
            timeAt={props.timeAt}
          />
        </Suspense>
      )}
      <Menu
        trigger={ICONS.screenshot}
        triggerLabel={t('chart.screenshot')}
        label={t('chart.screenshot')}
        align="end"
        items={[
          { id: 'download', label: t('chart.screenshot.download'), onSelect: () => props.onScreenshot('download') },
          { id: 'copy', label: t('chart.screenshot.copy'), onSelect: () => props.onScreenshot('copy') },
        ]}
      />
      <IconButton type="button" aria-pressed={props.fullscreen} aria-keyshortcuts="Shift+F" aria-label={t('chart.fullscreen')} title={t('chart.fullscreen')} onClick={props.onFullscreen}>
        {ICONS.fullscreen}
      </IconButton>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.size.space2} ${vars.size.space3};
  padding: ${vars.size.space2} ${vars.size.space3};
  border-bottom: 1px solid ${vars.color.border};
  /* Phones: one row that scrolls sideways, so the chart keeps its height. */
  @media (max-width: 767px) {
    flex-wrap: nowrap;
    overflow-x: auto;
    & > * {
      flex-shrink: 0;
    }
  }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.size.space2};
  @media (max-width: 767px) {
    flex-wrap: nowrap;
  }
`;

const Select = styled.select`
  height: ${vars.size.controlHeight};
  padding: 0 ${vars.size.space2};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontSm};
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

const Loading = styled.span`
  display: block;
  padding: 0 ${vars.size.space2};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  font-size: ${vars.size.fontSm};
  color: ${vars.color.text};
  white-space: nowrap;
`;
