import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import { en } from './en';
import type { PerpsMessages } from './en';

export { en };
export type { PerpsMessages } from './en';

/** mf-perps' messages in the 19 locales of spec 3 §9 (every key in every locale, checked by type and by test); each non-English locale is its own chunk, loaded when used. */
export const perpsMessages = defineCatalogues<PerpsMessages>('perps', en, (locale) => import(`./locales/${locale}.ts`));

/** `{ t, locale }` in the platform's locale, re-rendering on a switch (English until that locale's chunk is in). */
export function usePerpsMessages() {
  return useCatalogue(perpsMessages);
}
