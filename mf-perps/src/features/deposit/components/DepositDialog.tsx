import { useState } from 'react';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { Button, dataOf, Dialog, DialogActions, DialogForm, DialogText, Select, stripBidiControls, TextField, useApi, usePlatform, usePlatformMutation } from '@nova/shared-ui';
import { LinkButton } from '../../../shared/components/FormBits';
import { decodePerpError } from '../../../shared/errors/perpErrors';
import { failureText, formatFailure } from '../../../shared/errors/failureMessage';
import { balanceErrors, isZeroAmount, maxAmount, sanitizeAmountInput } from '../../../shared/model/amount';
import { walletBalancesOf } from '../../../shared/model/balances';
import { networksOf } from '../../../shared/model/chainTypes';
import type { PerpChainType } from '../../../shared/model/chainTypes';
import { startDepositNotification } from '../../../shared/model/notification';
import { depositCredited, perpAvailable } from '../../../shared/model/depositState';
import type { PerpsT } from '../../../shared/translate';
import { intentKeys } from '../../../shared/model/intentKeys';
import { depositMutation } from '../api/depositMutation';
import type { DepositStep } from '../api/depositMutation';

export interface DepositDialogProps {
  open: boolean;
  type: PerpChainType;
  /** The network selected first (the first network of the type when not given). */
  chain?: PerpChain;
  /** A wallet login: the deposit is sent from the connected EVM wallet (approve, deposit, register). */
  walletAuth: boolean;
  t: PerpsT;
  ownAddress: (chain: PerpChain) => string;
  onClose: () => void;
}

const STEP_TEXT = {
  network: 'perps.deposit.step.network',
  approve: 'perps.deposit.step.approve',
  deposit: 'perps.deposit.step.deposit',
  sign: 'perps.deposit.step.deposit',
  send: 'perps.deposit.step.register',
  register: 'perps.deposit.step.register',
} as const;

/**
 * Perp deposit (spec 2 §4): network and amount, then custodial logins make one server call and
 * EVM wallet logins send the approve and the deposit from their wallet, Solana wallet logins sign
 * the server-built v0 transaction with a fresh blockhash. Then the notification of the real state:
 * credited at once when the perp account shows it, else pending with the 300 s countdown until it does.
 */
export function DepositDialog({ open, type, chain: first, walletAuth, t, ownAddress, onClose }: DepositDialogProps) {
  const platform = usePlatform();
  const networks = networksOf(type);
  const [chain, setChain] = useState<PerpChain>(first ?? networks[0] ?? 'bsc');
  const [amount, setAmount] = useState('');
  const [step, setStep] = useState<DepositStep | null>(null);
  // One idempotency key per deposit the user confirms, kept while the dialog lives.
  const [keys] = useState(() => intentKeys());
  const deposit = usePlatformMutation(depositMutation(platform, setStep, keys));
  const wallet = walletBalancesOf(dataOf(useApi('balanceList', open && !walletAuth ? {} : null))?.list, chain);
  // The perp account (the page's own query): its balance before the deposit tells when the deposit is in.
  const stats = dataOf(useApi('perpFundStats', open ? {} : null));
  const token = PERP_TOKENS[chain];
  const errors = wallet ? balanceErrors(amount, wallet.stable, token.symbol) : [];
  const enabled = !isZeroAmount(amount) && errors.length === 0 && !deposit.isPending;
  const failure = deposit.error ? formatFailure(failureText(decodePerpError(deposit.error), 'perps.convert.failed'), t) : null;

  const submit = () => {
    setStep(null);
    const before = perpAvailable(stats, chain);
    deposit.mutate(
      { chain, amount, address: ownAddress(chain), walletAuth },
      {
        onSuccess: () => {
          onClose();
          const values = { amount, symbol: token.symbol };
          void startDepositNotification(platform.toast, {
            pending: (seconds) => t('perps.deposit.processing', { ...values, seconds }),
            credited: t('perps.deposit.credited', values),
            isCredited: async () => depositCredited(before, perpAvailable(await platform.api.call('perpFundStats', {}), chain), amount),
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('perps.deposit.title')} closeLabel={t('perps.close')}>
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          if (enabled) submit();
        }}
      >
        <Select
          label={t('perps.network')}
          value={chain}
          options={networks.map((value) => ({ value, label: t(`perps.network.${value}`) }))}
          onChange={(value) => {
            setChain(value);
            setAmount('');
          }}
        />
        <TextField
          label={t('perps.amount', { symbol: token.symbol })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(sanitizeAmountInput(event.target.value))}
          error={errors[0] ? t('perps.err.insufficient', { symbol: stripBidiControls(errors[0].symbol) }) : undefined}
          hint={wallet ? t('perps.availableBalance', { amount: wallet.stable, symbol: token.symbol }) : undefined}
          suffix={
            <LinkButton type="button" onClick={() => wallet && setAmount(maxAmount(wallet.stable))}>
              {t('perps.max')}
            </LinkButton>
          }
        />
        {deposit.isPending && step && step !== 'quote' && <DialogText role="status">{t(STEP_TEXT[step], { symbol: token.symbol })}</DialogText>}
        {failure && <DialogText data-tone="error" role="alert">{failure}</DialogText>}
        <DialogActions>
          <Button variant="primary" type="submit" loading={deposit.isPending} disabled={!enabled}>
            {t('perps.deposit.submit')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
