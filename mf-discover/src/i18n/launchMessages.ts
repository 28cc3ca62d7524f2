import { useCatalogue } from '@nova/shared-ui';
import { defineDiscoverCatalogue } from './catalogue';
import type { MessagesOf } from './catalogue';
import { en } from './en';
import { enLaunch } from './en/launch';

/** The launch board's messages (`./LaunchBoard`): its own and the list's (chain chips, the stage's filter drawer, loading and errors, quick buy). */
export type LaunchMessages = MessagesOf<typeof en & typeof enLaunch>;

export const launchMessages = defineDiscoverCatalogue<LaunchMessages>({ ...en, ...enLaunch });

/** `{ t, locale }` in the platform's locale, re-rendering on a switch (English until that locale's chunk is in). */
export function useLaunchMessages() {
  return useCatalogue(launchMessages);
}
