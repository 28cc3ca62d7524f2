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
