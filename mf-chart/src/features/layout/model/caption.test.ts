import { describe, expect, it } from 'vitest';
import { screenshotCaption } from './caption';

const at = Date.UTC(2026, 11, 5, 14, 7, 30) / 1000;

describe('screenshotCaption', () => {
  it('names the symbol, the interval, the time in the chart’s zone and the brand', () => {
    expect(screenshotCaption({ symbol: 'PEPE', resolution: '5m', seconds: at, timezone: 'Etc/UTC', locale: 'en' })).toBe('PEPE · 5m · Dec 5, 2026, 14:07 UTC · Nova');
  });

  it('writes the time in the zone and the locale', () => {
    const caption = screenshotCaption({ symbol: 'PEPE', resolution: '1h', seconds: at, timezone: 'Asia/Shanghai', locale: 'de' });
    expect(caption).toMatch(/^PEPE · 1h · 5\. Dez\. 2026, 22:07 .+ · Nova$/);
  });

  it('leaves out a symbol not known yet, and falls back to English for an unknown locale', () => {
    expect(screenshotCaption({ symbol: '', resolution: '1m', seconds: at, timezone: 'Etc/UTC', locale: 'xx-invalid-!' })).toBe('1m · Dec 5, 2026, 14:07 UTC · Nova');
  });
});
