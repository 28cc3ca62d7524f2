import type { Locale } from '@nova/shared-contracts';
import type { PerpsMessages } from './en';
type Catalogue = Record<keyof PerpsMessages, string>;

/**
 * Every locale other than English (spec 3 §9), each with every key of the English catalogue,
 * loaded on demand (its own chunk) when the platform switches to it.
 */
export const LOCALE_LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  zh: () => import('./locales/zh'),
  'zh-tw': () => import('./locales/zh-tw'),
  ar: () => import('./locales/ar'),
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  id: () => import('./locales/id'),
  it: () => import('./locales/it'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  nl: () => import('./locales/nl'),
  pt: () => import('./locales/pt'),
  'pt-BR': () => import('./locales/pt-BR'),
  ru: () => import('./locales/ru'),
  th: () => import('./locales/th'),
  tr: () => import('./locales/tr'),
  uk: () => import('./locales/uk'),
  vn: () => import('./locales/vn'),
};
