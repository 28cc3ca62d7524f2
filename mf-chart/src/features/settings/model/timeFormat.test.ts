import { describe, expect, it } from 'vitest';
import { TICK, formatCrosshairTime, formatTickMark, isTimeZone, parseTimezone, zoneOffsetSeconds } from './timeFormat';

// 2024-11-15 00:00:00 UTC (a Friday); 2024-07-01 12:00:00 UTC (northern summer).
const NOV15 = 1_731_628_800;
const JUL1_NOON = 1_719_835_200;

describe('chart timezone', () => {
  it('accepts IANA zones the browser knows and rejects the rest (default Etc/UTC)', () => {
    expect(isTimeZone('Etc/UTC')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(8)).toBe(false);
    expect(parseTimezone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(parseTimezone('Mars/Olympus')).toBe('Etc/UTC');
    expect(parseTimezone({ zone: 'x' })).toBe('Etc/UTC');
  });

  it('knows each zone’s offset at a moment, daylight saving included', () => {
    expect(zoneOffsetSeconds('Asia/Shanghai', NOV15)).toBe(8 * 3600);
    expect(zoneOffsetSeconds('America/New_York', NOV15)).toBe(-5 * 3600);
    expect(zoneOffsetSeconds('America/New_York', JUL1_NOON)).toBe(-4 * 3600);
    expect(zoneOffsetSeconds('Etc/UTC', NOV15)).toBe(0);
  });

  it('labels the time axis and the crosshair in the chart’s zone', () => {
    const t = NOV15 + 3 * 3600 + 25 * 60 + 7; // 03:25:07 UTC
    expect(formatTickMark(t, TICK.Time, 'Etc/UTC', 'en')).toBe('03:25');
    expect(formatTickMark(t, TICK.Time, 'Asia/Shanghai', 'en')).toBe('11:25');
    expect(formatTickMark(t, TICK.TimeWithSeconds, 'America/New_York', 'en')).toBe('22:25:07');
    expect(formatTickMark(t, TICK.DayOfMonth, 'America/New_York', 'en')).toBe('14');
    expect(formatTickMark(t, TICK.Month, 'Asia/Tokyo', 'en')).toBe('Nov');
    expect(formatTickMark(t, TICK.Year, 'Asia/Tokyo', 'en')).toBe('2024');
    expect(formatCrosshairTime(t, 'Asia/Shanghai', 'en', 60)).toBe('Fri, Nov 15, 2024, 11:25');
    expect(formatCrosshairTime(t, 'Asia/Shanghai', 'en', 1)).toBe('Fri, Nov 15, 2024, 11:25:07');
    expect(formatCrosshairTime(t, 'America/New_York', 'en', 86_400)).toBe('Thu, Nov 14, 2024');
    expect(formatCrosshairTime(t, 'Asia/Shanghai', 'de', 60)).toBe('Fr., 15. Nov. 2024, 11:25');
  });
});
