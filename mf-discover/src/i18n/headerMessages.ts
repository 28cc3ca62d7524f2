import { useCatalogue } from '@nova/shared-ui';
import { defineDiscoverCatalogue } from './catalogue';
import type { MessagesOf } from './catalogue';
import { enHeader } from './en/header';

/** The token page header's messages (`./TokenHeader`): its own part only. */
export type HeaderMessages = MessagesOf<typeof enHeader>;

export const headerMessages = defineDiscoverCatalogue<HeaderMessages>(enHeader);

/** `{ t, locale }` in the platform's locale, re-rendering on a switch (English until that locale's chunk is in). */
export function useHeaderMessages() {
  return useCatalogue(headerMessages);
}
