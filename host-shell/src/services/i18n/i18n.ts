import { DEFAULT_LOCALE } from '@nova/shared-contracts';
import { createMessageFormatter, intlLocale } from '@nova/shared-ui';
import type { MessageFormatter } from '@nova/shared-ui';
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
 * ICU messages through @formatjs/intl (shared-ui's createMessageFormatter: `createIntl` over the
 * current locale's messages, precompiled to ASTs by the build, the Intl formatters and message
 * formats cached for every locale). Catalogues are registered per namespace (the shell's own and
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
          format = null;
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
    format = null;
    for (const listener of [...listeners]) listener(locale);
  };
  const listeners = new Set<(locale: Locale) => void>();
  let locale = initial;
  /** The current locale's formatter, over its messages of every namespace (English under them), made on first use. */
  let format: MessageFormatter | null = null;

  const formatterFor = (l: Locale): MessageFormatter => {
    const merged: Record<string, string> = {};
    for (const byLocale of catalogues.values()) Object.assign(merged, byLocale[DEFAULT_LOCALE], byLocale[l]);
    // A key missing everywhere shows the key, as it always did: not reported.
    return createMessageFormatter(intlLocale(l), merged, () => undefined);
  };

  const service: HostI18n = {
    locale: () => locale,
    t(key, values) {
      format ??= formatterFor(locale);
      return format(key, values);
    },
    register(namespace, byLocale) {
      catalogues.set(namespace, byLocale);
      format = null;
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
      format = null;
    },
  };
  service.register('shell', shell);
  void ensure(initial);
  return service;
}
