import type { Locale } from '@nova/shared-contracts';
import type { PerpsMessages } from './en';
import zh from './locales/zh';
import zhTw from './locales/zh-tw';
import ar from './locales/ar';
import de from './locales/de';
import es from './locales/es';
import fr from './locales/fr';
import id from './locales/id';
import it from './locales/it';
import ja from './locales/ja';
import ko from './locales/ko';
import nl from './locales/nl';
import pt from './locales/pt';
import ptBR from './locales/pt-BR';
import ru from './locales/ru';
import th from './locales/th';
import tr from './locales/tr';
import uk from './locales/uk';
import vn from './locales/vn';

/** Every locale other than English (spec 3 §9), each with every key of the English catalogue. */
export const locales: Record<Exclude<Locale, 'en'>, Record<keyof PerpsMessages, string>> = { zh, 'zh-tw': zhTw, ar, de, es, fr, id, it, ja, ko, nl, pt, 'pt-BR': ptBR, ru, th, tr, uk, vn };
