import { useEffect, useState } from 'react';
import type { Locale } from '@nova/shared-contracts';
import { useMessages, usePlatform } from '@nova/shared-ui';
import { en } from './en';
import type { PerpsMessages } from './en';
import { LOCALE_LOADERS } from './locales';

export { en };
export type { PerpsMessages } from './en';

type Catalogue = Record<keyof PerpsMessages, string>;
/** The catalogues loaded so far (English always; the others on first use). */
const loaded: Partial<Record<Exclude<Locale, 'en'>, Catalogue>> = {};

/** mf-perps' messages in the 19 locales of spec 3 §9: English at once, the platform's locale loaded when it is another. */
export function usePerpsMessages() {
  const { i18n } = usePlatform();
  const messages = useMessages<Catalogue>('perps', { en, ...loaded });
  const [, setVersion] = useState(0);
  const { locale } = messages;
  useEffect(() => {
    if (locale === 'en' || loaded[locale]) return;
    let live = true;
    void LOCALE_LOADERS[locale]().then((module) => {
      loaded[locale] = module.default;
      i18n.register('perps', { en, ...loaded });
      if (live) setVersion((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [i18n, locale]);
  return messages;
}
