import { useCatalogue } from '@nova/shared-ui';
import { defineDiscoverCatalogue } from './catalogue';
import type { MessagesOf } from './catalogue';
import { en } from './en';
import { enSearch } from './en/search';

/** The search dialog's messages (`./SearchDialog`): its own and the list's (chain chips, Retry, Market cap, Close). */
export type SearchMessages = MessagesOf<typeof en & typeof enSearch>;

export const searchMessages = defineDiscoverCatalogue<SearchMessages>({ ...en, ...enSearch });

/** `{ t, locale }` in the platform's locale, re-rendering on a switch (English until that locale's chunk is in). */
export function useSearchMessages() {
  return useCatalogue(searchMessages);
}
