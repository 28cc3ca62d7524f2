import { useState } from 'react';
import type { Dispatch } from 'react';
import styled from '@emotion/styled';
import { ApiError, CHAINS, TRADING_CHAINS } from '@nova/shared-contracts';
import type { Asset, EndpointRequest, TradingChain } from '@nova/shared-contracts';
import { Button, DASH, dataOf, DialogForm, DialogText, formatCoinAmount, Select, Tabs, useApi, usePlatform, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { TextField } from '../../../shared/TextField';
import { SOLANA_RENT } from '../model/withdrawFailure';
import { amountDecimals, confirmSummary, quoteRequest, withdrawErrors, withdrawRequest, withdrawSummary } from '../model/withdrawForm';
import type { ConfirmSummary, WithdrawAction, WithdrawState } from '../model/withdrawForm';
import { WarningNote } from '../../../shared/WarningNote';
import { Facts } from './parts';
import { useFailureText } from './useFailureText';

/** A withdraw the server quoted: the request to send and what the confirm step shows. */
export interface WithdrawReview {
  request: EndpointRequest<'custodialWithdraw'>;
  summary: ConfirmSummary;
}

export interface WithdrawFormProps {
  state: WithdrawState;
  dispatch: Dispatch<WithdrawAction>;
  /** The user's custodial address on each chain family (the `from_wallet`). */
  ownAddress: (chain: TradingChain) => string;
  onReview: (review: WithdrawReview) => void;
}

/**
 * The custodial withdraw form (spec 2 §2, §5, §8): network, asset, destination, amount. Withdraw
 * asks the server's quote (the withdraw's own checks, nothing sent): a refusal stays here (5070 by
 * the amount, the rest under the form), a quote goes on to the confirm step.
 */
export function WithdrawForm({ state, dispatch, ownAddress, onReview }: WithdrawFormProps) {
  const { api } = usePlatform();
  const { t, locale } = useWalletsMessages();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [rentError, setRentError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
  const edited = () => {
    setRentError(false);
    setFailure(null);
  };

  const submit = async () => {
    if (!summary.canSubmit || busy) return;
    edited();
    setBusy(true);
    const request = withdrawRequest(state, ownAddress(state.chain), summary.amount);
    try {
      const quote = await api.call('custodialWithdrawQuote', quoteRequest(request));
      onReview({ request, summary: confirmSummary(request, symbol, quote) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 5070) setRentError(true);
      else setFailure(failureText(error));
    } finally {
      setBusy(false);
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
          edited();
          dispatch({ type: 'chain', chain });
        }}
        items={TRADING_CHAINS.map((value) => ({ value, label: CHAINS[value].name }))}
      />
      <Select
        label={t('wallets.withdraw.asset')}
        value={state.token}
        options={options}
        onChange={(token) => {
          edited();
          dispatch({ type: 'token', token });
        }}
      />
      <TextField
        label={t('wallets.withdraw.address')}
        placeholder={t('wallets.withdraw.addressPlaceholder', { chain: chainName })}
        value={state.address}
        autoComplete="off"
        spellCheck={false}
        error={errors.address === 'checksum' ? t('wallets.withdraw.checksum', { chain: chainName }) : errors.address ? t('wallets.withdraw.invalidAddress', { chain: chainName }) : null}
        onChange={(event) => {
          edited();
          dispatch({ type: 'address', address: event.target.value });
        }}
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
          edited();
          dispatch({ type: 'amount', raw: event.target.value, decimals });
        }}
        trailing={
          <Max
            type="button"
            onClick={() => {
              edited();
              dispatch({ type: 'max', balance, decimals });
            }}
          >
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
      {failure && (
        <DialogText data-tone="error" role="alert">
          {failure}
        </DialogText>
      )}
      <Button type="submit" variant="primary" size="lg" block loading={busy} disabled={!summary.canSubmit}>
        {t('wallets.withdraw.submit')}
      </Button>
      <WarningNote role="note">{t('wallets.withdraw.warning', { chain: chainName })}</WarningNote>
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
