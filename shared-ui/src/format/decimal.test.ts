import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { atLeastPowerOfTen, decimalSign, parseDecimal, roundHalfUp, scaleDecimal, shift, sumDecimals, toPlain, truncate, truncateSignificant } from './decimal';
import { decimalsForMagnitude, floorTo, formatCompact, formatNumber, formatPrice, formatUsd } from './number';
import { formatSubscriptDecimal } from './subscript';

const plain = (value: string | number, places?: number) => toPlain(parseDecimal(value)!, places);

describe('parseDecimal', () => {
  it('reads decimal strings, exponents and numbers into digits and the first digit\'s exponent', () => {
    expect(parseDecimal('0.000123')).toEqual({ negative: false, digits: '123', e: -4 });
    expect(parseDecimal('1500')).toEqual({ negative: false, digits: '15', e: 3 });
    expect(parseDecimal('-00012.3400')).toEqual({ negative: true, digits: '1234', e: 1 });
    expect(parseDecimal('4.2e12')).toEqual({ negative: false, digits: '42', e: 12 });
    expect(parseDecimal('.5')).toEqual({ negative: false, digits: '5', e: -1 });
    expect(parseDecimal('+7.')).toEqual({ negative: false, digits: '7', e: 0 });
    expect(parseDecimal(1e-7)).toEqual({ negative: false, digits: '1', e: -7 });
    expect(parseDecimal(new Decimal('0.00000000123'))).toEqual({ negative: false, digits: '123', e: -9 });
  });
  it('writes zero unsigned, whatever sign it came with', () => {
    expect(parseDecimal('-0.000')).toEqual({ negative: false, digits: '', e: 0 });
    expect(parseDecimal(-0)).toEqual({ negative: false, digits: '', e: 0 });
  });
  it('refuses anything that is not a finite decimal', () => {
    for (const bad of ['', '1..2', 'abc', ' 1', '1e', '0x1f', 'Infinity', 'NaN', '1e99999', Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });
});

describe('digits operations', () => {
  it('cuts toward zero at a decimal place', () => {
    expect(plain('1.239', 2)).toBe('1.23');
    expect(plain('-1.239', 2)).toBe('-1.23');
    expect(plain('-0.001', 2)).toBe('0.00');
    expect(plain('123.4', 0)).toBe('123');
    expect(plain('5', 3)).toBe('5.000');
    expect(toPlain(truncate(parseDecimal('0.0999')!, 1))).toBe('0');
  });
  it('rounds half away from zero, carrying through nines', () => {
    const round = (v: string, places: number) => toPlain(roundHalfUp(parseDecimal(v)!, places));
    expect(round('0.00055', 5)).toBe('0.00055');
    expect(round('0.000549999', 5)).toBe('0.00055');
    expect(round('0.0999', 2)).toBe('0.1');
    expect(round('-9.995', 2)).toBe('-10');
    expect(round('0.0006', 3)).toBe('0.001');
    expect(round('0.0004', 3)).toBe('0');
    expect(round('0.00004', 3)).toBe('0');
    expect(round('1234.5', 0)).toBe('1235');
  });
  it('shifts by powers of ten and compares with them exactly', () => {
    expect(toPlain(shift(parseDecimal('1234567')!, 6))).toBe('1.234567');
    expect(atLeastPowerOfTen(parseDecimal('999.999')!, 3)).toBe(false);
    expect(atLeastPowerOfTen(parseDecimal('-1000')!, 3)).toBe(true);
    expect(atLeastPowerOfTen(parseDecimal('0')!, -100)).toBe(false);
  });
  it('keeps the first significant digits', () => {
    expect(truncateSignificant(parseDecimal('0.0000123456')!, 4).digits).toBe('1234');
    expect(truncateSignificant(parseDecimal('0.00010203')!, 4).digits).toBe('102');
  });
  it('writes plain notation for tiny and huge values', () => {
    expect(plain('1e-12')).toBe('0.000000000001');
    expect(plain('4.2e12')).toBe('4200000000000');
    expect(plain('123456789012345678.99')).toBe('123456789012345678.99');
  });
});

describe('exact helpers for displays', () => {
  it('gives the sign of a decimal, or null for anything else', () => {
    expect(decimalSign('12.5')).toBe(1);
    expect(decimalSign(-0.01)).toBe(-1);
    expect(decimalSign('-0.000')).toBe(0);
    expect(decimalSign('abc')).toBeNull();
  });
  it('scales by powers of ten without float drift', () => {
    expect(scaleDecimal(0.3, 2)).toBe('30');
    expect(scaleDecimal(0.035, 2)).toBe('3.5');
    expect(scaleDecimal(0.07, 2)).toBe('7');
    expect(scaleDecimal('x', 2)).toBeNull();
  });
  it('sums exactly, skipping what is not a decimal', () => {
    expect(sumDecimals(['0.1', 0.2, '-1.5'])).toBe('-1.2');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['0.1', '-0.1'])).toBe('0');
    expect(sumDecimals(['1e-20', '123456789012345678901234567890', 'bad', undefined])).toBe('123456789012345678901234567890.00000000000000000001');
    expect(sumDecimals(['999.99', '0.01'])).toBe('1000');
    for (let i = 0; i < 50; i++) {
      const xs = [String((i * 7919) % 1000 / 37), `-${(i * 104729) % 10000}e-3`, String(i / 8)];
      expect(sumDecimals(xs)).toBe(xs.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed());
    }
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
