import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import { en } from './en';
import type { PnlCardMessages } from './en';

export { en };
export type { PnlCardMessages };

/** The Share-PnL card's messages in the 19 locales (its own catalogue, beside mf-wallets' one); each non-English locale is its own chunk, loaded when used. */
export const pnlCardMessages = defineCatalogues<PnlCardMessages>('pnlCard', en, (locale) => import(`./locales/${locale}.ts`));

/** `{ t, locale }` in the platform's locale (English until that locale's chunk is in). */
export function usePnlCardMessages() {
  return useCatalogue(pnlCardMessages);
}
