import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import { en } from './en';
import type { WalletsMessages } from './en';

export { en };
export type { WalletsMessages };

/** mf-wallets' messages in the 19 locales (every key in every locale, checked by type and by test); each non-English locale is its own chunk, loaded when used. */
export const walletsMessages = defineCatalogues<WalletsMessages>('wallets', en, (locale) => import(`./locales/${locale}.ts`));

/** `{ t, locale }` in the platform's locale, re-rendering on a switch (English until that locale's chunk is in). */
export function useWalletsMessages() {
  return useCatalogue(walletsMessages);
}
