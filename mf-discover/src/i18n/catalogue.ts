import { defineCatalogues } from '@nova/shared-ui';
import type { AllCatalogues, CatalogueOf, MessageBundle } from '@nova/shared-ui';
import type { Locale } from '@nova/shared-contracts';
import type { DiscoverMessages } from './en';

/** A part's message type from its English object(s): every key, each an ICU message. */
export type MessagesOf<T> = { readonly [K in keyof T]: string };

type OtherLocale = Exclude<Locale, 'en'>;
type LocaleCatalogue = CatalogueOf<DiscoverMessages>;

/**
 * The 18 other locales: one flat file each with every part's keys, each its own chunk. Every part
 * loads a locale through the same `import()`, so a locale's chunk is fetched and evaluated once.
 */
const LOCALE_FILES: { readonly [L in OtherLocale]: () => Promise<LocaleCatalogue> } = {
  zh: () => import('./locales/zh').then((m) => m.zh),
  'zh-tw': () => import('./locales/zh-tw').then((m) => m.zhTw),
  ar: () => import('./locales/ar').then((m) => m.ar),
  de: () => import('./locales/de').then((m) => m.de),
  es: () => import('./locales/es').then((m) => m.es),
  fr: () => import('./locales/fr').then((m) => m.fr),
  id: () => import('./locales/id').then((m) => m.id),
  it: () => import('./locales/it').then((m) => m.it),
  ja: () => import('./locales/ja').then((m) => m.ja),
  ko: () => import('./locales/ko').then((m) => m.ko),
  nl: () => import('./locales/nl').then((m) => m.nl),
  pt: () => import('./locales/pt').then((m) => m.pt),
  'pt-BR': () => import('./locales/pt-BR').then((m) => m.ptBr),
  ru: () => import('./locales/ru').then((m) => m.ru),
  th: () => import('./locales/th').then((m) => m.th),
  tr: () => import('./locales/tr').then((m) => m.tr),
  uk: () => import('./locales/uk').then((m) => m.uk),
  vn: () => import('./locales/vn').then((m) => m.vn),
};

/** Locales in so far, loaded by any part. */
const loadedLocales = new Map<OtherLocale, LocaleCatalogue>();
/** `load` of each part's bundle. */
const partLoads: ((locale: Locale) => Promise<void>)[] = [];

function loadLocale(locale: OtherLocale): Promise<LocaleCatalogue> {
  return LOCALE_FILES[locale]().then((catalogue) => {
    if (!loadedLocales.has(locale)) {
      loadedLocales.set(locale, catalogue);
      // The parts defined already take it too (no English first when one of them mounts later).
      for (const load of partLoads) void load(locale);
    }
    return catalogue;
  });
}

/**
 * One part's catalogue (the list, the launch board, search, token data, share): its English, and
 * every other locale from the shared locale files (a superset of the part's keys). A locale that
 * another part loaded already is passed in loaded, so the part's first render is in it, as with
 * one catalogue for all.
 */
export function defineDiscoverCatalogue<M extends Record<string, string>>(en: M): MessageBundle<M> {
  const locales = Object.fromEntries((Object.keys(LOCALE_FILES) as OtherLocale[]).map((locale) => [locale, loadedLocales.get(locale) ?? (() => loadLocale(locale))]));
  // Every part's key is a DiscoverMessages key (that type is the union of the parts), so each locale file has it.
  const bundle = defineCatalogues<M>('discover', { ...locales, en } as unknown as AllCatalogues<M>);
  partLoads.push((locale) => bundle.load(locale));
  return bundle;
}
