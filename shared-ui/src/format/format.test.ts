import { describe, expect, it } from 'vitest';
import {
  decimalsForMagnitude,
  formatAge,
  formatDateTime,
  formatCoinAmount,
  formatCompact,
  formatNumber,
  formatPercent,
  formatPrice,
  formatUsd,
  isRecent,
  shortenAddress,
  tickerIntervalMs,
  unitFamily,
} from './index';

describe('decimals by magnitude (spec 3 §9)', () => {
  it.each([
    ['12345.678', 2],
    ['1', 2],
    ['0.5', 3],
    ['0.1', 3],
    ['0.05', 4],
    ['0.005', 5],
    ['0.0005', 6],
    ['0.00005', 7],
    ['0.000005', 8],
    ['0.0000005', 9],
    ['0.00000005', 10],
  ])('%s gets %i decimals', (value, decimals) => {
    expect(decimalsForMagnitude(value)).toBe(decimals);
  });
});

describe('formatNumber', () => {
  it('floors instead of rounding', () => {
    expect(formatNumber('1.239')).toBe('1.23');
    expect(formatNumber('0.123999')).toBe('0.123');
  });
  it('floors the magnitude of negative values', () => {
    expect(formatNumber('-1.239')).toBe('-1.23');
  });
  it('groups thousands per locale', () => {
    expect(formatNumber('1234567.891', { locale: 'en' })).toBe('1,234,567.89');
    expect(formatNumber('1234567.891', { locale: 'de' })).toBe('1.234.567,89');
  });
  it('keeps exact decimals of long strings without float error', () => {
    expect(formatNumber('0.30000000000000004449', { decimals: 2 })).toBe('0.30');
    expect(formatNumber('123456789012345678.99')).toBe('123,456,789,012,345,678.99');
  });
  it('shows a dash for missing or malformed input', () => {
    expect(formatNumber(undefined)).toBe('—');
    expect(formatNumber('1..2')).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('—');
  });
  it('can sign positive values', () => {
    expect(formatNumber('5.5', { signed: true })).toBe('+5.5');
  });
  it('keeps each locale and option set apart when calls alternate (formatters are reused)', () => {
    for (let i = 0; i < 2; i++) {
      expect(formatNumber('1234.5678', { locale: 'de' })).toBe('1.234,56');
      expect(formatNumber('1234.5678', { locale: 'en' })).toBe('1,234.56');
      expect(formatNumber('1234.5678', { locale: 'en', decimals: 3, signed: true })).toBe('+1,234.567');
      expect(formatNumber('-0.5', { locale: 'en', signed: true })).toBe('-0.5');
    }
  });
});

describe('formatPrice', () => {
  it('writes the zero run below 0.001 as a subscript count', () => {
    expect(formatPrice('0.0000123456')).toBe('0.0₄1234');
    expect(formatPrice('0.000999')).toBe('0.0₃999');
  });
  it('uses normal decimals from 0.001 up', () => {
    expect(formatPrice('0.00123456')).toBe('0.00123');
    expect(formatPrice('152.348')).toBe('152.34');
  });
  it('uses the locale decimal separator in subscript form', () => {
    expect(formatPrice('0.0000123', { locale: 'de' })).toBe('0,0₄123');
  });
});

describe('formatCompact per language family', () => {
  it('uses K/M/B/T for English-like locales', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact('1234567')).toBe('1.23M');
    expect(formatCompact('2999999999')).toBe('2.99B');
    expect(formatCompact('4.2e12')).toBe('4.2T');
    expect(formatCompact('1234567', { locale: 'fr' })).toBe('1,23M');
  });
  it('uses ten-thousand and hundred-million for Chinese and Japanese', () => {
    expect(formatCompact(12345, { locale: 'zh' })).toBe('1.23万');
    expect(formatCompact(123456789, { locale: 'zh' })).toBe('1.23亿');
    expect(formatCompact(1.5e12, { locale: 'zh' })).toBe('1.5万亿');
    expect(formatCompact(123456789, { locale: 'ja' })).toBe('1.23億');
    expect(formatCompact(12345, { locale: 'zh-tw' })).toBe('1.23萬');
    expect(formatCompact(1.5e12, { locale: 'ja' })).toBe('1.5兆');
  });
  it('is million-based for German (a no-break space before the unit, as CLDR writes it)', () => {
    expect(formatCompact(12345, { locale: 'de' })).toBe('12.345');
    expect(formatCompact(1234567, { locale: 'de' })).toBe('1,23\u00a0Mio.');
    expect(formatCompact(2.5e9, { locale: 'de' })).toBe('2,5\u00a0Mrd.');
    expect(formatCompact(3e12, { locale: 'de' })).toBe('3\u00a0Bio.');
  });
  it('uses thousand, ten-thousand and hundred-million for Korean', () => {
    expect(formatCompact(1500, { locale: 'ko' })).toBe('1.5천');
    expect(formatCompact(12345, { locale: 'ko' })).toBe('1.23만');
    expect(formatCompact(123456789, { locale: 'ko' })).toBe('1.23억');
  });
  it('maps the spec locale keys to families', () => {
    expect(unitFamily('en')).toBe('western');
    expect(unitFamily('zh-tw')).toBe('cjk');
    expect(unitFamily('de')).toBe('german');
    expect(unitFamily('ko')).toBe('korean');
    expect(unitFamily('vn')).toBe('western');
  });
});

describe('formatUsd and formatPercent', () => {
  it('compacts large USD amounts and keeps small ones as prices', () => {
    expect(formatUsd('1234567')).toBe('$1.23M');
    expect(formatUsd('12.349')).toBe('$12.34');
    expect(formatUsd('0.00001234')).toBe('$0.0₄1234');
    expect(formatUsd('-2500')).toBe('-$2.5K');
  });
  it('keeps the cents of a money amount (a PnL): two decimals at least, more by magnitude, compact from 1,000', () => {
    expect(formatUsd('-1.3', { cents: true })).toBe('-$1.30');
    expect(formatUsd('2', { cents: true })).toBe('$2.00');
    expect(formatUsd('0.0123', { cents: true })).toBe('$0.0123');
    expect(formatUsd('-1234.5', { cents: true })).toBe('-$1.23K');
    expect(formatUsd('-1.3', { cents: true, locale: 'de' })).toBe('-$1,30');
  });
  it('formats percent with 2 floored decimals', () => {
    expect(formatPercent(12.345)).toBe('12.34%');
    expect(formatPercent('-3.1')).toBe('-3.10%');
    expect(formatPercent(7, { signed: true })).toBe('+7.00%');
  });
  it('formats a ratio as its percent, scaled exactly (no binary float in between)', () => {
    // 0.29 * 100 is 28.999999999999996 in binary floats: floored to 0 decimals it would read 28%.
    expect(formatPercent(0.29, { ratio: true, decimals: 0 })).toBe('29%');
    expect(formatPercent(0.035, { ratio: true })).toBe('3.50%');
    expect(formatPercent('0.07', { ratio: true, decimals: 0 })).toBe('7%');
    expect(formatPercent(1e-7, { ratio: true, decimals: 5 })).toBe('0.00001%');
    expect(formatPercent(0.125, { ratio: true, locale: 'de' })).toBe('12,50%');
    expect(formatPercent(12.5, { ratio: true, narrow: true })).toBe('1,250%');
    expect(formatPercent('x', { ratio: true })).toBe('—');
    expect(formatPercent(1161.43, { signed: true, narrow: true })).toBe('+1,161%');
    expect(formatPercent(-999.99, { signed: true, narrow: true })).toBe('-999.99%');
    expect(formatPercent(1161.43, { signed: true })).toBe('+1,161.43%');
  });
  it('keeps the coin minimum decimals for ETH and BTC', () => {
    expect(formatCoinAmount('1.5', 'ETH')).toBe('1.5');
    expect(formatCoinAmount('1.123456789', 'ETH')).toBe('1.12345');
    expect(formatCoinAmount('1.123456789', 'BTC')).toBe('1.123456');
    expect(formatCoinAmount('1.123456789', 'SOL')).toBe('1.12');
  });
});

describe('addresses and relative times', () => {
  it('shortens addresses to 6 and 4 characters', () => {
    expect(shortenAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKXtg…gAsU');
    expect(shortenAddress('0xabc')).toBe('0xabc');
  });
  it('uses the units s, m, h, d, mo, y', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(formatAge(now - 5_000, now)).toBe('5s');
    expect(formatAge(now - 3 * 60_000, now)).toBe('3m');
    expect(formatAge(now - 2 * 3_600_000, now)).toBe('2h');
    expect(formatAge(now - 4 * 86_400_000, now)).toBe('4d');
    expect(formatAge(now - 65 * 86_400_000, now)).toBe('2mo');
    expect(formatAge(now - 800 * 86_400_000, now)).toBe('2y');
    expect(formatAge(now + 10_000, now)).toBe('0s');
  });

  it('writes ages in the locale\'s own narrow units outside English', () => {
    const now = 1_700_000_000_000;
    const narrow = (locale: string, unit: string, n: number) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(n);
    expect(formatAge(now - 18 * 3_600_000, now, 'de')).toBe(narrow('de', 'hour', 18));
    expect(formatAge(now - 18 * 3_600_000, now, 'zh')).toBe('18小时');
    expect(formatAge(now - 65 * 86_400_000, now, 'ar')).toBe(narrow('ar', 'month', 2));
    expect(formatAge(now - 3 * 60_000, now, 'zh-tw')).toBe(narrow('zh-TW', 'minute', 3));
    expect(formatAge(now - 3 * 60_000, now, 'en')).toBe('3m');
  });
  it('calls under three days recent', () => {
    const now = 1_000_000_000_000;
    expect(isRecent(now - 2 * 86_400_000, now)).toBe(true);
    expect(isRecent(now - 3 * 86_400_000, now)).toBe(false);
  });
  it('ticks every second, then every minute, then every hour', () => {
    const now = 1_000_000_000_000;
    expect(tickerIntervalMs(now - 30_000, now)).toBe(1_000);
    expect(tickerIntervalMs(now - 120_000, now)).toBe(60_000);
    expect(tickerIntervalMs(now - 7_200_000, now)).toBe(3_600_000);
  });
});

describe('formatDateTime', () => {
  it('writes a moment with its day and time to the second, in the locale', () => {
    const at = Date.UTC(2026, 11, 6, 1, 2, 3);
    expect(formatDateTime(at, 'en')).toBe(new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at));
    expect(formatDateTime(at, 'vn')).toBe(new Intl.DateTimeFormat('vi', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at));
  });
});
