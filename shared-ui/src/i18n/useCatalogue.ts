import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Locale } from '@nova/shared-contracts';
import type { MessageBundle, MessageValues } from './catalogue';
import { usePlatform } from '../platform/context';

export type MessageKey<M extends Record<string, string>> = keyof M & string;
export type Translator<M extends Record<string, string>> = (key: MessageKey<M>, values?: MessageValues) => string;

/**
 * `{ t, locale }` for a bundle made by `defineCatalogues`: the locale is the platform's
 * (`platform.i18n`), re-rendering on a switch; `t` formats the ICU message of that locale. A lazy
 * locale is loaded on first use (English until it is there, then a re-render).
 */
export function useCatalogue<M extends Record<string, string>>(bundle: MessageBundle<M>): { t: Translator<M>; locale: Locale } {
  const { i18n } = usePlatform();
  const subscribe = useCallback((onChange: () => void) => i18n.subscribe(() => onChange()), [i18n]);
  const locale = useSyncExternalStore(subscribe, i18n.locale, i18n.locale);
  const subscribeLoads = useCallback((onChange: () => void) => bundle.subscribe(onChange), [bundle]);
  const loaded = useSyncExternalStore(
    subscribeLoads,
    () => bundle.isLoaded(locale),
    () => bundle.isLoaded(locale),
  );
  useEffect(() => {
    if (!loaded) void bundle.load(locale);
  }, [bundle, locale, loaded]);
  // `loaded` is a dependency on purpose: a new `t` once the catalogue arrives re-renders memoised children.
  const t = useCallback<Translator<M>>((key, values) => bundle.format(locale, key, values), [bundle, locale, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
  return { t, locale };
}
