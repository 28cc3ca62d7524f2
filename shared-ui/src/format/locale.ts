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
