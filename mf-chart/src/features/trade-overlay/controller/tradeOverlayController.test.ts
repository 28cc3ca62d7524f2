// No React and no DOM: the chart library is the recorder of src/test/chartsMock.ts.
import { describe, expect, it, vi } from 'vitest';
import { createChart } from 'lightweight-charts';
import type { IChartApi } from 'lightweight-charts';
import { live, recorder } from '../../../test/chartsMock';
import type { MainSeries } from '../../../shared/series';
import type { TradeGroup } from '../model/markers';
import { TradeOverlayController } from './tradeOverlayController';

vi.mock('lightweight-charts', async () => (await import('../../../test/chartsMock')).chartsModule);

const group = (time: number, side: 'buy' | 'sell', count = 1): TradeGroup => ({ time, side, count, amount: 100, quoteAmount: 0, volumeUsd: 12, avgPrice: 0.12 });
const GROUPS = [group(600, 'buy', 2), group(1200, 'sell'), group(6000, 'buy')];
const LETTERS = { buy: 'B', sell: 'S' };

function setup() {
  recorder.charts.length = 0;
  const chart = createChart(null as never) as IChartApi;
  const series = chart.addSeries('Candlestick' as never) as MainSeries;
  const controller = new TradeOverlayController(chart, series);
  return { controller, chart: live()[0]!, main: () => live()[0]!.main()! };
}

describe('TradeOverlayController', () => {
  it('marks the own trades inside the visible range (a bar wider on each side) and counts them', () => {
    const { controller, chart, main } = setup();
    controller.setOwnTrades({ groups: GROUPS, period: 60, letters: LETTERS, describe: () => '' });
    expect(main().markers.map((m) => m.text)).toEqual(['B2', 'S', 'B']);
    chart.showTimes({ from: 600, to: 1140 });
    expect(main().markers.map((m) => [m.time, m.text, m.position])).toEqual([
      [600, 'B2', 'belowBar'],
      [1200, 'S', 'aboveBar'],
    ]);
    expect(controller.getSnapshot()).toMatchObject({ range: { from: 540, to: 1200 }, markers: 2 });
  });

  it('shows the tooltip of the groups of the bar under the crosshair, and hides it elsewhere', () => {
    const { controller, chart } = setup();
    controller.setOwnTrades({ groups: GROUPS, period: 300, letters: LETTERS, describe: (g) => `${g.side} ${g.count}` });
    chart.moveCrosshair({ time: 600, point: { x: 10, y: 20 } });
    expect(controller.getSnapshot().tooltip).toEqual({ x: 10, y: 20, lines: ['buy 2'] });
    chart.moveCrosshair({ time: 900, point: { x: 30, y: 20 } });
    expect(controller.getSnapshot().tooltip).toBeNull();
  });

  it('replaces its price lines with each new set', () => {
    const { controller, main } = setup();
    controller.setPriceLines([
      { price: 2, color: '#16c784', style: 'dashed', title: '' },
      { price: 1, color: '#f0b90b', style: 'solid', title: '' },
    ]);
    expect(main().priceLines.map((line) => [line.price, line.color])).toEqual([
      [2, '#16c784'],
      [1, '#f0b90b'],
    ]);
    controller.setPriceLines([{ price: 1.5, color: '#8a94a6', style: 'dashed', title: 'Market sell' }]);
    expect(main().priceLines.map((line) => [line.price, line.title])).toEqual([[1.5, 'Market sell']]);
  });

  it('disposes of its subscriptions, markers and price lines', () => {
    const { controller, chart, main } = setup();
    controller.setOwnTrades({ groups: GROUPS, period: 60, letters: LETTERS, describe: () => '' });
    controller.setPriceLines([{ price: 2, color: '#16c784', style: 'dashed', title: '' }]);
    expect(chart.subscriptions()).toMatchObject({ timeRange: 1, crosshair: 1 });
    controller.dispose();
    expect(chart.subscriptions()).toMatchObject({ timeRange: 0, crosshair: 0 });
    expect(main().markers).toEqual([]);
    expect(main().priceLines).toEqual([]);
  });
});
