import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import { en } from './en';
import type { ProfileDrawerMessages } from './en';

export { en };
export type { ProfileDrawerMessages };

/** The profile drawer's messages in the 19 locales; each non-English locale is its own chunk, loaded when used. */
export const profileDrawerMessages = defineCatalogues<ProfileDrawerMessages>('profileDrawer', en, (locale) => import(`./locales/${locale}.ts`));

/** `{ t, locale }` in the platform's locale (English until that locale's chunk is in). */
export function useDrawerMessages() {
  return useCatalogue(profileDrawerMessages);
}
