import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform } from '@nova/platform-double/testing';
import { areaReducer, initialArea } from '../../layout';
import type { AreaState } from '../../layout';
import ChartSettingsDialog from './ChartSettingsDialog';

// 2024-11-15 00:00:00 UTC.
const NOV15 = 1_731_628_800;

/** The dialog on the chart area's real reducer; `timeAt` stands for the selected chart's view. */
function Harness({ saved, timeAt, onState }: { saved?: unknown; timeAt: (f: number) => number | null; onState: (state: AreaState) => void }) {
  const [state, dispatch] = useReducer(areaReducer, null, () => initialArea(saved ?? null, { chain: 'solana', address: 'A' }, true));
  onState(state);
  return (
    <ChartSettingsDialog
      open
      onClose={() => undefined}
      settings={state.settings}
      onColours={(colours) => dispatch({ type: 'colours', colours })}
      onChartSetting={(patch) => dispatch({ type: 'chartSetting', patch })}
      onTradeDisplay={(key, on) => dispatch({ type: 'tradeDisplay', key, on })}
      onTimezone={(timezone) => dispatch({ type: 'timezone', timezone })}
      onTimeAnchor={(patch) => dispatch({ type: 'timeAnchor', patch })}
      onOrderPanelPosition={(position) => dispatch({ type: 'orderPanelPosition', position })}
      timeAt={timeAt}
    />
  );
}

function setup(saved?: unknown) {
  let state: AreaState | null = null;
  const timeAt = vi.fn((fraction: number) => NOV15 + Math.round(fraction * 600));
  renderWithPlatform(<Harness saved={saved} timeAt={timeAt} onState={(s) => (state = s)} />);
  const dialog = screen.getByRole('dialog', { name: 'Chart settings' });
  const tab = (name: string) => within(dialog).getByRole('tab', { name });
  return { dialog, tab, timeAt, settings: () => state!.settings };
}

describe('Chart settings dialog', () => {
  it('has the sections as tabs, Symbol first: up and down colours, Reverse colours and Reset', async () => {
    const user = userEvent.setup();
    const { dialog, tab, settings } = setup();
    const tabs = within(within(dialog).getByRole('tablist', { name: 'Chart settings sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Symbol', 'Scales', 'Appearance', 'Events', 'Time']);
    expect(tab('Symbol')).toHaveAttribute('aria-selected', 'true');
    const panel = within(dialog).getByRole('tabpanel', { name: 'Symbol' });
    fireEvent.change(within(panel).getByLabelText('Down colour'), { target: { value: '#FF00AA' } });
    await user.click(within(panel).getByRole('checkbox', { name: 'Reverse colours' }));
    expect(settings().chartSetting.colours).toEqual({ up: '#16c784', down: '#ff00aa', reverse: true });
    await user.click(within(panel).getByRole('button', { name: 'Reset colours' }));
    expect(settings().chartSetting.colours).toEqual({ up: '#16c784', down: '#ea3943', reverse: false });
    expect(within(panel).getByRole('button', { name: 'Reset colours' })).toBeDisabled();
  });

  it('sets the scale mode, auto scale, last price label and invert scale', async () => {
    const user = userEvent.setup();
    const { dialog, tab, settings } = setup();
    await user.click(tab('Scales'));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Scales' });
    const mode = within(panel).getByRole('radiogroup', { name: 'Scale mode' });
    expect(within(mode).getByRole('radio', { name: 'Regular' })).toBeChecked();
    await user.click(within(mode).getByRole('radio', { name: 'Logarithmic' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Auto scale' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Last price label' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Invert scale' }));
    expect(settings().chartSetting.scales).toEqual({ mode: 'logarithmic', autoScale: false, lastValueLabel: false, invert: true });
    await user.click(within(mode).getByRole('radio', { name: 'Percentage' }));
    expect(settings().chartSetting.scales.mode).toBe('percentage');
  });

  it('sets grid lines, crosshair, watermark and volume', async () => {
    const user = userEvent.setup();
    const { dialog, tab, settings } = setup();
    await user.click(tab('Appearance'));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Appearance' });
    const grid = within(panel).getByRole('combobox', { name: 'Grid lines' });
    expect(within(grid).getAllByRole('option').map((o) => o.textContent)).toEqual(['Vertical and horizontal', 'Vertical only', 'Horizontal only', 'None']);
    await user.selectOptions(grid, 'Horizontal only');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Crosshair' }), 'Snap to close');
    await user.click(within(panel).getByRole('checkbox', { name: 'Watermark' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Volume' }));
    expect(settings().chartSetting.appearance).toEqual({ grid: 'horizontal', crosshair: 'magnet', watermark: true, volume: false });
  });

  it('edits the trade display options (the same field as the toolbar group)', async () => {
    const user = userEvent.setup();
    const { dialog, tab, settings } = setup({ tradeDisplay: { ownTrades: true, followedTrades: false, orderLines: true } });
    await user.click(tab('Events'));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Events' });
    expect(within(panel).getByRole('checkbox', { name: 'Followed wallets' })).not.toBeChecked();
    await user.click(within(panel).getByRole('checkbox', { name: 'My trades' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Order lines' }));
    expect(settings().tradeDisplay).toEqual({ ownTrades: false, followedTrades: false, orderLines: false });
  });

  it('picks the timezone from Etc/UTC, the device’s zone and the curated zones', async () => {
    const user = userEvent.setup();
    const { dialog, tab, settings } = setup();
    await user.click(tab('Time'));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Time' });
    const zone = within(panel).getByRole('combobox', { name: 'Timezone' });
    expect(zone).toHaveValue('Etc/UTC');
    const options = within(zone).getAllByRole('option');
    expect(options[0]).toHaveTextContent('(UTC) Coordinated Universal Time');
    expect(options.length).toBeGreaterThanOrEqual(20);
    expect(options.some((o) => o.textContent === '(UTC+8) Shanghai')).toBe(true);
    expect(options.some((o) => o.textContent === '(UTC+9) Tokyo')).toBe(true);
    await user.selectOptions(zone, 'Asia/Shanghai');
    expect(settings().timezone).toBe('Asia/Shanghai');
    expect(within(panel).getByText('Times are in Asia/Shanghai.')).toBeInTheDocument();
  });

  it('anchors the time in view when turned on, moves it, re-centres it and keeps it in the zone’s wall clock', async () => {
    const user = userEvent.setup();
    const { dialog, tab, settings, timeAt } = setup({ timezone: 'Asia/Shanghai' });
    await user.click(tab('Time'));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Time' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Time anchor' }));
    // Turned on with no time: the time now at the anchor's place (the middle) is anchored.
    expect(timeAt).toHaveBeenCalledWith(0.5);
    expect(settings().timeAnchorSetting).toMatchObject({ enabled: true, type: 'time', values: { time: 0.5, timeRange1: NOV15 + 300 } });
    const input = within(panel).getByLabelText('Anchor time');
    expect(input).toHaveValue('2024-11-15T08:05');
    fireEvent.change(input, { target: { value: '2024-11-15T09:00:00' } });
    expect(settings().timeAnchorSetting.values.timeRange1).toBe(NOV15 + 3600);
    const slider = within(panel).getByRole('slider', { name: 'Position in the view' });
    fireEvent.change(slider, { target: { value: '25' } });
    expect(settings().timeAnchorSetting.values.time).toBe(0.25);
    await user.click(within(panel).getByRole('button', { name: 'Anchor at the centre of the view' }));
    expect(settings().timeAnchorSetting.values).toMatchObject({ time: 0.5, timeRange1: NOV15 + 300 });
    await user.click(within(panel).getByRole('checkbox', { name: 'Show the anchor line' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Keep the anchor on a symbol change' }));
    expect(settings().timeAnchorSetting).toMatchObject({ displayLine: false, handleSymbolChange: false });
  });

  it('shows a date range: from the visible range or typed, and says when it ends before it starts', async () => {
    const user = userEvent.setup();
    const { dialog, tab, settings } = setup({ timeAnchorSetting: { enabled: true } });
    await user.click(tab('Time'));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Time' });
    await user.click(within(within(panel).getByRole('radiogroup', { name: 'Anchor type' })).getByRole('radio', { name: 'Show a date range' }));
    expect(settings().timeAnchorSetting).toMatchObject({ type: 'range', values: { timeRange1: NOV15, timeRange2: NOV15 + 600 } });
    expect(within(panel).getByLabelText('Range start')).toHaveValue('2024-11-15T00:00');
    act(() => {
      fireEvent.change(within(panel).getByLabelText('Range end'), { target: { value: '2024-11-14T00:00:00' } });
    });
    expect(within(panel).getByRole('alert')).toHaveTextContent('The range must end after it starts.');
    await user.click(within(panel).getByRole('button', { name: 'Use the visible range' }));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(settings().timeAnchorSetting.values).toMatchObject({ timeRange1: NOV15, timeRange2: NOV15 + 600 });
  });
});
