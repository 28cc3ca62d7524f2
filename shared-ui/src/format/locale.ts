import type { Locale } from '@nova/shared-contracts';

/** BCP 47 tag for Intl of one of our 19 locale keys ('vn' and 'zh-tw' are the spec's spellings). */
export function intlLocale(locale: Locale | string): string {
  switch (locale) {
    case 'vn':
      return 'vi';
    case 'zh-tw':
      return 'zh-TW';
    default:
      return locale;
  }
}

const directions = new Map<string, 'ltr' | 'rtl'>();

/** The writing direction of a locale (a locale key or a BCP 47 tag), from the platform's locale data (Arabic: rtl). */
export function localeDirection(locale: Locale | string): 'ltr' | 'rtl' {
  let direction = directions.get(locale);
  if (!direction) {
    const tag = new Intl.Locale(intlLocale(locale)) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    // Chromium names it getTextInfo() now; textInfo is the older accessor (Node 20).
    direction = (tag.getTextInfo?.() ?? tag.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
    directions.set(locale, direction);
  }
  return direction;
}

/**
 * A figure as one left-to-right run in a right-to-left locale: '$1.30', '-12.5%' and '0.0₄123'
 * mix digits with signs the bidi algorithm would otherwise move ('%0.00' in an Arabic line), so
 * the figure is wrapped in a left-to-right isolate (U+2066 ... U+2069), as Unicode's bidi rules
 * advise for numbers with their signs. Left-to-right locales get the figure unchanged.
 */
export function isolateFigure(figure: string, locale: Locale | string): string {
  return localeDirection(locale) === 'rtl' ? `\u2066${figure}\u2069` : figure;
}

/**
 * Compact-unit family of a locale (spec 3 §9): thousand/million/billion/trillion for English-like
 * languages; ten-thousand/hundred-million/trillion for Chinese and Japanese; million-based for
 * German; thousand/ten-thousand/hundred-million for Korean.
 */
export type UnitFamily = 'western' | 'cjk' | 'german' | 'korean';

export function unitFamily(locale: Locale | string): UnitFamily {
  if (locale === 'zh' || locale === 'zh-tw' || locale === 'ja') return 'cjk';
  if (locale === 'de') return 'german';
  if (locale === 'ko') return 'korean';
  return 'western';
}

/**
 * Intl.NumberFormat instances by locale and options: building one costs far more than formatting
 * with it, and a live table formats thousands of figures a second. The keys are few (19 locales,
 * a handful of option sets), so the cache stays small without eviction.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: Locale | string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  let key = locale;
  for (const name in options) key += `|${name}=${String(options[name as keyof Intl.NumberFormatOptions])}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(intlLocale(locale), options);
    formatters.set(key, nf);
  }
  return nf;
}

const separators = new Map<string, string>();

/** The locale's decimal separator ('.', ',', '٫'). */
export function decimalSeparator(locale: Locale | string): string {
  let sep = separators.get(locale);
  if (sep === undefined) {
    sep = numberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    separators.set(locale, sep);
  }
  return sep;
}
