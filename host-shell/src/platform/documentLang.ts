import type { Locale } from '@nova/shared-contracts';
import { intlLocale } from '@nova/shared-ui';

/**
 * The document's `lang` follows the app's locale (index.html says "en"): screen readers pick
 * their voice by it and axe checks it, so a /ko page says lang="ko" from start-up on.
 */
export function followDocumentLang(root: { lang: string }, i18n: { locale(): Locale; subscribe(listener: (locale: Locale) => void): () => void }): () => void {
  root.lang = intlLocale(i18n.locale());
  return i18n.subscribe((locale) => {
    root.lang = intlLocale(locale);
  });
}
