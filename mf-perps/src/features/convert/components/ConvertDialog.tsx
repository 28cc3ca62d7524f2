import { useReducer, useState } from 'react';
import { CHAINS, PERP_TOKENS } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { Button, dataOf, Dialog, DialogActions, DialogForm, DialogText, Select, stripBidiControls, TextField, useApi, usePlatform, usePlatformMutation } from '@nova/shared-ui';
import { LinkButton, Row } from '../../../shared/components/FormBits';
import { decodePerpError } from '../../../shared/errors/perpErrors';
import { failureText, formatFailure } from '../../../shared/errors/failureMessage';
import { balanceErrors } from '../../../shared/model/amount';
import { walletBalancesOf } from '../../../shared/model/balances';
import { networksOf } from '../../../shared/model/chainTypes';
import type { PerpChainType } from '../../../shared/model/chainTypes';
import { startDepositNotification } from '../../../shared/model/notification';
import { depositCredited, perpAvailable } from '../../../shared/model/depositState';
import type { PerpsT } from '../../../shared/translate';
import { intentKeys } from '../../../shared/model/intentKeys';
import { convertMutation } from '../api/convertMutation';
import { useDepositFeeEstimate } from '../api/useDepositFeeEstimate';
import { canConvert, confirmGate, convertPayload, convertReducer, initialConvert } from '../model/convertForm';

export interface ConvertDialogProps {
  open: boolean;
  type: PerpChainType;
  /** The network selected first (the first network of the type when not given). */
  chain?: PerpChain;
  t: PerpsT;
  ownAddress: (chain: PerpChain) => string;
  onClose: () => void;
}

/** Convert (spec 2 §4): the custodial wallet's USDT into the perp account; form, then confirm with the polled fee. */
export function ConvertDialog({ open, type, chain, t, ownAddress, onClose }: ConvertDialogProps) {
  const platform = usePlatform();
  const first = chain ?? networksOf(type)[0] ?? 'bsc';
  const [state, dispatch] = useReducer(convertReducer, first, initialConvert);
  // One idempotency key per convert the user confirms, kept while the dialog lives.
  const [keys] = useState(() => intentKeys());
  const convert = usePlatformMutation(convertMutation(platform, keys));
  const assets = useApi('balanceList', open ? {} : null);
  // The perp account (the page's own query): its balance before the convert tells when the convert is in.
  const stats = dataOf(useApi('perpFundStats', open ? {} : null));
  const wallet = walletBalancesOf(dataOf(assets)?.list, state.chain);
  const token = PERP_TOKENS[state.chain];
  const native = CHAINS[state.chain].nativeSymbol;
  const errors = wallet ? balanceErrors(state.amount, wallet.stable, token.symbol) : [];
  const payload = convertPayload(state, ownAddress(state.chain), undefined);
  const fee = useDepositFeeEstimate(open && state.step === 'confirm' ? payload : null);
  const gate = confirmGate(state.chain, fee, wallet?.native);
  const failure = convert.error ? formatFailure(failureText(decodePerpError(convert.error), 'perps.convert.failed'), t) : null;

  const close = () => {
    dispatch({ type: 'reset', chain: first });
    convert.reset();
    onClose();
  };
  const submit = () => {
    const { amount, chain: network } = state;
    const before = perpAvailable(stats, network);
    convert.mutate(payload, {
      onSuccess: () => {
        close();
        const values = { amount, symbol: token.symbol };
        void startDepositNotification(platform.toast, {
          pending: (seconds) => t('perps.convert.processing', { ...values, seconds }),
          credited: t('perps.convert.credited', values),
          isCredited: async () => depositCredited(before, perpAvailable(await platform.api.call('perpFundStats', {}), network), amount),
        });
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} title={state.step === 'form' ? t('perps.convert.title') : t('perps.convert.confirmTitle')} closeLabel={t('perps.close')}>
      {state.step === 'form' ? (
        <DialogForm
          onSubmit={(event) => {
            event.preventDefault();
            if (canConvert(state.amount, errors)) dispatch({ type: 'next' });
          }}
        >
          <Select label={t('perps.network')} value={state.chain} options={networksOf(type).map((chain) => ({ value: chain, label: t(`perps.network.${chain}`) }))} onChange={(chain) => dispatch({ type: 'chain', chain })} />
          <TextField
            label={t('perps.amount', { symbol: token.symbol })}
            inputMode="decimal"
            autoComplete="off"
            value={state.amount}
            onChange={(event) => dispatch({ type: 'amount', raw: event.target.value })}
            error={errors[0] ? t('perps.err.insufficient', { symbol: stripBidiControls(errors[0].symbol) }) : undefined}
            hint={wallet ? t('perps.availableBalance', { amount: wallet.stable, symbol: token.symbol }) : undefined}
            suffix={
              <LinkButton type="button" onClick={() => wallet && dispatch({ type: 'max', available: wallet.stable })}>
                {t('perps.max')}
              </LinkButton>
            }
          />
          <DialogActions>
            <Button variant="primary" type="submit" disabled={!canConvert(state.amount, errors)}>
              {t('perps.convert')}
            </Button>
          </DialogActions>
        </DialogForm>
      ) : (
        <DialogForm
          onSubmit={(event) => {
            event.preventDefault();
            if (gate.kind === 'ready') submit();
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
            <span>{t('perps.convert.gas')}</span>
            <span role="status">{gate.kind === 'estimating' ? t('perps.convert.estimating') : `${gate.gas} ${native}`}</span>
          </Row>
          <DialogText>{t('perps.arrival')}</DialogText>
          {gate.kind === 'insufficientNative' && (
            <>
              <DialogText data-tone="error">{t('perps.convert.nativeLow', { symbol: native })}</DialogText>
              <Button
                onClick={() => {
                  close();
                  platform.bus.emit('deposit.open', { chain: state.chain });
                }}
              >
                {t('perps.deposit')}
              </Button>
            </>
          )}
          {failure && <DialogText data-tone="error" role="alert">{failure}</DialogText>}
          <DialogActions>
            <Button onClick={() => dispatch({ type: 'back' })}>{t('perps.cancel')}</Button>
            <Button variant="primary" type="submit" loading={convert.isPending} disabled={gate.kind !== 'ready' || convert.isPending}>
              {t('perps.confirm')}
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </Dialog>
  );
}
