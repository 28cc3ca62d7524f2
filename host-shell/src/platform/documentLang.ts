import type { Locale } from '@nova/shared-contracts';
import { intlLocale, localeDirection } from '@nova/shared-ui';

/**
 * The document's `lang` and `dir` follow the app's locale (index.html says "en"): screen readers
 * pick their voice by the language and axe checks it; a right-to-left locale (Arabic) lays the
 * shell and every remote out from the right, from start-up on.
 */
export function followDocumentLang(root: { lang: string; dir: string }, i18n: { locale(): Locale; subscribe(listener: (locale: Locale) => void): () => void }): () => void {
  const follow = (locale: Locale) => {
    root.lang = intlLocale(locale);
    root.dir = localeDirection(locale);
  };
  follow(i18n.locale());
  return i18n.subscribe(follow);
}
