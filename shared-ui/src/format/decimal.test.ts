import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { DASH } from './decimal';
import { localeDirection } from './locale';
import { decimalsForMagnitude, floorTo, formatCoinAmount, formatCompact, formatNumber, formatPercent, formatPrice, formatUsd } from './number';
import { formatSubscriptDecimal } from './subscript';

describe('reading values', () => {
  it('reads decimal strings, exponents, numbers and decimal objects', () => {
    expect(formatPrice('0.000123')).toBe('0.0₃123');
    expect(decimalsForMagnitude('0.000123')).toBe(6);
    expect(formatCompact('1500')).toBe('1.5K');
    expect(formatNumber('-00012.3400')).toBe('-12.34');
    expect(formatCompact('4.2e12')).toBe('4.2T');
    expect(formatCompact('4.2E-2')).toBe('0.042');
    expect(formatNumber('.5')).toBe('0.5');
    expect(formatNumber('+7.')).toBe('7');
    expect(formatPrice(1e-7)).toBe('0.0₆1');
    expect(formatPrice(new Decimal('0.00000000123'))).toBe('0.0₈123');
  });
  it('writes zero unsigned, whatever sign it came with', () => {
    expect(formatNumber('-0.000')).toBe('0');
    expect(formatNumber(-0, { signed: true })).toBe('0');
    expect(formatPercent('-0e5')).toBe('0.00%');
    expect(formatPrice('-0.0')).toBe('0');
  });
  it('refuses anything that is not a finite decimal', () => {
    const broken = { toFixed: (): string => { throw new Error('not a number'); } };
    for (const bad of ['', '.', '-', '1..2', 'abc', ' 1', '1e', '0x1f', 'Infinity', 'NaN', '1e99999', '1e-400', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, broken]) {
      expect(formatNumber(bad), String(bad)).toBe('—');
      expect(formatPrice(bad), String(bad)).toBe('—');
    }
    expect(floorTo('abc', 2)).toBe('0');
  });
});

describe('rounding on the decimal string', () => {
  it('cuts toward zero at a decimal place', () => {
    expect(floorTo('1.239', 2)).toBe('1.23');
    expect(floorTo('-1.239', 2)).toBe('-1.23');
    expect(floorTo('-0.001', 2)).toBe('0.00');
    expect(floorTo('123.4', 0)).toBe('123');
    expect(floorTo('5', 3)).toBe('5.000');
    expect(floorTo('0.0999', 1)).toBe('0.0');
    expect(floorTo('123456789012345678.999', 2)).toBe('123456789012345678.99');
  });
  it('rounds axis labels half away from zero, carrying through nines', () => {
    expect(formatSubscriptDecimal('0.00055', 5)).toBe('0.0₃55');
    expect(formatSubscriptDecimal('0.000549999', 5)).toBe('0.0₃55');
    expect(formatSubscriptDecimal('0.0999', 2)).toBe('0.1');
    expect(formatSubscriptDecimal('-9.995', 2)).toBe('-10');
    expect(formatSubscriptDecimal('0.0006', 3)).toBe('0.001');
    expect(formatSubscriptDecimal('0.0004', 3)).toBe('0');
    expect(formatSubscriptDecimal('0.00004', 3)).toBe('0');
    expect(formatSubscriptDecimal('1234.5', 0)).toBe('1,235');
    expect(formatSubscriptDecimal('-1234.5', 0)).toBe('-1,235');
  });
  it('compares magnitudes with powers of ten exactly', () => {
    expect(formatCompact('1234567')).toBe('1.23M');
    expect(formatCompact('999.999')).toBe('999.99');
    expect(formatCompact('999999.999')).toBe('999.99K');
    expect(formatUsd('-1000')).toBe('-$1K');
    expect(formatUsd('999.999')).toBe('$999.99');
    expect(formatPrice('0.001')).toBe('0.001');
    expect(formatPrice('0.000999999')).toBe('0.0₃9999');
    expect(decimalsForMagnitude('0')).toBe(2);
  });
  it('keeps the first four significant digits below 0.001, cut', () => {
    expect(formatPrice('0.0000123456')).toBe('0.0₄1234');
    expect(formatPrice('0.00010203')).toBe('0.0₃102');
    expect(formatPrice('-0.00001999999')).toBe('-0.0₄1999');
  });
});

describe('exactness on long decimals', () => {
  it('writes every digit a format asks for, with no float rounding', () => {
    expect(formatPrice('0.000000001234567')).toBe('0.0₈1234');
    expect(formatNumber('0.000000001234567', { decimals: 15 })).toBe('0.000000001234567');
    expect(formatNumber('123456789012.123456789', { decimals: 9 })).toBe('123,456,789,012.123456789');
    expect(formatPrice('123456789012.123456789')).toBe('123,456,789,012.12');
    expect(formatNumber('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatCompact('123456789012.123456789')).toBe('123.45B');
    expect(formatSubscriptDecimal('0.000000000000001999', 18)).toBe('0.0₁₄1999');
    expect(formatSubscriptDecimal('0.000000000000000000019', 20)).toBe('0.0₁₉2');
  });
});

describe('negative values', () => {
  it('floors the magnitude and keeps the sign where the current forms put it', () => {
    expect(formatNumber('-0.0512999')).toBe('-0.0512');
    expect(formatPrice('-152.348')).toBe('-152.34');
    expect(formatCompact('-2999999999')).toBe('-2.99B');
    expect(formatCompact('-12345', { locale: 'zh' })).toBe('-1.23万');
    expect(formatUsd('-0.00001234')).toBe('-$0.0₄1234');
    expect(formatPercent('-0.004')).toBe('0.00%');
    expect(formatPercent('-0.004', { signed: true })).toBe('0.00%');
    expect(formatNumber('-1.239', { signed: true })).toBe('-1.23');
  });
});

describe('locales', () => {
  it('writes the locale\'s separators and keeps Latin digits', () => {
    expect(formatNumber('1234567.891', { locale: 'zh' })).toBe('1,234,567.89');
    // Arabic figures come in a left-to-right isolate (U+2066 ... U+2069): see the next test.
    expect(formatNumber('1234567.891', { locale: 'ar' })).toBe(`\u2066${new Intl.NumberFormat('ar', { maximumFractionDigits: 2, roundingMode: 'trunc' }).format('1234567.891')}\u2069`);
    expect(formatNumber('1234567.891', { locale: 'ar' })).toMatch(/^\u20661.234.567.89\u2069$/);
    expect(formatPrice('0.0000123', { locale: 'ar' })).toMatch(/^\u20660.0₄123\u2069$/);
    expect(formatCompact('1234567', { locale: 'ar' })).toMatch(/^\u20661.23M\u2069$/);
    expect(formatCompact('1500', { locale: 'es' })).toBe('1,5K');
    // German has no unit under a million: the figure whole, without its cents.
    expect(formatCompact('999999.5', { locale: 'de' })).toBe('999.999');
    expect(formatUsd('12345.67', { locale: 'de' })).toBe('$12.345');
    expect(formatCompact('1234567.89', { locale: 'de' })).toBe('1,23\u00a0Mio.');
    expect(formatCompact('2500000000', { locale: 'it' })).toBe('2,5B');
    expect(formatCompact('1234567', { locale: 'vn' })).toBe('1,23M');
    expect(formatPercent('12.345', { locale: 'de' })).toBe('12,34%');
    expect(formatSubscriptDecimal('0.00055', 5, { locale: 'de' })).toBe('0,0₃55');
  });
  it('isolates every figure left to right in a right-to-left locale, so its sign stays where it is written', () => {
    // In an Arabic line '-12.34%' would otherwise read '%12.34-' and '$0.50' '0.50$'.
    expect(localeDirection('ar')).toBe('rtl');
    expect(formatPercent('-12.345', { locale: 'ar' })).toMatch(/^\u2066\u200e?-12.34%\u2069$/);
    expect(formatUsd('-1.3', { locale: 'ar', cents: true })).toMatch(/^\u2066-\$1.30\u2069$/);
    expect(formatCoinAmount('0.5', 'SOL', { locale: 'ar' })).toMatch(/^\u20660.5\u2069$/);
    expect(formatUsd(null, { locale: 'ar' })).toBe(DASH);
    // Left-to-right locales are unchanged.
    expect(localeDirection('fr')).toBe('ltr');
    expect(formatPercent('-12.345', { locale: 'fr' })).toBe(new Intl.NumberFormat('fr', { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' }).format(-12.34) + '%');
    expect(formatUsd('0.5', { locale: 'en' })).toBe('$0.5');
  });
  it('keeps the spec\'s largest unit where Intl has a larger one', () => {
    expect(formatCompact(1.5e12, { locale: 'ko' })).toBe('15,000억');
    expect(formatCompact('99999999999', { locale: 'ko' })).toBe('999.99억');
    expect(formatCompact('1e16', { locale: 'ja' })).toBe('10,000兆');
    expect(formatCompact('1e16', { locale: 'zh' })).toBe('10,000万亿');
    expect(formatCompact('1e15')).toBe('1,000T');
    expect(formatCompact(1500, { locale: 'zh' })).toBe('1,500');
    expect(formatCompact(1500, { locale: 'de' })).toBe('1.500');
  });
});

/**
 * The formatters as they were on decimal.js (floor = ROUND_DOWN at the places, subscript digits =
 * 4 significant digits ROUND_DOWN, axis labels = ROUND_HALF_UP), compared on generated values.
 */
describe('the same figures as decimal.js', () => {
  const values: string[] = [];
  let seed = 15;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  for (let i = 0; i < 400; i++) {
    const digits = String(Math.floor(next() * 1e9)).replace(/0+$/, '') || '0';
    const e = Math.floor(next() * 30) - 16;
    values.push(`${next() < 0.2 ? '-' : ''}${digits[0]}.${digits.slice(1) || '0'}e${e}`);
  }

  it('floors and picks decimals by magnitude alike', () => {
    for (const v of values) {
      const d = new Decimal(v);
      const byMagnitude = d.abs().gte(1) || d.isZero() ? 2 : Math.min(10, 2 - d.e);
      expect(decimalsForMagnitude(v), v).toBe(byMagnitude);
      for (const places of [0, 2, 5, 10]) expect(floorTo(v, places), `${v} ${places}`).toBe(d.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places));
    }
  });
  const SUB = '₀₁₂₃₄₅₆₇₈₉';
  const subscript = (n: number) => [...String(n)].map((c) => SUB[Number(c)]).join('');
  /** 0.000123 -> 0.0₃123: the zeros after the point as a subscript count, then the digits (decimal.js's exponent of 0.000123 is -4). */
  const subscriptForm = (d: Decimal, digits: string) => `${d.isNeg() ? '-' : ''}0.0${subscript(-d.e - 1)}${digits}`;
  const isTiny = (d: Decimal) => d.abs().lt(0.001) && !d.isZero();

  it('writes prices below 0.001 with a subscript zero count and 4 significant digits, and no other price so', () => {
    const tiny = values.filter((v) => isTiny(new Decimal(v)));
    const others = values.filter((v) => !isTiny(new Decimal(v)));
    expect(tiny.length).toBeGreaterThan(20);
    expect(others.length).toBeGreaterThan(20);
    for (const v of tiny) {
      const d = new Decimal(v);
      const significant = d.abs().toSignificantDigits(4, Decimal.ROUND_DOWN).toFixed().replace(/^0\.0*/, '');
      expect(formatPrice(v), v).toBe(subscriptForm(d, significant));
    }
    for (const v of others) expect(formatPrice(v), v).not.toMatch(/[₀-₉]/);
  });
  it('writes subscript axis labels at 8 places, half up, as decimal.js does', () => {
    /** The label decimal.js gives (commas left out): '0' when it rounds to zero, the subscript form below 0.001, plain above. */
    const expected = (v: string) => {
      const rounded = new Decimal(v).toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
      if (rounded.isZero()) return { kind: 'zero', label: '0' };
      if (isTiny(rounded)) return { kind: 'subscript', label: subscriptForm(rounded, rounded.abs().toFixed().replace(/^0\.0*/, '')) };
      return { kind: 'plain', label: rounded.toFixed() };
    };
    const kinds = new Set<string>();
    for (const v of values) {
      const { kind, label } = expected(v);
      kinds.add(kind);
      expect(formatSubscriptDecimal(v, 8).replace(/,/g, ''), v).toBe(label);
    }
    expect([...kinds].sort()).toEqual(['plain', 'subscript', 'zero']);
  });
  it('formats numbers, compact and USD figures from decimal.js objects as from strings', () => {
    for (const v of values.slice(0, 50)) {
      const d = new Decimal(v);
      expect(formatNumber(d), v).toBe(formatNumber(v));
      expect(formatCompact(d), v).toBe(formatCompact(v));
      expect(formatUsd(d), v).toBe(formatUsd(v));
    }
  });
});
