import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@nova/shared-contracts';
import type { Locale } from '@nova/shared-contracts';
import { intlLocale } from '../format/locale';
import { createMessageFormatter } from './messageFormat';
import type { MessageValues } from './messageFormat';

/** A message catalogue shaped like the English one: every key, each an ICU message. */
export type CatalogueOf<M extends Record<string, string>> = { readonly [K in keyof M]: string };

/** A locale's catalogue, or a loader of it (`() => import('./locales/zh').then((m) => m.zh)`: its own chunk). */
export type CatalogueEntry<M extends Record<string, string>> = CatalogueOf<M> | (() => Promise<CatalogueOf<M>>);

/**
 * The catalogues of one remote: English (the source of the keys, always in the bundle) and every
 * other of the 19 locales, each complete, inline or loaded on first use. TypeScript rejects a
 * missing locale and a locale missing a key.
 */
export type AllCatalogues<M extends Record<string, string>> = { readonly en: M } & { readonly [L in Exclude<Locale, 'en'>]: CatalogueEntry<M> };

export type { MessageValues };

/** A remote's messages: its namespace, its catalogues and a cached formatter per locale. */
export interface MessageBundle<M extends Record<string, string>> {
  readonly namespace: string;
  readonly catalogues: AllCatalogues<M>;
  /** Formats `key` in `locale` (ICU: plurals, selects, numbers); English when the locale's message is empty or not loaded yet. */
  format(locale: Locale, key: keyof M & string, values?: MessageValues): string;
  /** Whether the locale's catalogue is there (inline ones always are). */
  isLoaded(locale: Locale): boolean;
  /** Loads a lazy locale once (a failure is reported and English stays). */
  load(locale: Locale): Promise<void>;
  /** Loads every lazy locale (for tests: then `catalogueProblems` sees them all). */
  loadAll(): Promise<void>;
  /** Called when a locale finished loading. */
  subscribe(listener: () => void): () => void;
  /** The catalogue of a locale when loaded. */
  catalogueOf(locale: Locale): CatalogueOf<M> | undefined;
}

/**
 * Declares a remote's catalogues. Keys must start with `<namespace>.`; messages are ICU
 * (`{count, plural, one {# token} other {# tokens}}`), formatted through intl-messageformat with
 * each locale's messages merged once and each message parsed once per locale (messageFormat.ts).
 */
export function defineCatalogues<M extends Record<string, string>>(namespace: string, catalogues: AllCatalogues<M>): MessageBundle<M> {
  const formatMessage = createMessageFormatter(reportOnce);
  const merged = new Map<Locale, Record<string, string>>();
  const loaded = new Map<Locale, CatalogueOf<M>>();
  const loading = new Map<Locale, Promise<void>>();
  const listeners = new Set<() => void>();
  for (const locale of LOCALES) {
    const entry = catalogues[locale] as CatalogueEntry<M> | M;
    if (typeof entry !== 'function') loaded.set(locale, entry);
  }
  /** English, overlaid with the locale's non-empty messages once it is loaded. */
  const messagesOf = (key: Locale): Record<string, string> => {
    let messages = merged.get(key);
    if (!messages) {
      messages = { ...catalogues.en };
      for (const [id, message] of Object.entries((loaded.get(key) ?? {}) as Record<string, string>)) if (message) messages[id] = message;
      merged.set(key, messages);
    }
    return messages;
  };
  const load = (locale: Locale): Promise<void> => {
    if (loaded.has(locale)) return Promise.resolve();
    let pending = loading.get(locale);
    if (!pending) {
      const loader = catalogues[locale] as () => Promise<CatalogueOf<M>>;
      pending = loader().then(
        (catalogue) => {
          loaded.set(locale, catalogue);
          for (const listener of [...listeners]) listener();
        },
        (error: unknown) => {
          loading.delete(locale);
          console.warn(`[i18n] ${namespace}: the ${locale} catalogue did not load; English is shown`, error);
        },
      );
      loading.set(locale, pending);
    }
    return pending;
  };
  return {
    namespace,
    catalogues,
    format(locale, key, values) {
      const at: Locale = loaded.has(locale) ? locale : 'en';
      const messages = messagesOf(at);
      const message = Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
      if (!message) {
        reportOnce(new Error(`Missing message: "${key}" for locale "${at}", using the key as fallback.`));
        return key;
      }
      return formatMessage(intlLocale(at), message, values);
    },
    isLoaded: (locale) => loaded.has(locale),
    load,
    loadAll: () => Promise.all(LOCALES.map(load)).then(() => undefined),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    catalogueOf: (locale) => loaded.get(locale),
  };
}

const reported = new Set<string>();
function reportOnce(error: { message: string }) {
  if (reported.has(error.message)) return;
  reported.add(error.message);
  console.warn('[i18n]', error.message);
}

/** What is wrong with a bundle's catalogues: for the remote's unit test (`expect(catalogueProblems(bundle)).toEqual([])`). */
export function catalogueProblems<M extends Record<string, string>>(bundle: MessageBundle<M>): string[] {
  const problems: string[] = [];
  const en = bundle.catalogues.en;
  const argsOf = (locale: Locale, key: string, message: string): Set<string> | null => {
    try {
      return collectArguments(parse(message));
    } catch (error) {
      problems.push(`${locale} ${key}: not a valid ICU message (${(error as Error).message})`);
      return null;
    }
  };
  for (const key of Object.keys(en)) {
    if (!key.startsWith(`${bundle.namespace}.`)) problems.push(`en ${key}: key outside the namespace "${bundle.namespace}"`);
  }
  for (const locale of LOCALES) {
    if (!(locale in bundle.catalogues)) {
      problems.push(`${locale}: catalogue missing`);
      continue;
    }
    const catalogue = bundle.catalogueOf(locale) as Record<string, string> | undefined;
    if (!catalogue) {
      problems.push(`${locale}: not loaded (await bundle.loadAll() before checking)`);
      continue;
    }
    for (const key of Object.keys(en)) {
      const message = catalogue[key];
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${locale} ${key}: missing`);
        continue;
      }
      if (locale === 'en') {
        argsOf(locale, key, message);
        continue;
      }
      const expected = argsOf('en', key, en[key] as string);
      const actual = argsOf(locale, key, message);
      if (!expected || !actual) continue;
      const same = expected.size === actual.size && [...expected].every((name) => actual.has(name));
      if (!same) problems.push(`${locale} ${key}: arguments {${[...actual].sort().join(', ')}} differ from English {${[...expected].sort().join(', ')}}`);
    }
    for (const key of Object.keys(catalogue)) if (!(key in en)) problems.push(`${locale} ${key}: not in the English catalogue`);
  }
  return problems;
}

function collectArguments(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) collectArguments(option.value, into);
    if (element.type === TYPE.tag) collectArguments(element.children, into);
  }
  return into;
}
