import { useCatalogue } from '@nova/shared-ui';
import { defineDiscoverCatalogue } from './catalogue';
import type { MessagesOf } from './catalogue';
import { en } from './en';
import { enData } from './en/data';

/** The token data panels' messages (`./TokenData`): their own and the list's (Retry, Price). */
export type DataMessages = MessagesOf<typeof en & typeof enData>;

export const dataMessages = defineDiscoverCatalogue<DataMessages>({ ...en, ...enData });

/** `{ t, locale }` in the platform's locale, re-rendering on a switch (English until that locale's chunk is in). */
export function useDataMessages() {
  return useCatalogue(dataMessages);
}
