import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@nova/shared-contracts';
import { usePlatform } from './context';

export type Catalogues<M extends Record<string, string>> = { en: M } & Partial<Record<Exclude<Locale, 'en'>, Partial<M>>>;
export type Translate<M extends Record<string, string>> = (key: keyof M & string, values?: Record<string, string | number>) => string;

/**
 * Registers a remote's message catalogues under its namespace (once per mount; registering is
 * idempotent) and returns `t`, typed by the English catalogue's keys. Keys are full keys that start
 * with the namespace ("discover.table.price"). Re-renders when the locale changes.
 */
export function useMessages<M extends Record<string, string>>(namespace: string, catalogues: Catalogues<M>): { t: Translate<M>; locale: Locale } {
  const { i18n } = usePlatform();
  // Non-English catalogues are partial: a missing key falls back to English in the i18n service.
  useState(() => i18n.register(namespace, catalogues as Partial<Record<Locale, Record<string, string>>>));
  const subscribe = useCallback((onChange: () => void) => i18n.subscribe(() => onChange()), [i18n]);
  const locale = useSyncExternalStore(subscribe, i18n.locale, i18n.locale);
  // `locale` is a dependency on purpose: a new `t` after a locale change re-renders memoised children.
  const t = useCallback<Translate<M>>((key, values) => i18n.t(key, values), [i18n, locale]); // eslint-disable-line react-hooks/exhaustive-deps
  return { t, locale };
}
