import { useCallback } from 'react';
import { ApiError } from '@nova/shared-contracts';
import { useWalletsMessages } from '../../../i18n/messages';
import { SOLANA_RENT, withdrawFailure } from '../model/withdrawFailure';

/**
 * The text a failed quote or withdraw shows in the dialog (spec 1 §"Withdraw errors"): 5070 the
 * rent message, the order codes their message, else the server's message or "withdraw failed";
 * null for what says nothing (the host's risk tip, a cancel).
 */
export function useFailureText(): (error: unknown) => string | null {
  const { t } = useWalletsMessages();
  return useCallback(
    (error: unknown) => {
      const failure = withdrawFailure(error instanceof ApiError ? error.code : 0, error instanceof Error ? error.message : '');
      switch (failure.kind) {
        case 'rent':
          return t('wallets.withdraw.rent', { rent: SOLANA_RENT });
        case 'code':
          return t(`wallets.code.${failure.code}`);
        case 'network':
          return t('wallets.withdraw.network');
        case 'message':
          return t('wallets.withdraw.failedReason', { reason: failure.message });
        case 'generic':
          return t('wallets.withdraw.failed');
        case 'silent':
          return null;
      }
    },
    [t],
  );
}
