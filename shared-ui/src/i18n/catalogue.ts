import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@nova/shared-contracts';
import type { Locale } from '@nova/shared-contracts';
import { intlLocale } from '../format/locale';
import { createMessageFormatter } from './messageFormat';
import type { Message, MessageFormatter, MessageValues } from './messageFormat';

/** A message catalogue shaped like the English one: every key, each an ICU message. */
export type CatalogueOf<M extends Record<string, string>> = { readonly [K in keyof M]: string };

/** The 18 locales other than English, each in a module of its own. */
export type OtherLocale = Exclude<Locale, 'en'>;

/**
 * Loads a locale's module, whose default export is its catalogue (`export default zh`, typed
 * `CatalogueOf<M>`: TypeScript rejects a locale missing a key): `(locale) => import(`./locales/${locale}.ts`)`,
 * one chunk per locale file, fetched on first use.
 */
export type LocaleLoader<M extends Record<string, string>> = (locale: OtherLocale) => Promise<{ readonly default: CatalogueOf<M> }>;

export type { MessageValues };

/** A remote's messages: its namespace, its English, its locales as they load and a cached formatter per locale. */
export interface MessageBundle<M extends Record<string, string>> {
  readonly namespace: string;
  /** The English catalogue (in the bundle: the source of the keys and the fallback of every locale). */
  readonly en: M;
  /** Formats `key` in `locale` (ICU: plurals, selects, numbers); English when the locale's message is empty or not loaded yet. */
  format(locale: Locale, key: keyof M & string, values?: MessageValues): string;
  /** Whether the locale's catalogue is there (English always is). */
  isLoaded(locale: Locale): boolean;
  /** Loads a locale once (a failure is reported, English stays, and the next call tries again). */
  load(locale: Locale): Promise<void>;
  /** Loads every locale (for tests: then `catalogueProblems` sees them all). */
  loadAll(): Promise<void>;
  /** Called when a locale finished loading. */
  subscribe(listener: () => void): () => void;
  /** The catalogue of a locale when loaded. */
  catalogueOf(locale: Locale): CatalogueOf<M> | undefined;
}

/** The locales a loader has brought in, shared by every bundle made with that loader. */
interface LoadedLocales {
  readonly catalogues: Map<OtherLocale, Record<string, Message>>;
  readonly pending: Map<OtherLocale, Promise<void>>;
  readonly listeners: Set<() => void>;
}

const loadedBy = new WeakMap<LocaleLoader<Record<string, string>>, LoadedLocales>();

function loadedLocalesOf(loadLocale: LocaleLoader<Record<string, string>>): LoadedLocales {
  let state = loadedBy.get(loadLocale);
  if (!state) loadedBy.set(loadLocale, (state = { catalogues: new Map(), pending: new Map(), listeners: new Set() }));
  return state;
}

/**
 * Declares a remote's catalogues: its English (in the caller's chunk) and a loader of the 18 other
 * locales (`(locale) => import(`./locales/${locale}.ts`)`). Keys must start with `<namespace>.`;
 * messages are ICU (`{count, plural, one {# token} other {# tokens}}`), precompiled to ASTs in
 * builds and formatted by @formatjs/intl: one `createIntl` per locale, over English and that
 * locale's messages merged once (messageFormat.ts). Bundles made with the same loader share its
 * locales: a locale one of them loaded is there for the others at once (mf-discover's parts, one
 * locale file for all).
 */
export function defineCatalogues<M extends Record<string, string>>(namespace: string, en: M, loadLocale: LocaleLoader<M>): MessageBundle<M> {
  const locales = loadedLocalesOf(loadLocale as LocaleLoader<Record<string, string>>);
  const formatters = new Map<Locale, MessageFormatter>();
  const catalogueOf = (locale: Locale) => (locale === 'en' ? en : locales.catalogues.get(locale));
  /** The locale's formatter (once it is loaded): English, overlaid with the locale's non-empty messages. */
  const formatterOf = (locale: Locale): MessageFormatter => {
    let format = formatters.get(locale);
    if (!format) {
      const messages: Record<string, Message> = { ...en };
      for (const [id, message] of Object.entries(catalogueOf(locale) ?? {})) if (message && id in en) messages[id] = message;
      formatters.set(locale, (format = createMessageFormatter(intlLocale(locale), messages, reportOnce)));
    }
    return format;
  };
  const load = (locale: Locale): Promise<void> => {
    if (locale === 'en' || locales.catalogues.has(locale)) return Promise.resolve();
    let pending = locales.pending.get(locale);
    if (!pending) {
      pending = loadLocale(locale).then(
        (module) => {
          locales.catalogues.set(locale, module.default);
          locales.pending.delete(locale);
          for (const listener of [...locales.listeners]) listener();
        },
        (error: unknown) => {
          locales.pending.delete(locale);
          console.warn(`[i18n] ${namespace}: the ${locale} catalogue did not load; English is shown`, error);
        },
      );
      locales.pending.set(locale, pending);
    }
    return pending;
  };
  return {
    namespace,
    en,
    format: (locale, key, values) => formatterOf(catalogueOf(locale) ? locale : 'en')(key, values),
    isLoaded: (locale) => catalogueOf(locale) !== undefined,
    load,
    loadAll: () => Promise.all(LOCALES.map(load)).then(() => undefined),
    subscribe(listener) {
      locales.listeners.add(listener);
      return () => locales.listeners.delete(listener);
    },
    catalogueOf: (locale) => catalogueOf(locale) as CatalogueOf<M> | undefined,
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
  const { en } = bundle;
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
    const catalogue = bundle.catalogueOf(locale) as Record<string, string> | undefined;
    if (!catalogue) {
      problems.push(`${locale}: not loaded (no locale module, or await bundle.loadAll() before checking)`);
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
