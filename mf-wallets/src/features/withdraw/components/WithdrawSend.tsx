import { useEffect, useRef } from 'react';
import { Button, DialogActions, DialogStack, DialogText, formatCoinAmount, stripBidiControls, usePlatform } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { SecurityCheck } from '../../../shared/security/SecurityCheck';
import type { CheckMethod } from '../../../shared/security/securityCheck';
import { useSecureWithdraw } from '../api/withdraw';
import { transactionUrl } from '../model/withdrawForm';
import type { WithdrawReview } from './WithdrawForm';
import { useFailureText } from './useFailureText';

export interface WithdrawSendProps {
  review: WithdrawReview;
  /** The confirm step's key: a second attempt of the same withdraw is answered, not paid, twice. */
  idempotencyKey: string;
  method: Exclude<CheckMethod, 'none'>;
  email: string;
  onRetry: () => void;
  onEdit: () => void;
  onDone: () => void;
}

/**
 * The security check (spec 2 §2), then the withdraw; its outcome stays in the dialog: success with
 * the link to the transaction (also the spec's 5 s toast), or the failure's reason with Try again
 * (the same withdraw, the same key) and Back (to the form).
 */
export function WithdrawSend({ review, idempotencyKey, method, email, onRetry, onEdit, onDone }: WithdrawSendProps) {
  const platform = usePlatform();
  const { t, locale } = useWalletsMessages();
  const failureText = useFailureText();
  const { state, withPassword, withConsent } = useSecureWithdraw(review.request, idempotencyKey);
  const { summary } = review;
  const outcome = state.status === 'success' ? state.data : null;
  const href = outcome?.ok ? transactionUrl(summary.chain, outcome.result.tx_hash, outcome.result.tx_url) : null;
  const amount = formatCoinAmount(summary.amount, summary.symbol, { locale });

  const toasted = useRef(false);
  useEffect(() => {
    if (!href || toasted.current) return;
    toasted.current = true;
    platform.toast.show({ kind: 'success', message: t('wallets.withdraw.success', { amount, symbol: stripBidiControls(summary.symbol) }), durationMs: 5000, href });
  }, [href, platform.toast, t, amount, summary.symbol]);

  if (outcome?.ok && href) {
    return (
      <DialogStack>
        <DialogText role="status">{t('wallets.withdraw.sent', { amount, symbol: stripBidiControls(summary.symbol) })}</DialogText>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t('wallets.withdraw.viewTx')}
        </a>
        <DialogActions>
          <Button variant="primary" size="lg" onClick={onDone} data-autofocus>
            {t('wallets.withdraw.done')}
          </Button>
        </DialogActions>
      </DialogStack>
    );
  }
  if (outcome && !outcome.ok) {
    const reason = failureText(outcome.error);
    return (
      <DialogStack>
        <DialogText data-tone="error" role="alert">
          {reason ?? t('wallets.withdraw.failed')}
        </DialogText>
        <DialogActions>
          <Button variant="secondary" size="lg" onClick={onEdit}>
            {t('wallets.withdraw.back')}
          </Button>
          <Button variant="primary" size="lg" onClick={onRetry} data-autofocus>
            {t('wallets.withdraw.retry')}
          </Button>
        </DialogActions>
      </DialogStack>
    );
  }
  return <SecurityCheck method={method} email={email} state={state} onPassword={(password) => void withPassword(email, password)} onConsent={() => void withConsent()} />;
}
