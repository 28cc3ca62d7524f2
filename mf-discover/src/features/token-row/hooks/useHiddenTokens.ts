import { useCallback } from 'react';
import type { ChainKey } from '@nova/shared-contracts';
import { stripBidiControls, usePlatform, usePref } from '@nova/shared-ui';
import { useListMessages } from '../../../i18n/messages';
import { HIDDEN_PREF, HIDE_REVERT_MS, hideToken, isHidden, revealToken } from '../model/hidden';
import type { HiddenTokens } from '../model/hidden';

type TokenLike = { chain: ChainKey; address: string; symbol: string };

/** Hidden tokens of the discovery lists: hide stores it locally and shows a toast with Revert for 5 s (spec 3 §4). */
export function useHiddenTokens() {
  const platform = usePlatform();
  const { t } = useListMessages();
  const map = usePref<HiddenTokens>(HIDDEN_PREF, {});
  const hide = useCallback(
    (token: TokenLike) => {
      platform.prefs.set(HIDDEN_PREF, hideToken(platform.prefs.get<HiddenTokens>(HIDDEN_PREF, {}), token));
      platform.toast.show({
        kind: 'info',
        message: t('discover.row.hidden', { symbol: stripBidiControls(token.symbol) }),
        durationMs: HIDE_REVERT_MS,
        action: { label: t('discover.row.revert'), onClick: () => platform.prefs.set(HIDDEN_PREF, revealToken(platform.prefs.get<HiddenTokens>(HIDDEN_PREF, {}), token.address)) },
      });
    },
    [platform, t],
  );
  return { hide, isHidden: (token: { chain: ChainKey; address: string }) => isHidden(map, token) };
}
