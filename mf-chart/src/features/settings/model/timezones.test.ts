import { describe, expect, it } from 'vitest';
import { zoneOffsetSeconds } from './timeFormat';
import { formatOffset, fromZoneInput, toZoneInput, zoneCity, zoneOptions } from './timezones';

// 2024-11-15 00:00:00 UTC (a Friday); 2024-07-01 12:00:00 UTC (northern summer).
const NOV15 = 1_731_628_800;
const JUL1_NOON = 1_719_835_200;

describe('the Timezone list and the anchor’s date-time inputs', () => {
  it('writes offsets as UTC±h[:mm] and cities from the zone name', () => {
    expect(formatOffset(0)).toBe('UTC');
    expect(formatOffset(8 * 3600)).toBe('UTC+8');
    expect(formatOffset(-3.5 * 3600)).toBe('UTC-3:30');
    expect(formatOffset(5.75 * 3600)).toBe('UTC+5:45');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('lists Etc/UTC first, then the device’s zone, then the curated zones by offset', () => {
    const list = zoneOptions('Europe/Madrid', 'Etc/UTC', NOV15);
    expect(list[0]).toMatchObject({ zone: 'Etc/UTC', offset: 'UTC', device: false });
    expect(list[1]).toMatchObject({ zone: 'Europe/Madrid', offset: 'UTC+1', city: null, device: true });
    const curated = list.slice(2);
    expect(curated.length).toBeGreaterThanOrEqual(20);
    expect(curated.find((o) => o.zone === 'Asia/Shanghai')).toMatchObject({ offset: 'UTC+8', city: 'shanghai' });
    const offsets = curated.map((o) => zoneOffsetSeconds(o.zone, NOV15));
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    // A curated device zone is not listed twice; a saved zone outside the list is kept.
    const tokyo = zoneOptions('Asia/Tokyo', 'America/Lima', NOV15);
    expect(tokyo.filter((o) => o.zone === 'Asia/Tokyo')).toEqual([expect.objectContaining({ device: true })]);
    expect(tokyo.at(-1)).toMatchObject({ zone: 'America/Lima', offset: 'UTC-5' });
    // A device on UTC marks the UTC entry.
    expect(zoneOptions('UTC', 'Etc/UTC', NOV15)[0]).toMatchObject({ zone: 'Etc/UTC', device: true });
  });

  it('reads and writes datetime-local values as wall-clock times of the zone', () => {
    expect(toZoneInput(NOV15, 'Asia/Shanghai')).toBe('2024-11-15T08:00');
    expect(toZoneInput(NOV15 + 5, 'Asia/Shanghai')).toBe('2024-11-15T08:00:05');
    expect(fromZoneInput('2024-11-15T08:00:00', 'Asia/Shanghai')).toBe(NOV15);
    expect(fromZoneInput('2024-11-15T08:00', 'Asia/Shanghai')).toBe(NOV15);
    expect(fromZoneInput('2024-07-01T08:00:00', 'America/New_York')).toBe(JUL1_NOON);
    for (const zone of ['Etc/UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney']) expect(fromZoneInput(toZoneInput(JUL1_NOON + 17, zone), zone)).toBe(JUL1_NOON + 17);
    expect(fromZoneInput('yesterday', 'Etc/UTC')).toBeNull();
    expect(fromZoneInput('2024-13-01T00:00', 'Etc/UTC')).toBeNull();
  });
});
