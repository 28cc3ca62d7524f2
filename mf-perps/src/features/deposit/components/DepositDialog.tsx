import { useState } from 'react';
import { PERP_TOKENS, queryKeys } from '@nova/shared-contracts';
import type { PerpChain } from '@nova/shared-contracts';
import { Button, dataOf, Dialog, DialogActions, DialogForm, DialogText, Select, TextField, useApi, usePlatform } from '@nova/shared-ui';
import { isZeroAmount, maxAmount, sanitizeAmountInput } from '../../amount/model/amount';
import type { PerpChainType } from '../../account/model/chains';
import { networksOf } from '../../account/model/chains';
import { convertErrors } from '../../convert/model/convertForm';
import { decodePerpError } from '../../errors/model/perpErrors';
import { failureText, formatFailure } from '../../errors/model/failureMessage';
import { walletBalancesOf } from '../../shared/balances';
import { LinkButton } from '../../shared/FormBits';
import { startPerpNotification } from '../../shared/notify';
import type { PerpsT } from '../../shared/usePerpsT';
import { hasEvmRequest } from '../api/evmRequest';
import { depositWithEvmWallet } from '../api/evmWalletDeposit';
import type { EvmDepositStep } from '../api/evmWalletDeposit';
import { depositWithSolanaWallet } from '../api/solanaWalletDeposit';
import type { SolanaDepositStep } from '../api/solanaWalletDeposit';

export interface DepositDialogProps {
  open: boolean;
  type: PerpChainType;
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
 * the server-built v0 transaction with a fresh blockhash; the 300 s notification.
 */
export function DepositDialog({ open, type, walletAuth, t, ownAddress, onClose }: DepositDialogProps) {
  const platform = usePlatform();
  const networks = networksOf(type);
  const [chain, setChain] = useState<PerpChain>(networks[0] ?? 'bsc');
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<EvmDepositStep | SolanaDepositStep | null>(null);
  const wallet = walletBalancesOf(dataOf(useApi('balanceList', open && !walletAuth ? {} : null))?.list, chain);
  const token = PERP_TOKENS[chain];
  const errors = wallet ? convertErrors(amount, wallet.stable, token.symbol) : [];
  const enabled = !isZeroAmount(amount || '0') && errors.length === 0 && !busy;

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      if (walletAuth && chain === 'solana') {
        // The Solana RPC the transaction is sent through: the sim serves one at <api>/rpc/solana.
        await depositWithSolanaWallet({ api: platform.api, wallet: platform.wallet, rpcUrl: `${platform.api.baseUrl}/rpc/solana` }, { address: ownAddress(chain), amount }, setStep);
      } else if (walletAuth) {
        // Offered to EVM wallets that expose their request (see ChainCards); the sim serves its
        // local chain at <api>/rpc/evm: the network a wallet adds on 4902.
        if (chain === 'solana' || !hasEvmRequest(platform.wallet)) throw new Error('fomox-perp-transfailed');
        await depositWithEvmWallet({ api: platform.api, wallet: platform.wallet }, { chain, address: ownAddress(chain), amount, rpcUrl: `${platform.api.baseUrl}/rpc/evm` }, setStep);
      } else {
        await platform.api.call('perpConvert', { address: ownAddress(chain), chain, token_address: token.address, token_amount: amount, token_symbol: token.symbol, token_decimal: token.decimals });
      }
      const sent = amount;
      onClose();
      startPerpNotification(platform.toast, (seconds) => t('perps.deposit.processing', { amount: sent, symbol: token.symbol, seconds }));
      void platform.query.invalidateQueries({ queryKey: queryKeys.perpSummary() });
      void platform.query.invalidateQueries({ queryKey: queryKeys.endpoint('balanceList') });
    } catch (error) {
      setFailure(formatFailure(failureText(decodePerpError(error), 'perps.convert.failed'), t));
    } finally {
      setBusy(false);
      setStep(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('perps.deposit.title')} closeLabel={t('perps.close')}>
      <DialogForm
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
        {step && step !== 'quote' && <DialogText role="status">{t(STEP_TEXT[step], { symbol: token.symbol })}</DialogText>}
        {failure && <DialogText data-tone="error" role="alert">{failure}</DialogText>}
        <DialogActions>
          <Button variant="primary" type="submit" loading={busy} disabled={!enabled}>
            {t('perps.deposit.submit')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
