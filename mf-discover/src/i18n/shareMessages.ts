import { useCatalogue } from '@nova/shared-ui';
import { defineDiscoverCatalogue } from './catalogue';
import type { MessagesOf } from './catalogue';
import { en } from './en';
import { enData } from './en/data';
import { enShare } from './en/share';

/** The token share modal's messages (`./TokenShareDialog`): its own, the list's (the figures' names, Retry) and the data panels' (loading and error of the token). */
export type ShareMessages = MessagesOf<typeof en & typeof enData & typeof enShare>;

export const shareMessages = defineDiscoverCatalogue<ShareMessages>({ ...en, ...enData, ...enShare });

/** `{ t, locale }` in the platform's locale, re-rendering on a switch (English until that locale's chunk is in). */
export function useShareMessages() {
  return useCatalogue(shareMessages);
}
