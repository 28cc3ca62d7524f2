import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ANCHOR, anchorAfterSymbolChange, anchorLines, anchorView, applyTimeAnchor, holdsTime, logicalOfTime, parseTimeAnchor, timeOfLogical } from './timeAnchor';
import type { TimeAnchorSetting } from './timeAnchor';

// 2024-11-15 00:00:00 UTC (a Friday).
const NOV15 = 1_731_628_800;

describe('time anchor', () => {
  const anchor = (patch: Partial<Omit<TimeAnchorSetting, 'values'>> & { values?: Partial<TimeAnchorSetting['values']> } = {}): TimeAnchorSetting => ({
    ...DEFAULT_TIME_ANCHOR,
    enabled: true,
    ...patch,
    values: { ...DEFAULT_TIME_ANCHOR.values, ...patch.values },
  });
  // Ten 1m bars from NOV15.
  const times = Array.from({ length: 10 }, (_, i) => NOV15 + i * 60);

  it('parses every field, defaulting malformed ones', () => {
    expect(parseTimeAnchor(null)).toEqual(DEFAULT_TIME_ANCHOR);
    expect(parseTimeAnchor({ enabled: true, handleSymbolChange: false, type: 'range', displayLine: false, values: { time: 0.25, timeRange1: NOV15, timeRange2: NOV15 + 600 } })).toEqual({
      enabled: true,
      handleSymbolChange: false,
      type: 'range',
      displayLine: false,
      values: { time: 0.25, timeRange1: NOV15, timeRange2: NOV15 + 600 },
    });
    expect(parseTimeAnchor({ enabled: 1, type: 'week', values: { time: 1.5, timeRange1: -5, timeRange2: 12.5 } })).toEqual(DEFAULT_TIME_ANCHOR);
    expect(parseTimeAnchor({ values: { time: '0.3', timeRange1: '1731628800' } }).values).toEqual(DEFAULT_TIME_ANCHOR.values);
    expect(parseTimeAnchor({ enabled: true, values: { timeRange1: NOV15 } })).toMatchObject({ enabled: true, type: 'time', values: { time: 0.5, timeRange1: NOV15 } });
  });

  it('takes the dialog’s changes, null clearing a time, invalid values ignored', () => {
    const set = applyTimeAnchor(DEFAULT_TIME_ANCHOR, { enabled: true, values: { timeRange1: NOV15, time: 0.8 } });
    expect(set).toMatchObject({ enabled: true, values: { time: 0.8, timeRange1: NOV15, timeRange2: null } });
    expect(applyTimeAnchor(set, { values: { time: 7 } }).values.time).toBe(0.8);
    expect(applyTimeAnchor(set, { values: { timeRange1: null } }).values.timeRange1).toBeNull();
  });

  it('maps times to logical positions and back, past both ends of the bars too', () => {
    expect(logicalOfTime(times, NOV15 + 120, 60)).toBe(2);
    expect(logicalOfTime(times, NOV15 + 150, 60)).toBe(2.5);
    expect(logicalOfTime(times, NOV15 - 300, 60)).toBe(-5);
    expect(logicalOfTime(times, NOV15 + 9 * 60 + 600, 60)).toBe(19);
    expect(logicalOfTime([], NOV15, 60)).toBeNull();
    expect(timeOfLogical(times, 2.5, 60)).toBe(NOV15 + 150);
    expect(timeOfLogical(times, -5, 60)).toBe(NOV15 - 300);
    expect(timeOfLogical(times, 19, 60)).toBe(NOV15 + 1140);
  });

  it('keeps the anchored time at its place in the visible width', () => {
    // Anchored at bar 4, in the middle of a 6-bar wide view.
    expect(anchorView(anchor({ values: { timeRange1: NOV15 + 240 } }), times, 60, 6)).toEqual({ from: 1, to: 7 });
    // At a quarter from the left, after zooming out to 40 bars.
    expect(anchorView(anchor({ values: { timeRange1: NOV15 + 240, time: 0.25 } }), times, 60, 40)).toEqual({ from: -6, to: 34 });
    // On 5m bars the same time lands between bars.
    const fiveMinute = Array.from({ length: 10 }, (_, i) => NOV15 + i * 300);
    expect(anchorView(anchor({ values: { timeRange1: NOV15 + 450 } }), fiveMinute, 300, 10)).toEqual({ from: -3.5, to: 6.5 });
  });

  it('shows a range from its start to its end, and asks for nothing when off, unset or reversed', () => {
    expect(anchorView(anchor({ type: 'range', values: { timeRange1: NOV15 + 60, timeRange2: NOV15 + 480 } }), times, 60, 6)).toEqual({ from: 1, to: 8 });
    expect(anchorView(anchor({ type: 'range', values: { timeRange1: NOV15 + 480, timeRange2: NOV15 + 60 } }), times, 60, 6)).toBeNull();
    expect(anchorView(anchor({ type: 'range', values: { timeRange1: NOV15 } }), times, 60, 6)).toBeNull();
    expect(anchorView(anchor({ enabled: false, values: { timeRange1: NOV15 } }), times, 60, 6)).toBeNull();
    expect(anchorView(anchor(), times, 60, 6)).toBeNull();
    expect(holdsTime(anchor({ values: { timeRange1: NOV15 } }))).toBe(true);
    expect(holdsTime(anchor({ type: 'range', values: { timeRange1: NOV15, timeRange2: NOV15 + 60 } }))).toBe(false);
  });

  it('draws its line at the anchored time or both ends of the range, only with displayLine', () => {
    expect(anchorLines(anchor({ values: { timeRange1: NOV15 } }))).toEqual([NOV15]);
    expect(anchorLines(anchor({ type: 'range', values: { timeRange1: NOV15, timeRange2: NOV15 + 60 } }))).toEqual([NOV15, NOV15 + 60]);
    expect(anchorLines(anchor({ displayLine: false, values: { timeRange1: NOV15 } }))).toEqual([]);
    expect(anchorLines(anchor({ enabled: false, values: { timeRange1: NOV15 } }))).toEqual([]);
  });

  it('survives a symbol change with handleSymbolChange, else its times are cleared', () => {
    const kept = anchor({ values: { timeRange1: NOV15 } });
    expect(anchorAfterSymbolChange(kept)).toBe(kept);
    const cleared = anchorAfterSymbolChange(anchor({ handleSymbolChange: false, type: 'range', values: { timeRange1: NOV15, timeRange2: NOV15 + 60 } }));
    expect(cleared).toMatchObject({ enabled: true, values: { timeRange1: null, timeRange2: null } });
  });
});
