import type { Locale } from '@nova/shared-contracts';
import type { ChartMessages } from './en';

/** Every locale other than English, each with every key of the English catalogue. */
export const locales: Partial<Record<Exclude<Locale, 'en'>, Partial<ChartMessages>>> = {};
