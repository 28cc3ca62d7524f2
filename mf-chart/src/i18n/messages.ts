import { useMessages } from '@nova/shared-ui';
import { en } from './en';
import type { ChartMessages } from './en';
import { locales } from './locales';

export { en };
export type { ChartMessages } from './en';

/** mf-chart's messages in the 19 locales of spec 3 §9. */
export function useChartMessages() {
  return useMessages<Record<keyof ChartMessages, string>>('chart', { en, ...locales });
}
