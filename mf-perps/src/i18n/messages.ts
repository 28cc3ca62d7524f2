import { useMessages } from '@nova/shared-ui';
import { en } from './en';
import type { PerpsMessages } from './en';
import { locales } from './locales';

export { en };
export type { PerpsMessages } from './en';

/** mf-perps' messages in the 19 locales of spec 3 §9. */
export function usePerpsMessages() {
  return useMessages<Record<keyof PerpsMessages, string>>('perps', { en, ...locales });
}
