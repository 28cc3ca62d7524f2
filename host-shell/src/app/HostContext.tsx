import { createContext, useCallback, useContext, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@nova/shared-contracts';
import type { HostPlatform } from '../platform/createPlatform';
import type { PreviewState } from '../preview/preview';
import type { ShellPart } from '../services/i18n/messages';

export interface HostContextValue {
  platform: HostPlatform;
  preview: PreviewState;
}

export const HostContext = createContext<HostContextValue | null>(null);

export function useHost(): HostContextValue {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() outside the host providers.');
  return host;
}

/** The locale of the current path and the prefix to keep in links. */
export const LocaleContext = createContext<{ locale: Locale; prefix: string }>({ locale: 'en', prefix: '' });

export function useLocalePrefix() {
  return useContext(LocaleContext);
}

/**
 * The shell's messages in the current locale (re-renders on locale change). A part in a lazy chunk
 * passes its English (`services/i18n/parts`), added on its first render: main.js carries only the
 * English the start needs.
 */
export function useT(part?: ShellPart) {
  const { i18n } = useHost().platform;
  useState(() => part && i18n.addEnglish(part));
  const locale = useSyncExternalStore(i18n.subscribe, i18n.locale, i18n.locale);
  return useCallback((key: string, values?: Record<string, string | number>) => i18n.t(key, values), [i18n, locale]); // eslint-disable-line react-hooks/exhaustive-deps -- locale invalidates the translator
}
