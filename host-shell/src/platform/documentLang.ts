import type { Locale } from '@nova/shared-contracts';
import { intlLocale } from '@nova/shared-ui';

/** The writing direction of a locale, from the platform's locale data (Arabic: rtl). */
export function localeDirection(tag: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
  // Chromium names it getTextInfo() now; textInfo is the older accessor (Node 20).
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The document's `lang` and `dir` follow the app's locale (index.html says "en"): screen readers
 * pick their voice by the language and axe checks it; a right-to-left locale (Arabic) lays the
 * shell and every remote out from the right, from start-up on.
 */
export function followDocumentLang(root: { lang: string; dir: string }, i18n: { locale(): Locale; subscribe(listener: (locale: Locale) => void): () => void }): () => void {
  const follow = (locale: Locale) => {
    const tag = intlLocale(locale);
    root.lang = tag;
    root.dir = localeDirection(tag);
  };
  follow(i18n.locale());
  return i18n.subscribe(follow);
}
