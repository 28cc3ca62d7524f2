import type { Locale } from '@nova/shared-contracts';
import { abs, atLeastPowerOfTen, isZero, parseDecimal, shift, toPlain, truncateSignificant } from './decimal';
import type { DecimalDigits, NumericInput } from './decimal';
import { intlLocale, unitFamily } from './locale';

export type { NumericInput } from './decimal';

/**
 * Number formatting of spec 3 §9. Values arrive as the API sends them (decimal strings or
 * numbers) and are never run through binary floating point for rounding: their digits are cut
 * (./decimal), Intl only groups and localises the already-rounded decimal string.
 *
 * Rounding: the spec's default is floor. We floor the magnitude (round toward zero), so a loss
 * of -1.239 shows -1.23 and never looks larger than it is; positive values are floored exactly.
 */
const SUBSCRIPT_DIGITS = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];

/**
 * Default decimals by magnitude (spec 3 §9): 2 from 1 up (and for zero), 3 from 0.1, 4 from 0.01,
 * … 9 from 0.0000001, 10 below.
 */
export function decimalsForMagnitude(value: NumericInput): number {
  return magnitudeDecimals(parseDecimal(value));
}

function magnitudeDecimals(d: DecimalDigits | null): number {
  if (!d || isZero(d) || d.e >= 0) return 2;
  return Math.min(10, 2 - d.e);
}

/** Floors the magnitude to `decimals` places and returns a plain decimal string. */
export function floorTo(value: NumericInput, decimals: number): string {
  const d = parseDecimal(value);
  return d ? toPlain(d, decimals) : '0';
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
  const d = parseDecimal(value);
  return d ? formatDigits(d, options) : DASH;
}

function formatDigits(d: DecimalDigits, options: NumberFormatOptions): string {
  const decimals = options.decimals ?? magnitudeDecimals(d);
  const minDecimals = options.minDecimals ?? (options.decimals !== undefined ? options.decimals : 0);
  return localise(toPlain(d, decimals), options.locale ?? 'en', Math.min(minDecimals, decimals), decimals, options.signed ?? false);
}

/**
 * A price. Below 0.001 the run of zeros after the decimal point is written as a subscript count
 * with four significant digits after it: 0.0000123456 -> 0.0₄1234.
 */
export function formatPrice(value: NumericInput | null | undefined, options: { locale?: Locale | string; subscript?: boolean } = {}): string {
  const d = parseDecimal(value);
  return d ? priceOf(d, options) : DASH;
}

function priceOf(d: DecimalDigits, options: { locale?: Locale | string; subscript?: boolean }): string {
  if (options.subscript !== false && !isZero(d) && !atLeastPowerOfTen(d, -3)) {
    const zeros = -d.e - 1; // 0.000123 has exponent -4 -> 3 zeros after the point
    const significant = truncateSignificant(d, 4).digits;
    const sep = numberFormat(options.locale ?? 'en').formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    return `${d.negative ? '-' : ''}0${sep}0${toSubscript(zeros)}${significant}`;
  }
  return formatDigits(d, { locale: options.locale ?? 'en' });
}

function toSubscript(n: number): string {
  return String(n)
    .split('')
    .map((c) => SUBSCRIPT_DIGITS[Number(c)] ?? c)
    .join('');
}

interface Unit {
  /** The unit is 10^power. */
  power: number;
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
    { power: 12, suffix: 'T' },
    { power: 9, suffix: 'B' },
    { power: 6, suffix: 'M' },
    { power: 3, suffix: 'K' },
  ],
  cjk: (locale) => {
    const [tenThousand, hundredMillion, trillion] = CJK_SUFFIXES[locale] ?? CJK_SUFFIXES.ja!;
    return [
      { power: 12, suffix: trillion },
      { power: 8, suffix: hundredMillion },
      { power: 4, suffix: tenThousand },
    ];
  },
  german: () => [
    { power: 12, suffix: ' Bio.' },
    { power: 9, suffix: ' Mrd.' },
    { power: 6, suffix: ' Mio.' },
  ],
  korean: () => [
    { power: 8, suffix: '억' },
    { power: 4, suffix: '만' },
    { power: 3, suffix: '천' },
  ],
};

/** Compact form with the locale family's units (spec 3 §9): 1234567 -> 1.23M, 123.4万, 1,23 Mio., 123.4만. */
export function formatCompact(value: NumericInput | null | undefined, options: { locale?: Locale | string; decimals?: number } = {}): string {
  const d = parseDecimal(value);
  return d ? compactOf(d, options) : DASH;
}

function compactOf(d: DecimalDigits, options: { locale?: Locale | string; decimals?: number }): string {
  const locale = options.locale ?? 'en';
  const decimals = options.decimals ?? 2;
  for (const unit of UNITS[unitFamily(locale)](String(locale))) {
    if (atLeastPowerOfTen(d, unit.power)) {
      return `${localise(toPlain(shift(d, unit.power), decimals), locale, 0, decimals, false)}${unit.suffix}`;
    }
  }
  const places = atLeastPowerOfTen(d, 0) ? decimals : magnitudeDecimals(d);
  return localise(toPlain(d, places), locale, 0, places, false);
}

/** USD amount: compact from 1e3 (e.g. market cap), otherwise a price. */
export function formatUsd(value: NumericInput | null | undefined, options: { locale?: Locale | string; compact?: boolean } = {}): string {
  const d = parseDecimal(value);
  if (!d) return DASH;
  const sign = d.negative ? '-' : '';
  const body = options.compact !== false && atLeastPowerOfTen(d, 3) ? compactOf(abs(d), options) : priceOf(abs(d), options);
  return `${sign}$${body}`;
}

/** A percent value (12.345 means 12.345 %), 2 decimals by default, floored. */
export function formatPercent(value: NumericInput | null | undefined, options: { locale?: Locale | string; decimals?: number; signed?: boolean; narrow?: boolean } = {}): string {
  const d = parseDecimal(value);
  if (!d) return DASH;
  // Narrow cells (a phone's list): a change of 1,000 % or more drops its decimals (+1,161% rather than a cut +1,161.4…).
  const decimals = options.decimals ?? (options.narrow && d.e >= 3 ? 0 : 2);
  return `${localise(toPlain(d, decimals), options.locale ?? 'en', decimals, decimals, options.signed ?? false)}%`;
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
  const d = parseDecimal(value);
  if (!d) return DASH;
  const decimals = Math.max(magnitudeDecimals(d), coinMinDecimals(symbol));
  return formatDigits(d, { locale: options.locale ?? 'en', decimals, minDecimals: 0 });
}
