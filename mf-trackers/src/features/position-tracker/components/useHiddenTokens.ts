import { useCallback, useMemo } from 'react';
import { usePlatform, usePref } from '@nova/shared-ui';
import { HIDDEN_TOKENS_PREF, parseHiddenTokens, withHidden, withoutHidden } from '../model/hiddenTokens';

export interface HiddenTokens {
  /** Hidden `chain:address` keys (malformed saved entries left out). */
  hidden: ReadonlySet<string>;
  hide(key: string): void;
  show(key: string): void;
}

/** The watch list's hidden tokens in platform.prefs, followed live (another window or tab). */
export function useHiddenTokens(): HiddenTokens {
  const { prefs } = usePlatform();
  const saved = usePref<unknown>(HIDDEN_TOKENS_PREF, []);
  const update = useCallback(
    (change: (hidden: readonly string[]) => string[]) => prefs.set(HIDDEN_TOKENS_PREF, change(parseHiddenTokens(prefs.get<unknown>(HIDDEN_TOKENS_PREF, [])))),
    [prefs],
  );
  const hidden = useMemo(() => new Set(parseHiddenTokens(saved)), [saved]);
  const hide = useCallback((key: string) => update((list) => withHidden(list, key)), [update]);
  const show = useCallback((key: string) => update((list) => withoutHidden(list, key)), [update]);
  return { hidden, hide, show };
}
