import { useEffect, useReducer, useState } from 'react';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { Button, dataOf, Dialog, DialogActions, DialogForm, DialogText, Select, stripBidiControls, TextField, useApi, usePlatform, usePlatformMutation } from '@nova/shared-ui';
import { LinkButton, Row } from '../../../shared/components/FormBits';
import { decodePerpError } from '../../../shared/errors/perpErrors';
import { failureText, formatFailure } from '../../../shared/errors/failureMessage';
import { networksOf } from '../../../shared/model/chainTypes';
import type { PerpChainType } from '../../../shared/model/chainTypes';
import type { PerpsT } from '../../../shared/translate';
import { intentKeys } from '../../../shared/model/intentKeys';
import { startPayoutNotification } from '../../../shared/model/notification';
import { payoutStatus } from '../api/payoutStatus';
import { SigningError } from '../api/submitWithdraw';
import { withdrawMutation } from '../api/withdrawMutation';
import { canWithdraw, initialWithdraw, minimumWithdraw, receivedAmount, withdrawErrors, withdrawPayload, withdrawReducer } from '../model/withdrawForm';
import type { WithdrawContext, WithdrawError } from '../model/withdrawForm';
import { WithdrawMismatchError } from '../model/withdrawCheck';
import type { WithdrawMismatch } from '../model/withdrawCheck';

export interface WithdrawDialogProps {
  open: boolean;
  type: PerpChainType;
  /** Available balance of the chain type's perp account. */
  available: string;
  walletAuth: boolean;
  /** The network selected first (the first network of the type when not given). */
  chain?: PerpChain;
  t: PerpsT;
  ownAddress: (chain: PerpChain) => string;
  onClose: () => void;
}

function errorText(error: WithdrawError, t: PerpsT): string {
  if (error.kind === 'minimum') return t('perps.err.minimum', { minimum: error.minimum, symbol: stripBidiControls(error.symbol) });
  if (error.kind === 'insufficient') return t('perps.err.insufficient', { symbol: stripBidiControls(error.symbol) });
  return t('perps.err.invalidAddress', { network: t(`perps.network.${error.chain}`) });
}

/** Names the field of the typed data that differs from what the user chose (nothing was signed). */
function mismatchText({ field, chain, found, expected }: WithdrawMismatch, t: PerpsT): string {
  return t(`perps.withdraw.check.${field}`, { found, expected, network: t(`perps.network.${chain}`), symbol: PERP_TOKENS[chain].symbol });
}

/** Withdraw (spec 2 §4, §5): form, then confirm; the risk-limit and Solana address locks. */
export function WithdrawDialog({ open, type, available, walletAuth, chain, t, ownAddress, onClose }: WithdrawDialogProps) {
  const platform = usePlatform();
  const first = chain ?? networksOf(type)[0] ?? 'bsc';
  const [state, dispatch] = useReducer(withdrawReducer, undefined, () => initialWithdraw(first, ownAddress(first)));
  // One idempotency key per withdraw the user confirms, kept while the dialog lives.
  const [keys] = useState(() => intentKeys());
  const withdraw = usePlatformMutation(withdrawMutation(platform, walletAuth, keys));
  const fees = dataOf(useApi('perpWithdrawFee', open ? {} : null));
  const limits = dataOf(useApi('perpWithdrawLimit', open ? {} : null));
  const today = dataOf(useApi('perpWithdrawnToday', open ? {} : null));
  const token = PERP_TOKENS[state.chain];
  const fee = String(fees?.list.find((row) => row.chain === state.chain)?.withdraw_fee ?? '0');
  const minimum = minimumWithdraw(String(limits?.min_base ?? '0'), fee);
  const context: WithdrawContext = {
    once: limits ? String(limits.once) : undefined,
    day: limits ? String(limits.day) : undefined,
    withdrawnToday: today ? String(today.list.find((row) => row.chain === state.chain)?.withdraw ?? '0') : undefined,
    ownAddress: ownAddress(state.chain),
  };
  const ready = fees !== undefined && limits !== undefined && today !== undefined;
  // An amount typed before the limits answered is judged once they are here.
  const limitsKnown = limits !== undefined && today !== undefined;
  useEffect(() => {
    if (limitsKnown) dispatch({ type: 'limits', context });
    // Only when the limits become known: the context is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [limitsKnown]);
  const errors = ready ? withdrawErrors(state, { minimum, available }) : [];
  const amountError = errors.find((e) => e.kind !== 'invalidAddress');
  const addressError = errors.find((e) => e.kind === 'invalidAddress');

  const failure = !withdraw.error
    ? null
    : withdraw.error instanceof WithdrawMismatchError
      ? mismatchText(withdraw.error.mismatch, t)
      : withdraw.error instanceof SigningError
        ? t('perps.fail.unknownSigning')
        : formatFailure(failureText(decodePerpError(withdraw.error), 'perps.withdraw.failed'), t);

  const close = () => {
    dispatch({ type: 'reset', chain: first, ownAddress: ownAddress(first) });
    withdraw.reset();
    onClose();
  };
  const submit = () => {
    const { chain: network, amount } = state;
    withdraw.mutate(withdrawPayload(state, ownAddress(network), undefined), {
      onSuccess: (result) => {
        close();
        platform.toast.show({ kind: 'success', message: t('perps.withdraw.success'), durationMs: 5000 });
        // A payout on chain (a wallet login's): pending until its transaction is mined, then its link.
        if (result.tx_url) {
          const values = { amount, symbol: PERP_TOKENS[network].symbol };
          startPayoutNotification(platform.toast, { pending: (seconds) => t('perps.withdraw.payout.pending', { ...values, seconds }), paid: t('perps.withdraw.payout.paid', values), failed: t('perps.withdraw.payout.failed', values), href: result.tx_url, status: payoutStatus(platform.api, network, result.tx_hash) });
        }
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} title={state.step === 'form' ? t('perps.withdraw.title') : t('perps.withdraw.confirmTitle')} closeLabel={t('perps.close')}>
      {state.step === 'form' ? (
        <DialogForm
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && canWithdraw(state, errors)) dispatch({ type: 'next' });
          }}
        >
          <Select label={t('perps.network')} value={state.chain} options={networksOf(type).map((chain) => ({ value: chain, label: t(`perps.network.${chain}`) }))} onChange={(chain) => dispatch({ type: 'chain', chain, ownAddress: ownAddress(chain) })} />
          <TextField
            label={t('perps.amount', { symbol: token.symbol })}
            inputMode="decimal"
            autoComplete="off"
            value={state.amount}
            onChange={(event) => dispatch({ type: 'amount', raw: event.target.value, context })}
            error={amountError ? errorText(amountError, t) : undefined}
            hint={t('perps.availableBalance', { amount: available, symbol: token.symbol })}
            suffix={
              <LinkButton type="button" onClick={() => dispatch({ type: 'max', available, context })}>
                {t('perps.max')}
              </LinkButton>
            }
          />
          <TextField
            label={t('perps.withdraw.address')}
            autoComplete="off"
            spellCheck={false}
            value={state.address}
            readOnly={state.lock !== 'none'}
            onChange={(event) => dispatch({ type: 'address', address: event.target.value })}
            error={addressError ? errorText(addressError, t) : undefined}
            hint={state.lock === 'riskLimit' ? t('perps.withdraw.riskLimit') : state.lock === 'solana' ? t('perps.withdraw.solanaLocked') : undefined}
          />
          {limits && <DialogText>{t('perps.withdraw.limits', { once: String(limits.once), day: String(limits.day), symbol: token.symbol })}</DialogText>}
          <DialogActions>
            <Button variant="primary" type="submit" disabled={!ready || !canWithdraw(state, errors)}>
              {t('perps.withdraw')}
            </Button>
          </DialogActions>
        </DialogForm>
      ) : (
        <DialogForm
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Row>
            <span>{t('perps.network')}</span>
            <span>{t(`perps.network.${state.chain}`)}</span>
          </Row>
          <Row>
            <span>{t('perps.amount', { symbol: token.symbol })}</span>
            <span>{state.amount}</span>
          </Row>
          <Row>
            <span>{t('perps.withdraw.fee')}</span>
            <span>
              {fee} {token.symbol}
            </span>
          </Row>
          <Row>
            <span>{t('perps.withdraw.receive')}</span>
            <span>
              {receivedAmount(state.amount, fee)} {token.symbol}
            </span>
          </Row>
          <Row>
            <span>{t('perps.withdraw.address')}</span>
            <span style={{ overflowWrap: 'anywhere' }}>{state.address}</span>
          </Row>
          <DialogText>{t('perps.arrival')}</DialogText>
          {withdraw.isPending && walletAuth && <DialogText role="status">{t('perps.withdraw.sign')}</DialogText>}
          {failure && <DialogText data-tone="error" role="alert">{failure}</DialogText>}
          <DialogActions>
            <Button onClick={() => dispatch({ type: 'back' })}>{t('perps.cancel')}</Button>
            <Button variant="primary" type="submit" loading={withdraw.isPending} disabled={withdraw.isPending}>
              {t('perps.confirm')}
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </Dialog>
  );
}
