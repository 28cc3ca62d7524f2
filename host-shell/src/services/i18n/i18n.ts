import { DEFAULT_LOCALE } from '@nova/shared-contracts';
import { createMessageFormatter, intlLocale } from '@nova/shared-ui';
import type { I18nService, Locale } from '@nova/shared-contracts';
import { en, loadShellCatalogue } from './messages';
import type { ShellPart } from './messages';

export interface HostI18n extends I18nService {
  /** Switches the locale once its shell catalogue is there (at once when it already is). */
  setLocale(locale: Locale): void;
  /** Resolves when the shell catalogue of the current locale has loaded (start-up awaits it). */
  ready(): Promise<void>;
  /** Adds the English of a part that loads later (`parts/`: the other locales' catalogues have it already). */
  addEnglish(part: ShellPart): void;
}

/**
 * ICU messages through intl-messageformat (shared-ui's createMessageFormatter: the catalogues'
 * messages precompiled to ASTs by the build, one formatter per locale and message, the Intl formatters shared). Catalogues are registered per namespace (the shell's own and
 * each remote's); a key missing in the current locale falls back to English, then to the key.
 */
export function createI18n(initial: Locale = DEFAULT_LOCALE, loadCatalogue: (locale: Locale) => Promise<Record<string, string>> = loadShellCatalogue): HostI18n {
  const catalogues = new Map<string, Partial<Record<Locale, Record<string, string>>>>();
  const shell: Partial<Record<Locale, Record<string, string>>> = { [DEFAULT_LOCALE]: en };
  const loading = new Map<Locale, Promise<void>>();
  /** The parts whose English is in (a part mounts again on every open: added once). */
  const added = new Set<ShellPart>();
  let requested = initial;
  /** Loads a locale's shell catalogue once; a failed load is reported and English stays. */
  const ensure = (l: Locale): Promise<void> => {
    if (shell[l]) return Promise.resolve();
    let pending = loading.get(l);
    if (!pending) {
      pending = loadCatalogue(l).then(
        (messages) => {
          shell[l] = messages;
          merged = null;
        },
        (error: unknown) => {
          loading.delete(l);
          console.warn(`[i18n] the ${l} catalogue did not load; English is shown`, error);
        },
      );
      loading.set(l, pending);
    }
    return pending;
  };
  const switchTo = (next: Locale) => {
    if (next === locale) return;
    locale = next;
    merged = null;
    for (const listener of [...listeners]) listener(locale);
  };
  const listeners = new Set<(locale: Locale) => void>();
  const formatMessage = createMessageFormatter(() => undefined);
  let locale = initial;
  /** The current locale's messages of every namespace (English under them), merged on first use. */
  let merged: Record<string, string> | null = null;

  const messagesFor = (l: Locale) => {
    const merged: Record<string, string> = {};
    for (const byLocale of catalogues.values()) Object.assign(merged, byLocale[DEFAULT_LOCALE], byLocale[l]);
    return merged;
  };

  const service: HostI18n = {
    locale: () => locale,
    t(key, values) {
      merged ??= messagesFor(locale);
      const message = Object.prototype.hasOwnProperty.call(merged, key) ? merged[key] : undefined;
      if (!message) return key;
      return formatMessage(intlLocale(locale), message, values, key);
    },
    register(namespace, byLocale) {
      catalogues.set(namespace, byLocale);
      merged = null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLocale(next) {
      requested = next;
      if (shell[next]) return switchTo(next);
      void ensure(next).then(() => {
        if (requested === next) switchTo(next);
      });
    },
    ready: () => ensure(locale),
    addEnglish(part) {
      if (added.has(part)) return;
      added.add(part);
      shell[DEFAULT_LOCALE] = { ...shell[DEFAULT_LOCALE], ...part };
      merged = null;
    },
  };
  service.register('shell', shell);
  void ensure(initial);
  return service;
}
