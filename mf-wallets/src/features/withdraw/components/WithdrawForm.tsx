import { useReducer, useState } from 'react';
import styled from '@emotion/styled';
import { ApiError, CHAINS, TRADING_CHAINS } from '@nova/shared-contracts';
import type { Asset, TradingChain } from '@nova/shared-contracts';
import { Button, DASH, dataOf, DialogForm, formatCoinAmount, Select, Tabs, useApi, usePlatform, usePlatformMutation, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { TextField } from '../../../shared/TextField';
import { withdrawMutation } from '../api/withdraw';
import { SOLANA_RENT, withdrawFailure } from '../model/withdrawFailure';
import { amountDecimals, initialWithdraw, transactionUrl, withdrawErrors, withdrawReducer, withdrawRequest, withdrawSummary } from '../model/withdrawForm';

export interface WithdrawFormProps {
  chain: TradingChain;
  /** The user's custodial address on each chain family (the `from_wallet`). */
  ownAddress: (chain: TradingChain) => string;
  onDone: () => void;
}

/** The custodial withdraw form (spec 2 §2, §5, §8): network, asset, destination, amount. */
export function WithdrawForm({ chain: initialChain, ownAddress, onDone }: WithdrawFormProps) {
  const platform = usePlatform();
  const { t, locale } = useWalletsMessages();
  const [state, dispatch] = useReducer(withdrawReducer, initialChain, initialWithdraw);
  const withdraw = usePlatformMutation(withdrawMutation(platform));
  const busy = withdraw.isPending;
  const [rentError, setRentError] = useState(false);
  const assets = useApi('balanceList', { chain: state.chain });
  const list = (dataOf(assets)?.list ?? []).filter((asset) => asset.chain === state.chain);
  const native = CHAINS[state.chain].nativeSymbol;
  const asset: Asset | undefined = list.find((a) => a.token === state.token);
  const symbol = asset?.token_symbol ?? native;
  const balance = String(asset?.balance ?? '0');
  const decimals = amountDecimals(asset, state.chain);
  const errors = withdrawErrors(state, balance);
  const summary = withdrawSummary(state, balance, decimals);
  const chainName = CHAINS[state.chain].name;

  const options = list.length > 0 ? list.map((a) => ({ value: a.token, label: `${a.token_symbol} · ${formatCoinAmount(a.balance, a.token_symbol, { locale })}` })) : [{ value: '', label: native }];

  const submit = async () => {
    if (!summary.canSubmit || busy) return;
    setRentError(false);
    try {
      const result = await withdraw.mutateAsync(withdrawRequest(state, ownAddress(state.chain), summary.amount));
      platform.toast.show({ kind: 'success', message: t('wallets.withdraw.success', { amount: summary.amount, symbol }), durationMs: 5000, href: transactionUrl(state.chain, result.tx_hash) });
      onDone();
    } catch (error) {
      const failure = withdrawFailure(error instanceof ApiError ? error.code : 0, error instanceof Error ? error.message : '');
      if (failure.kind === 'rent') setRentError(true);
      else if (failure.kind === 'code') platform.toast.show({ kind: 'error', message: t(`wallets.code.${failure.code}`) });
      else if (failure.kind === 'network') platform.toast.show({ kind: 'error', message: t('wallets.withdraw.network') });
      else if (failure.kind === 'message') platform.toast.show({ kind: 'error', message: t('wallets.withdraw.failedReason', { reason: failure.message }) });
      else if (failure.kind === 'generic') platform.toast.show({ kind: 'error', message: t('wallets.withdraw.failed') });
    }
  };

  const amountError = rentError ? t('wallets.withdraw.rent', { rent: SOLANA_RENT }) : errors.amount ? t('wallets.withdraw.insufficient', { symbol }) : null;

  return (
    <DialogForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Tabs
        label={t('wallets.deposit.network')}
        appearance="pill"
        size="sm"
        value={state.chain}
        onChange={(chain) => {
          setRentError(false);
          dispatch({ type: 'chain', chain });
        }}
        items={TRADING_CHAINS.map((value) => ({ value, label: CHAINS[value].name }))}
      />
      <Select label={t('wallets.withdraw.asset')} value={state.token} options={options} onChange={(token) => dispatch({ type: 'token', token })} />
      <TextField
        label={t('wallets.withdraw.address')}
        placeholder={t('wallets.withdraw.addressPlaceholder', { chain: chainName })}
        value={state.address}
        autoComplete="off"
        spellCheck={false}
        error={errors.address ? t('wallets.withdraw.invalidAddress', { chain: chainName }) : null}
        onChange={(event) => dispatch({ type: 'address', address: event.target.value })}
      />
      <TextField
        label={t('wallets.withdraw.amount')}
        inputMode="decimal"
        placeholder="0.00"
        value={state.amount}
        autoComplete="off"
        error={amountError}
        hint={t('wallets.withdraw.available', { amount: formatCoinAmount(balance, symbol, { locale }), symbol })}
        onChange={(event) => {
          setRentError(false);
          dispatch({ type: 'amount', raw: event.target.value, decimals });
        }}
        trailing={
          <Max type="button" onClick={() => dispatch({ type: 'max', balance, decimals })}>
            {t('wallets.withdraw.max')}
          </Max>
        }
      />
      <Facts aria-label={t('wallets.withdraw.summary')}>
        <dt>{t('wallets.deposit.network')}</dt>
        <dd>{chainName}</dd>
        <dt>{t('wallets.withdraw.youSend')}</dt>
        <dd>{summary.amount === '0' ? DASH : `${formatCoinAmount(summary.amount, symbol, { locale })} ${symbol}`}</dd>
        <dt>{t('wallets.withdraw.fee')}</dt>
        <dd>{state.token === '' ? t('wallets.withdraw.feeFromAmount') : t('wallets.withdraw.feeFrom', { symbol: native })}</dd>
      </Facts>
      <Button type="submit" variant="primary" size="lg" block loading={busy} disabled={!summary.canSubmit}>
        {t('wallets.withdraw.submit')}
      </Button>
      <Warning role="note">{t('wallets.withdraw.warning', { chain: chainName })}</Warning>
    </DialogForm>
  );
}


const Max = styled.button`
  border: 0;
  background: transparent;
  color: ${vars.color.accent};
  font: inherit;
  font-size: ${vars.size.fontXs};
  font-weight: 600;
  cursor: pointer;
  padding: 0 ${vars.size.space2};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.size.space2} ${vars.size.space4};
  margin: 0;
  padding: ${vars.size.space3} ${vars.size.space4};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.bg};
  font-size: ${vars.size.fontSm};
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

const Warning = styled.p`
  margin: 0;
  padding: ${vars.size.space3} ${vars.size.space4};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.warnSoft};
  color: ${vars.color.warn};
  font-size: ${vars.size.fontXs};
  line-height: 1.5;
`;
