import { useCatalogue } from '@nova/shared-ui';
import { defineDiscoverCatalogue } from './catalogue';
import { en } from './en';
import type { DiscoverMessages, ListMessages } from './en';

export { en };
export type { DiscoverMessages, ListMessages };

/**
 * The token list's messages (the `./TokenList` expose, its rows, hover card and filter drawer): its
 * English (en.ts, in the expose's chunk) and the 18 other locales (each its own chunk, loaded when
 * used, shared with the other parts: catalogue.ts). The other exposes have catalogues of their own,
 * with the list's English and theirs: launchMessages.ts, searchMessages.ts, dataMessages.ts,
 * shareMessages.ts; the token header's (headerMessages.ts) has its own English only.
 */
export const listMessages = defineDiscoverCatalogue<ListMessages>(en);

/** `{ t, locale }` in the platform's locale, re-rendering on a switch (English until that locale's chunk is in). */
export function useListMessages() {
  return useCatalogue(listMessages);
}
