import Decimal from 'decimal.js';
import type { Locale } from '@nova/shared-contracts';
import { intlLocale, unitFamily } from './locale';

/**
 * Number formatting of spec 3 §9. Values arrive as the API sends them (decimal strings or
 * numbers) and are never run through binary floating point for rounding: decimal.js floors,
 * Intl only groups and localises the already-rounded decimal string.
 *
 * Rounding: the spec's default is floor. We floor the magnitude (round toward zero), so a loss
 * of -1.239 shows -1.23 and never looks larger than it is; positive values are floored exactly.
 */
export type NumericInput = string | number | Decimal;

const SUBSCRIPT_DIGITS = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];

/** Parse an API value; null for anything that is not a finite number (shown as a dash). */
export function toDecimal(value: NumericInput | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const d = value instanceof Decimal ? value : new Decimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** Default decimals by magnitude (spec 3 §9). */
export function decimalsForMagnitude(value: NumericInput): number {
  const d = toDecimal(value);
  if (!d) return 2;
  const abs = d.abs();
  if (abs.gte(1) || abs.isZero()) return 2;
  if (abs.gte(0.1)) return 3;
  if (abs.gte(0.01)) return 4;
  if (abs.gte(0.001)) return 5;
  if (abs.gte(1e-4)) return 6;
  if (abs.gte(1e-5)) return 7;
  if (abs.gte(1e-6)) return 8;
  if (abs.gte(1e-7)) return 9;
  return 10;
}

/** Floors the magnitude to `decimals` places and returns a plain decimal string. */
export function floorTo(value: NumericInput, decimals: number): string {
  const d = toDecimal(value);
  if (!d) return '0';
  return d.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}

export const DASH = '—';

export interface NumberFormatOptions {
  locale?: Locale | string;
  /** Fixed decimals; default: by magnitude. */
  decimals?: number;
  /** Minimum decimals kept (trailing zeros); default 0 for by-magnitude, `decimals` when fixed. */
  minDecimals?: number;
  /** Show + for positive values. */
  signed?: boolean;
}

/**
 * Intl.NumberFormat instances by locale and options: building one costs far more than formatting
 * with it, and a live table formats thousands of figures a second. The keys are few (19 locales,
 * decimals 0-10, signed or not), so the cache stays small without eviction.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale | string, minDecimals = 0, maxDecimals = 3, signed = false): Intl.NumberFormat {
  const key = `${locale}|${minDecimals}|${maxDecimals}|${signed}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      roundingMode: 'trunc',
      signDisplay: signed ? 'exceptZero' : 'auto',
    } as Intl.NumberFormatOptions);
    formatters.set(key, nf);
  }
  return nf;
}

function localise(plain: string, locale: Locale | string, minDecimals: number, maxDecimals: number, signed: boolean): string {
  // Intl formats decimal strings exactly (no float conversion) in every engine we target.
  return numberFormat(locale, minDecimals, maxDecimals, signed).format(plain as unknown as number);
}

/** A plain number: grouped, localised, floored, decimals by magnitude unless given. */
export function formatNumber(value: NumericInput | null | undefined, options: NumberFormatOptions = {}): string {
  const d = toDecimal(value);
  if (!d) return DASH;
  const decimals = options.decimals ?? decimalsForMagnitude(d);
  const minDecimals = options.minDecimals ?? (options.decimals !== undefined ? options.decimals : 0);
  return localise(floorTo(d, decimals), options.locale ?? 'en', Math.min(minDecimals, decimals), decimals, options.signed ?? false);
}

/**
 * A price. Below 0.001 the run of zeros after the decimal point is written as a subscript count
 * with four significant digits after it: 0.0000123456 -> 0.0₄1234.
 */
export function formatPrice(value: NumericInput | null | undefined, options: { locale?: Locale | string; subscript?: boolean } = {}): string {
  const d = toDecimal(value);
  if (!d) return DASH;
  const abs = d.abs();
  if (options.subscript !== false && !abs.isZero() && abs.lt(0.001)) {
    const zeros = -abs.e - 1; // 0.000123 has exponent -4 -> 3 zeros after the point
    const significant = abs.toSignificantDigits(4, Decimal.ROUND_DOWN).toFixed().replace(/^0\.0*/, '').replace(/0+$/, '');
    const sep = numberFormat(options.locale ?? 'en').formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    return `${d.isNegative() ? '-' : ''}0${sep}0${toSubscript(zeros)}${significant}`;
  }
  return formatNumber(d, { locale: options.locale ?? 'en' });
}

function toSubscript(n: number): string {
  return String(n)
    .split('')
    .map((c) => SUBSCRIPT_DIGITS[Number(c)] ?? c)
    .join('');
}

interface Unit {
  value: number;
  suffix: string;
}

/** Ten-thousand, hundred-million and trillion in each CJK locale. */
const CJK_SUFFIXES: Record<string, [string, string, string]> = {
  zh: ['万', '亿', '万亿'],
  'zh-tw': ['萬', '億', '兆'],
  ja: ['万', '億', '兆'],
};

const UNITS: Record<ReturnType<typeof unitFamily>, (locale: string) => Unit[]> = {
  western: () => [
    { value: 1e12, suffix: 'T' },
    { value: 1e9, suffix: 'B' },
    { value: 1e6, suffix: 'M' },
    { value: 1e3, suffix: 'K' },
  ],
  cjk: (locale) => {
    const [tenThousand, hundredMillion, trillion] = CJK_SUFFIXES[locale] ?? CJK_SUFFIXES.ja!;
    return [
      { value: 1e12, suffix: trillion },
      { value: 1e8, suffix: hundredMillion },
      { value: 1e4, suffix: tenThousand },
    ];
  },
  german: () => [
    { value: 1e12, suffix: ' Bio.' },
    { value: 1e9, suffix: ' Mrd.' },
    { value: 1e6, suffix: ' Mio.' },
  ],
  korean: () => [
    { value: 1e8, suffix: '억' },
    { value: 1e4, suffix: '만' },
    { value: 1e3, suffix: '천' },
  ],
};

/** Compact form with the locale family's units (spec 3 §9): 1234567 -> 1.23M, 123.4万, 1,23 Mio., 123.4만. */
export function formatCompact(value: NumericInput | null | undefined, options: { locale?: Locale | string; decimals?: number } = {}): string {
  const d = toDecimal(value);
  if (!d) return DASH;
  const locale = options.locale ?? 'en';
  const decimals = options.decimals ?? 2;
  const abs = d.abs();
  for (const unit of UNITS[unitFamily(locale)](String(locale))) {
    if (abs.gte(unit.value)) {
      return `${localise(floorTo(d.div(unit.value), decimals), locale, 0, decimals, false)}${unit.suffix}`;
    }
  }
  return localise(floorTo(d, abs.gte(1) ? decimals : decimalsForMagnitude(d)), locale, 0, abs.gte(1) ? decimals : decimalsForMagnitude(d), false);
}

/** USD amount: compact from 1e3 (e.g. market cap), otherwise a price. */
export function formatUsd(value: NumericInput | null | undefined, options: { locale?: Locale | string; compact?: boolean } = {}): string {
  const d = toDecimal(value);
  if (!d) return DASH;
  const sign = d.isNegative() ? '-' : '';
  const body = options.compact !== false && d.abs().gte(1000) ? formatCompact(d.abs(), options) : formatPrice(d.abs(), options);
  return `${sign}$${body}`;
}

/** A percent value (12.345 means 12.345 %), 2 decimals by default, floored. */
export function formatPercent(value: NumericInput | null | undefined, options: { locale?: Locale | string; decimals?: number; signed?: boolean } = {}): string {
  const d = toDecimal(value);
  if (!d) return DASH;
  const decimals = options.decimals ?? 2;
  return `${localise(floorTo(d, decimals), options.locale ?? 'en', decimals, decimals, options.signed ?? false)}%`;
}

/** Minimum decimals shown for well-known coins (spec 3 §9: BTC 6, ETH 5). */
export function coinMinDecimals(symbol: string): number {
  const s = symbol.toUpperCase();
  if (s === 'BTC' || s === 'WBTC') return 6;
  if (s === 'ETH' || s === 'WETH') return 5;
  return 0;
}

/** A coin amount: decimals by magnitude, at least the coin's minimum. */
export function formatCoinAmount(value: NumericInput | null | undefined, symbol: string, options: { locale?: Locale | string } = {}): string {
  const d = toDecimal(value);
  if (!d) return DASH;
  const decimals = Math.max(decimalsForMagnitude(d), coinMinDecimals(symbol));
  return formatNumber(d, { locale: options.locale ?? 'en', decimals, minDecimals: 0 });
}
