import { useCallback } from 'react';
import { useWalletsMessages } from '../i18n/messages';
import { usePlatform } from '@nova/shared-ui';

/**
 * Copy text with the async clipboard API: a success toast naming what was copied, or an error
 * toast saying the browser refused (no permission, insecure context, no clipboard at all).
 * Resolves whether it worked.
 */
export function useCopy(): (text: string, what: string) => Promise<boolean> {
  const { toast } = usePlatform();
  const { t } = useWalletsMessages();
  return useCallback(
    async (text, what) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.show({ kind: 'success', message: t('wallets.copy.done', { what }), durationMs: 2000 });
        return true;
      } catch {
        toast.show({ kind: 'error', message: t('wallets.copy.failed') });
        return false;
      }
    },
    [toast, t],
  );
}
