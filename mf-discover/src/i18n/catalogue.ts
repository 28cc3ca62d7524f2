import { defineCatalogues } from '@nova/shared-ui';
import type { LocaleLoader, MessageBundle } from '@nova/shared-ui';
import type { DiscoverMessages } from './en';

/** A part's message type from its English object(s): every key, each an ICU message. */
export type MessagesOf<T> = { readonly [K in keyof T]: string };

/**
 * The 18 other locales: one flat file each with every part's keys, each its own chunk. Every part's
 * catalogue is made with this one loader, so a locale is fetched once, and a part defined or mounted
 * after another loaded it has it at once (shared-ui's defineCatalogues shares a loader's locales).
 */
const loadLocale: LocaleLoader<DiscoverMessages> = (locale) => import(`./locales/${locale}.ts`);

/**
 * One part's catalogue (the list, the launch board, search, token data, share): its English, and
 * every other locale from the shared locale files (a superset of the part's keys).
 */
export function defineDiscoverCatalogue<M extends Record<string, string>>(en: M): MessageBundle<M> {
  // Every part's key is a DiscoverMessages key (that type is the union of the parts), so each locale file has it.
  return defineCatalogues<M>('discover', en, loadLocale as unknown as LocaleLoader<M>);
}
