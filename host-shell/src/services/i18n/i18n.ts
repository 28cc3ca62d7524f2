import { createIntl, createIntlCache } from '@formatjs/intl';
import type { IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE } from '@nova/shared-contracts';
import { intlLocale } from '@nova/shared-ui';
import type { I18nService, Locale } from '@nova/shared-contracts';
import { SHELL_CATALOGUES } from './messages';

export interface HostI18n extends I18nService {
  setLocale(locale: Locale): void;
}

/**
 * Messages through @formatjs/intl. Catalogues are registered per namespace (the shell's own and
 * each remote's); a key missing in the current locale falls back to English, then to the key.
 */
export function createI18n(initial: Locale = DEFAULT_LOCALE): HostI18n {
  const catalogues = new Map<string, Partial<Record<Locale, Record<string, string>>>>();
  const listeners = new Set<(locale: Locale) => void>();
  const cache = createIntlCache();
  let locale = initial;
  let intl: IntlShape | null = null;

  const messagesFor = (l: Locale) => {
    const merged: Record<string, string> = {};
    for (const byLocale of catalogues.values()) Object.assign(merged, byLocale[DEFAULT_LOCALE], byLocale[l]);
    return merged;
  };
  const build = () => {
    intl = createIntl({ locale: intlLocale(locale), defaultLocale: 'en', messages: messagesFor(locale), onError: () => undefined }, cache);
    return intl;
  };

  const service: HostI18n = {
    locale: () => locale,
    t(key, values) {
      const current = intl ?? build();
      if (!(key in current.messages)) return key;
      return current.formatMessage({ id: key }, values);
    },
    register(namespace, byLocale) {
      catalogues.set(namespace, byLocale);
      intl = null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLocale(next) {
      if (next === locale) return;
      locale = next;
      intl = null;
      for (const listener of [...listeners]) listener(locale);
    },
  };
  service.register('shell', SHELL_CATALOGUES as Partial<Record<Locale, Record<string, string>>>);
  return service;
}
