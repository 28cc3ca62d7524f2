import { describe, expect, it } from 'vitest';
import { AREA_LETTERS, LAYOUTS, chartCount, clampIndex, effectiveLayout, findLayout, resizeAreas } from './layouts';
import { DEFAULT_SYNC, applyAreaChange, isEcho, sameView, syncTargets, viewChangeRole } from './sync';
import type { ChartAreaState } from './sync';

describe('layouts', () => {
  it('are found by their name (1A to 8C), an unknown name giving the single chart', () => {
    for (const layout of LAYOUTS) expect(findLayout(layout.name)).toBe(layout);
    expect(findLayout('9Z').name).toBe('1A');
    expect(chartCount('4A')).toBe(4);
    expect(chartCount('8C')).toBe(8);
  });
  it('each draws exactly the number of charts read from its name, as rectangles of a full grid', () => {
    for (const layout of LAYOUTS) {
      const rows = layout.areas.map((row) => row.split(' '));
      const letters = new Set(rows.flat());
      expect([...letters].sort().join(''), layout.name).toBe(AREA_LETTERS.slice(0, chartCount(layout.name)));
      expect(new Set(rows.map((r) => r.length)).size, layout.name).toBe(1);
      for (const letter of letters) {
        const cells = rows.flatMap((r, y) => r.flatMap((c, x) => (c === letter ? [[x, y]] : [])));
        const xs = cells.map(([x]) => x!);
        const ys = cells.map(([, y]) => y!);
        const area = (Math.max(...xs) - Math.min(...xs) + 1) * (Math.max(...ys) - Math.min(...ys) + 1);
        expect(area, `${layout.name} ${letter} is a rectangle`).toBe(cells.length);
      }
    }
  });
  it('reads the chart count from the name', () => {
    expect(chartCount('1A')).toBe(1);
    expect(chartCount('4C')).toBe(4);
    expect(chartCount('8C')).toBe(8);
  });
  it('forces a single chart when multi-chart is not enabled or the name is unknown', () => {
    expect(effectiveLayout('4A', false)).toBe('1A');
    expect(effectiveLayout('9Z', true)).toBe('1A');
    expect(effectiveLayout('4A', true)).toBe('4A');
  });
  it('clamps the selected index to the chart count', () => {
    expect(clampIndex(5, 4)).toBe(3);
    expect(clampIndex(-1, 4)).toBe(0);
    expect(clampIndex(2, 4)).toBe(2);
  });
  it('gives new charts a copy of the selected chart and drops extra ones', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const grown = resizeAreas([a, b], 4, 1);
    expect(grown).toEqual([a, b, b, b]);
    expect(grown[2]).not.toBe(b);
    expect(resizeAreas([a, b, b], 1, 2)).toEqual([a]);
  });
});

describe('sync rules', () => {
  const area = (address: string, resolution: ChartAreaState['resolution'] = '1m'): ChartAreaState => ({ chain: 'solana', address, resolution, style: 'candle' });
  const areas = [area('A'), area('B', '5m'), area('C', '1h')];

  it('change only the selected chart when sync is off', () => {
    const next = applyAreaChange(areas, 1, { address: 'X', resolution: '1d' }, DEFAULT_SYNC);
    expect(next.map((a) => [a.address, a.resolution])).toEqual([
      ['A', '1m'],
      ['X', '1d'],
      ['C', '1h'],
    ]);
  });
  it('propagate the symbol with symbol sync, the interval with interval sync', () => {
    expect(applyAreaChange(areas, 0, { address: 'X', resolution: '4h' }, { ...DEFAULT_SYNC, symbol: true }).map((a) => [a.address, a.resolution])).toEqual([
      ['X', '4h'],
      ['X', '5m'],
      ['X', '1h'],
    ]);
    expect(applyAreaChange(areas, 0, { resolution: '4h' }, { ...DEFAULT_SYNC, interval: true }).map((a) => [a.address, a.resolution])).toEqual([
      ['A', '4h'],
      ['B', '4h'],
      ['C', '4h'],
    ]);
  });
  it('send crosshair moves to the other charts by default, time and range only when on', () => {
    expect(syncTargets(DEFAULT_SYNC, 'crosshair', 1, 3)).toEqual([0, 2]);
    expect(syncTargets(DEFAULT_SYNC, 'time', 1, 3)).toEqual([]);
    expect(syncTargets({ ...DEFAULT_SYNC, dateRange: true }, 'dateRange', 0, 2)).toEqual([1]);
  });
  it('let a scroll or zoom lead the other charts, and a resized chart or a first view follow them (a layout change re-lays every chart)', () => {
    expect(viewChangeRole(undefined, 400)).toBe('follow');
    expect(viewChangeRole(400, 400)).toBe('lead');
    expect(viewChangeRole(400, 400.2)).toBe('lead');
    expect(viewChangeRole(800, 400)).toBe('follow');
    expect(viewChangeRole(400, 800)).toBe('follow');
  });
  it('tell the echo of a view the sync gave a chart from a move of its own', () => {
    const given = { range: { from: 100, to: 200 }, position: -3 };
    expect(isEcho(given, { range: { from: 100, to: 200 }, position: 0 }, true)).toBe(true);
    expect(isEcho(given, { range: { from: 110, to: 200 }, position: -3 }, true)).toBe(false);
    expect(isEcho(given, { range: { from: 110, to: 200 }, position: -3 }, false)).toBe(true);
    expect(isEcho(undefined, given, true)).toBe(false);
    expect(sameView({ range: null, position: 0 }, { range: null, position: 0 }, true)).toBe(false);
  });
});
