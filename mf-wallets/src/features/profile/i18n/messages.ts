import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import { en } from './en';
import type { WalletProfileMessages } from './en';

export { en };
export type { WalletProfileMessages };

/** The wallet profile's messages in the 19 locales; each non-English locale is its own chunk, loaded when used. */
export const walletProfileMessages = defineCatalogues<WalletProfileMessages>('walletProfile', en, (locale) => import(`./locales/${locale}.ts`));

/** `{ t, locale }` in the platform's locale (English until that locale's chunk is in). */
export function useProfileMessages() {
  return useCatalogue(walletProfileMessages);
}
