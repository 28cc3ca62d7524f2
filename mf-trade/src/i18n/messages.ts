import type { PlatformServices } from '@nova/shared-contracts';
import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import type { MessageValues } from '@nova/shared-ui';
import { en } from './en';
import type { TradeMessages } from './en';

export { en };
export type { TradeMessages };

/** mf-trade's messages in the 19 locales (every key in every locale, checked by type and by test); each non-English locale is its own chunk, loaded when used. */
export const tradeMessages = defineCatalogues<TradeMessages>('trade', en, (locale) => import(`./locales/${locale}.ts`));

/** `{ t, locale }` in the platform's locale, re-rendering on a switch. */
export function useTradeMessages() {
  return useCatalogue(tradeMessages);
}

/** A message in the platform's current locale, outside React (the order executor, quick trades); English until that locale's chunk is in. */
export function formatTrade(platform: Pick<PlatformServices, 'i18n'>, key: string, values?: MessageValues): string {
  const locale = platform.i18n.locale();
  if (!tradeMessages.isLoaded(locale)) void tradeMessages.load(locale);
  return tradeMessages.format(locale, key as keyof TradeMessages & string, values);
}
