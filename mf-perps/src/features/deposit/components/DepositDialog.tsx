import { useState } from 'react';
import { PERP_TOKENS, queryKeys, usePlatform } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { Button, Dialog, Select, TextField, dataOf, useApi } from '@nova/shared-ui';
import { isZeroAmount, maxAmount, sanitizeAmountInput } from '../../amount/model/amount';
import type { PerpChainType } from '../../account/model/chains';
import { networksOf } from '../../account/model/chains';
import { convertErrors } from '../../convert/model/convertForm';
import { decodePerpError } from '../../errors/model/perpErrors';
import { failureText, formatFailure } from '../../errors/model/failureMessage';
import { walletBalancesOf } from '../../shared/balances';
import { Actions, Form, LinkButton, Warning } from '../../shared/FormBits';
import { startPerpNotification } from '../../shared/notify';
import type { PerpsT } from '../../shared/usePerpsT';

export interface DepositDialogProps {
  open: boolean;
  type: PerpChainType;
  t: PerpsT;
  ownAddress: (chain: PerpChain) => string;
  onClose: () => void;
}

/** Perp deposit of a custodial login (spec 2 §4): network, amount, one server call, the 300 s notification. */
export function DepositDialog({ open, type, t, ownAddress, onClose }: DepositDialogProps) {
  const platform = usePlatform();
  const networks = networksOf(type);
  const [chain, setChain] = useState<PerpChain>(networks[0] ?? 'bsc');
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wallet = walletBalancesOf(dataOf(useApi('balanceList', open ? {} : null))?.list, chain);
  const token = PERP_TOKENS[chain];
  const errors = wallet ? convertErrors(amount, wallet.stable, token.symbol) : [];
  const enabled = !isZeroAmount(amount || '0') && errors.length === 0 && !busy;

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await platform.api.call('perpConvert', { address: ownAddress(chain), chain, token_address: token.address, token_amount: amount, token_symbol: token.symbol, token_decimal: token.decimals });
      const sent = amount;
      onClose();
      startPerpNotification(platform.toast, (seconds) => t('perps.deposit.processing', { amount: sent, symbol: token.symbol, seconds }));
      void platform.query.invalidateQueries({ queryKey: queryKeys.perpSummary() });
      void platform.query.invalidateQueries({ queryKey: queryKeys.endpoint('balanceList') });
    } catch (error) {
      setFailure(formatFailure(failureText(decodePerpError(error), 'perps.convert.failed'), t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('perps.deposit.title')} closeLabel={t('perps.close')}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (enabled) void submit();
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
          error={errors[0] ? t('perps.err.insufficient', { symbol: errors[0].symbol }) : undefined}
          hint={wallet ? t('perps.availableBalance', { amount: wallet.stable, symbol: token.symbol }) : undefined}
          suffix={
            <LinkButton type="button" onClick={() => wallet && setAmount(maxAmount(wallet.stable))}>
              {t('perps.max')}
            </LinkButton>
          }
        />
        {failure && <Warning role="alert">{failure}</Warning>}
        <Actions>
          <Button variant="primary" type="submit" loading={busy} disabled={!enabled}>
            {t('perps.deposit.submit')}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
