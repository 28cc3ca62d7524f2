import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import type { Translator } from '@nova/shared-ui';
import { en } from './en';
import type { ChartMessages } from './en';

export { en };
export type { ChartMessages } from './en';
export type ChartTranslator = Translator<ChartMessages>;

/** mf-chart's messages in the 19 locales of spec 3 §9 (every key in every locale, checked by type and by test); each non-English locale is its own chunk, loaded when used. */
export const chartMessages = defineCatalogues<ChartMessages>('chart', en, (locale) => import(`./locales/${locale}.ts`));

/** `{ t, locale }` in the platform's locale, re-rendering on a switch (English until that locale's chunk is in). */
export function useChartMessages() {
  return useCatalogue(chartMessages);
}
