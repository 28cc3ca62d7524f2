import { defineCatalogues, useCatalogue } from '@nova/shared-ui';
import { en } from './en';
import type { DiscoverMessages } from './en';
import { ar } from './locales/ar';
import { de } from './locales/de';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { id } from './locales/id';
import { it } from './locales/it';
import { ja } from './locales/ja';
import { ko } from './locales/ko';
import { nl } from './locales/nl';
import { pt } from './locales/pt';
import { ptBr } from './locales/pt-BR';
import { ru } from './locales/ru';
import { th } from './locales/th';
import { tr } from './locales/tr';
import { uk } from './locales/uk';
import { vn } from './locales/vn';
import { zh } from './locales/zh';
import { zhTw } from './locales/zh-tw';

export { en };
export type { DiscoverMessages };

/** mf-discover's messages in the 19 locales (every key in every locale, checked by type and by test). */
export const discoverMessages = defineCatalogues<DiscoverMessages>('discover', { en, zh, 'zh-tw': zhTw, ar, de, es, fr, id, it, ja, ko, nl, pt, 'pt-BR': ptBr, ru, th, tr, uk, vn });

/** `{ t, locale }` in the platform's locale. */
export function useDiscoverMessages() {
  return useCatalogue(discoverMessages);
}
