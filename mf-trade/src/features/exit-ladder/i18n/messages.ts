import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import { exitPlanEn } from './en';
import type { ExitPlanMessages } from './en';

export type { ExitPlanMessages };

/**
 * The exit plan dialog's messages in the 19 locales: a catalogue of its own, in the dialog's chunk
 * (English) and one chunk per other locale, so the panel's first render does not carry them.
 */
export const exitPlanMessages = defineCatalogues<ExitPlanMessages>('exitPlan', exitPlanEn, (locale) => import(`./locales/${locale}.ts`));

/** `{ t, locale }` in the platform's locale, re-rendering on a switch. */
export function useExitPlanMessages() {
  return useCatalogue(exitPlanMessages);
}
