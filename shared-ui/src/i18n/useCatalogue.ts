import { useCallback, useSyncExternalStore } from 'react';
import { usePlatform } from '@nova/shared-contracts';
import type { Locale } from '@nova/shared-contracts';
import type { MessageBundle, MessageValues } from './catalogue';

export type MessageKey<M extends Record<string, string>> = keyof M & string;
export type Translator<M extends Record<string, string>> = (key: MessageKey<M>, values?: MessageValues) => string;

/**
 * `{ t, locale }` for a bundle made by `defineCatalogues`: the locale is the platform's
 * (`platform.i18n`), re-rendering on a switch; `t` formats the ICU message of that locale.
 */
export function useCatalogue<M extends Record<string, string>>(bundle: MessageBundle<M>): { t: Translator<M>; locale: Locale } {
  const { i18n } = usePlatform();
  const subscribe = useCallback((onChange: () => void) => i18n.subscribe(() => onChange()), [i18n]);
  const locale = useSyncExternalStore(subscribe, i18n.locale, i18n.locale);
  const t = useCallback<Translator<M>>((key, values) => bundle.format(locale, key, values), [bundle, locale]);
  return { t, locale };
}
