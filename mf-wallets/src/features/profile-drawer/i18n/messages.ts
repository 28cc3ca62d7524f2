import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import { en } from './en';
import type { ProfileDrawerMessages } from './en';

export { en };
export type { ProfileDrawerMessages };

/** The profile drawer's messages in the 19 locales; each non-English locale is its own chunk, loaded when used. */
export const profileDrawerMessages = defineCatalogues<ProfileDrawerMessages>('profileDrawer', {
  en,
  zh: () => import('./locales/zh').then((m) => m.zh),
  'zh-tw': () => import('./locales/zh-tw').then((m) => m.zhTw),
  ar: () => import('./locales/ar').then((m) => m.ar),
  de: () => import('./locales/de').then((m) => m.de),
  es: () => import('./locales/es').then((m) => m.es),
  fr: () => import('./locales/fr').then((m) => m.fr),
  id: () => import('./locales/id').then((m) => m.id),
  it: () => import('./locales/it').then((m) => m.it),
  ja: () => import('./locales/ja').then((m) => m.ja),
  ko: () => import('./locales/ko').then((m) => m.ko),
  nl: () => import('./locales/nl').then((m) => m.nl),
  pt: () => import('./locales/pt').then((m) => m.pt),
  'pt-BR': () => import('./locales/pt-BR').then((m) => m.ptBr),
  ru: () => import('./locales/ru').then((m) => m.ru),
  th: () => import('./locales/th').then((m) => m.th),
  tr: () => import('./locales/tr').then((m) => m.tr),
  uk: () => import('./locales/uk').then((m) => m.uk),
  vn: () => import('./locales/vn').then((m) => m.vn),
});

/** `{ t, locale }` in the platform's locale (English until that locale's chunk is in). */
export function useDrawerMessages() {
  return useCatalogue(profileDrawerMessages);
}
