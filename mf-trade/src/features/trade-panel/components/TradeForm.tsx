import styled from '@emotion/styled';
import { useAtom } from 'jotai';
import { memo, useEffect, useId, useState } from 'react';
import { CHAINS, TOASTS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, formatCoinAmount, Tabs, useChainPresets, usePlatform, useSession, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import type { TradeData } from '../api/useTradeData';
import { useEvmGas } from '../api/evmGas';
import { tradeFormAtom } from '../model/atoms';
import { isRepeatClick } from '../../order-execution/model/repeatClick';
import { estimateNetworkFee } from '../model/fees';
import { tradeButton, tradeFindings, tradeSummary } from '../model/tradeForm';
import type { TradeInputs } from '../model/tradeForm';
import { useOrderExecutor } from '../../order-execution/api/orderExecutor';
import { invitationCode } from '../../order-execution/api/invitation';
import { orderCreatePayload, priorityFeeOf, slippageOf, tipOf } from '../../order-execution/model/orderPayload';
import { AmountField } from './AmountField';
import { RiskConfirm } from './RiskConfirm';
import { ShortcutHelp } from '../../keyboard/components/ShortcutHelp';
import { AlertSettings } from '../../alerts/components/AlertSettings';
import { signsOnly } from '../../wallet-execution/model/signOnly';
import { TpslEditor, useTpsl } from '../../tpsl/components/TpslEditor';
import { tpslOrders } from '../../tpsl/model/strategies';
import { useTradeShortcuts } from '../../keyboard/components/useTradeShortcuts';
import { useQuote } from '../../wallet-execution/api/useQuote';
import { approveTransaction } from '../../wallet-execution/model/approve';
import { needsRiskConfirm, shouldPollQuote } from '../../wallet-execution/model/quote';
import { LimitFields } from './LimitFields';
import { MarketStats, ValueEstimate } from './LiveFigures';

export interface TradeFormProps {
  chain: ChainKey;
  /** `useFormData`'s: without the live price in market mode (the live figures are leaves). */
  data: TradeData;
  t: Translate<TradeMessages>;
  locale: string;
  /** After a fill: reload balances. */
  onFilled: () => void;
  /** Opens the trade settings of this chain. */
  onOpenSettings: () => void;
}

/**
 * The trade form of spec 1 §2: order type, side, amount or percent, quick picks, findings, fee and the main button.
 * Memoised: it renders when the user, the balances or what it reads of the token change, not on a
 * price push (its price, 24h change and a sell's USD value are leaves: `LiveFigures`).
 */
export const TradeForm = memo(function TradeForm({ chain, data, t, locale, onFilled, onOpenSettings }: TradeFormProps) {
  const platform = usePlatform();
  const session = useSession();
  const [form, dispatch] = useAtom(tradeFormAtom);
  const presets = useChainPresets(chain);
  const gas = useEvmGas(chain);
  const address = data.token.address;
  const slot = `panel:${chain}:${address}`;
  const { executor, state: execution } = useOrderExecutor(slot);
  const busy = execution.status === 'loading' || execution.status === 'pending';
  const findingsId = useId();
  const settings = presets.presetMap[presets.activePresetId][form.side === 'buy' ? 'BUY' : 'SELL'];
  const nativeSymbol = CHAINS[chain].nativeSymbol;
  const native = data.assets?.find((asset) => asset.token === '');
  const held = data.assets?.find((asset) => asset.token.toLowerCase() === address.toLowerCase());
  const heldBalance = held ? String(held.balance) : '0';
  const inputs: TradeInputs = {
    chain,
    session: session.user ? (session.kind ?? 'custodial') : null,
    walletType: session.user?.wallet_type ?? '',
    amountPrecision: CHAINS[chain].amountPrecision,
    tokenDecimals: data.token.decimals ?? 2,
    nativeBalance: data.assets ? String(native?.balance ?? '0') : null,
    tokenBalance: data.assets ? heldBalance : null,
    priceUsd: data.priceUsd,
    nativePriceUsd: native ? String(native.token_price) : null,
    marketCapUsd: String(data.token.market_cap),
    liquidityUsd: String(data.token.liquidity),
    networkFee: estimateNetworkFee(chain, gas, { firstBuy: form.side === 'buy' && Number(heldBalance) === 0 }),
    priorityFee: priorityFeeOf(settings),
    tip: tipOf(settings),
  };
  const summary = tradeSummary(form, inputs);
  const findings = tradeFindings(form, inputs, summary);
  // Wallet logins quote every second and sign themselves (spec 1 §4); custodial orders need no quote.
  const walletLogin = inputs.session === 'wallet';
  const walletAddress = (chain === 'solana' ? session.user?.sol_address : session.user?.evm_address) ?? '';
  const orderAmount = summary.sellAll ? heldBalance : (summary.amount?.toFixed() ?? '');
  const pair = { token_in: form.side === 'buy' ? '' : address, token_out: form.side === 'buy' ? address : '' };
  const polling = shouldPollQuote({ orderType: form.orderType, chain, side: form.side, baseToken: address, wallet: walletAddress, amount: orderAmount, walletLogin });
  const quote = useQuote(polling ? { ...pair, token_amount: orderAmount, slippage: slippageOf(settings), wallet_address: walletAddress, chain, simulation_detection_open: settings.simulatedSell } : null);
  const [risk, setRisk] = useState(false);
  // TP/SL (custodial logins only): on, it forces Market and Buy; a filled buy creates its orders.
  const tpsl = useTpsl(chain);
  const tpslOn = inputs.session === 'custodial' && tpsl.enabled.BUY;
  useEffect(() => dispatch({ type: 'tpsl', on: tpslOn }), [dispatch, tpslOn]);
  const button = tradeButton(form, inputs, summary, findings, busy || (walletLogin && quote.status !== 'ready'));
  const sideDecimals = form.side === 'buy' ? inputs.amountPrecision : inputs.tokenDecimals;
  const errors = findings.filter((finding) => finding.level === 'error' && (finding.key !== 'amount-zero' || form.amount !== '' || form.percent !== ''));
  const warnings = findings.filter((finding) => finding.level === 'warning');
  const findingText = (key: string) => t(`trade.finding.${key}` as keyof TradeMessages & string, { symbol: key === 'no-balance' ? data.token.symbol : nativeSymbol });

  const submit = async (riskConfirmed = false) => {
    if (button.action === 'login') return void platform.session.requestLogin();
    if (button.action === 'deposit' || button.action === 'topUp') return platform.bus.emit('deposit.open', { chain });
    if (button.disabled || !summary.amount) return;
    const amount = orderAmount;
    if (form.orderType === 'limit') {
      if (!summary.targetPriceUsd) return;
      // A limit sell of a token not known as safe is confirmed first (spec 1 §4).
      if (form.side === 'sell' && !riskConfirmed && needsRiskConfirm(data.token.security_info)) return setRisk(true);
      const created = await executor.createLimitOrder(slot, {
        base_token: address,
        chain,
        sub_order_type: 'limit',
        ...(session.user?.sol_address ? { wallet_address: session.user.sol_address } : {}),
        ...(invitationCode() ? { invitation_code: invitationCode() ?? '' } : {}),
        simulation_detection_open: settings.simulatedSell,
        order_data: {
          quote_investment: amount,
          side: form.side,
          slippage: slippageOf(settings),
          target_price_usd: summary.targetPriceUsd.toSignificantDigits(12).toFixed(),
          ...(inputs.priorityFee ? { priority_fee: inputs.priorityFee } : {}),
          ...(inputs.tip ? { protection_tip_amount: inputs.tip } : {}),
        },
      });
      if (created.status === 'success') {
        dispatch({ type: 'filled', submitted: { amount: form.amount, percent: form.percent, target: form.target } });
        onFilled();
      }
      return;
    }
    let outcome;
    if (walletLogin) {
      if (quote.status !== 'ready') return;
      if (!riskConfirmed && needsRiskConfirm(data.token.security_info)) return setRisk(true);
      const quoted = quote.quote.quote_data;
      outcome = await executor.placeWalletOrder(
        slot,
        {
          chain,
          address,
          side: form.side,
          symbol: data.token.symbol,
          build: {
            ...pair,
            token_amount: amount,
            slippage: slippageOf(settings),
            wallet_address: walletAddress,
            chain,
            quote_data: { quote_id: quoted.quote_id },
            ...(inputs.priorityFee ? { priority_fee: inputs.priorityFee } : {}),
            ...(inputs.tip ? { protection_tip_amount: inputs.tip } : {}),
          },
          ...(CHAINS[chain].family === 'evm' ? { approve: approveTransaction(quoted, CHAINS[chain].chainId) } : {}),
          signOnly: signsOnly(session.user, chain),
        },
        platform.wallet,
      );
    } else {
      const payload = orderCreatePayload({ chain, address, side: form.side, amount }, settings, { user: session.user, invitationCode: invitationCode(), gas });
      outcome = await executor.placeMarketOrder(slot, { chain, address, side: form.side, symbol: data.token.symbol, payload });
      if (outcome.status === 'success' && tpslOn && form.side === 'buy') {
        const fill = outcome.notification ? { amountOut: String(outcome.notification.amountOut), priceUsd: String(Number(outcome.notification.amountOutUsd) / Number(outcome.notification.amountOut)) } : { amountOut: String(outcome.result.amount_out), priceUsd: String(outcome.result.price_usd) };
        const requests = tpslOrders(tpsl.strategies, { chain, token: address, ...fill, txHash: outcome.result.tx_hash, decimals: data.token.decimals, slippage: slippageOf(settings), ...(walletAddress ? { wallet: walletAddress } : {}) });
        const created = await Promise.allSettled(requests.map((request) => platform.api.call('limitOrderCreate', request)));
        if (created.some((r) => r.status === 'rejected')) platform.toast.show({ kind: 'error', message: t('trade.toast.orderFail'), durationMs: TOASTS.tradeDurationMs });
        else if (requests.length > 0) platform.toast.show({ kind: 'success', message: t('trade.toast.created'), durationMs: TOASTS.tradeDurationMs });
      }
    }
    if (outcome.status === 'success') {
      dispatch({ type: 'filled', submitted: { amount: form.amount, percent: form.percent, target: form.target } });
      onFilled();
    }
  };

  const quickAmounts = presets.quickAmounts.slice(0, 4);
  const quickPercents = presets.quickPercents.slice(0, 4);
  useTradeShortcuts(inputs.session !== null && !risk, (action) => {
    if (action.type === 'side') dispatch({ type: 'side', side: action.side });
    else if (action.type === 'submit') void submit();
    else if (form.side === 'buy') {
      const amount = quickAmounts[action.index];
      if (amount !== undefined) dispatch({ type: 'quickAmount', amount, decimals: sideDecimals });
    } else {
      const percent = quickPercents[action.index];
      if (percent !== undefined) dispatch({ type: 'quickPercent', percent });
    }
  });

  const submitLabel =
    button.action === 'login'
      ? t('trade.login')
      : button.action === 'deposit'
        ? t('trade.submit.deposit')
        : button.action === 'topUp'
          ? t('trade.submit.topUp')
          : execution.status === 'loading'
            ? t('trade.submit.sending')
            : execution.status === 'pending'
              ? t('trade.submit.pending')
              : t(form.side === 'buy' ? 'trade.submit.buy' : 'trade.submit.sell');

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <MarketStats fallback={data.token} signedIn={inputs.session !== null} nativeSymbol={nativeSymbol} nativeBalance={inputs.nativeBalance} tokenBalance={inputs.tokenBalance} t={t} locale={locale} />
      <Section>
        <Row>
          {summary.limitAllowed ? (
            <Tabs
              label={t('trade.orderType')}
              size="sm"
              value={form.orderType}
              onChange={(orderType) => dispatch({ type: 'orderType', orderType })}
              items={[
                { value: 'market', label: t('trade.orderType.market') },
                { value: 'limit', label: t('trade.orderType.limit') },
              ]}
            />
          ) : (
            <span />
          )}
          <Tools>
            <Button size="sm" variant="ghost" aria-haspopup="dialog" onClick={onOpenSettings}>
              ⚙ {t('trade.openSettings')}
            </Button>
            {/* Rightmost, so its popover (aligned to its end) opens inside the panel. */}
            {inputs.session && <AlertSettings t={t} />}
          </Tools>
        </Row>
        <Tabs
          label={t('trade.side')}
          appearance="pill"
          value={form.side}
          onChange={(side) => dispatch({ type: 'side', side })}
          items={[
            { value: 'buy', label: t('trade.side.buy'), tone: 'up' },
            { value: 'sell', label: t('trade.side.sell'), tone: 'down' },
          ]}
        />
        {inputs.session === 'custodial' && <TpslEditor chain={chain} t={t} />}
        {form.orderType === 'limit' && summary.limitAllowed && <LimitFields form={form} dispatch={dispatch} token={data.token} priceUsd={data.priceUsd ?? String(data.token.current_price)} t={t} />}
        <AmountField
          form={form}
          dispatch={dispatch}
          decimals={sideDecimals}
          unit={form.side === 'buy' ? nativeSymbol : data.token.symbol}
          quickAmounts={quickAmounts}
          quickPercents={quickPercents}
          maxBuy={summary.maxBuy?.toFixed() ?? null}
          invalid={errors.length > 0}
          describedBy={errors.length > 0 ? findingsId : undefined}
          t={t}
        />
        <div id={findingsId}>
          {errors.map((finding) => (
            <ErrorText key={finding.key} role="alert">
              {findingText(finding.key)}
            </ErrorText>
          ))}
        </div>
        {warnings.map((finding) => (
          <WarnText key={finding.key}>{findingText(finding.key)}</WarnText>
        ))}
        <ValueEstimate fallback={data.token} amount={summary.amount} side={form.side} nativePriceUsd={inputs.nativePriceUsd} locale={locale} />
        {summary.sellAll && <Muted>{t('trade.sellAll')}</Muted>}
        {walletLogin && quote.status === 'error' && <ErrorText role="alert">{t('trade.quote.failed', { message: quote.message })}</ErrorText>}
        {walletLogin && quote.status === 'loading' && <Muted role="status">{t('trade.quote.loading')}</Muted>}
        {walletLogin && quote.status === 'ready' && (
          <Muted>{t('trade.quote.receive', { amount: formatCoinAmount(quote.quote.quote_data.amount_out, form.side === 'buy' ? data.token.symbol : nativeSymbol, { locale }) })}</Muted>
        )}
        {summary.networkFee && (
          <Muted>
            {t('trade.fee')}: {formatCoinAmount(summary.networkFee.toFixed(), nativeSymbol, { locale })}
            {summary.fees.gt(summary.networkFee) && ` · ${t('trade.fees')}: ${formatCoinAmount(summary.fees.toFixed(), nativeSymbol, { locale })}`}
          </Muted>
        )}
        <Button
          type="submit"
          size="lg"
          block
          loading={busy}
          variant={button.action === 'submit' ? button.side : 'primary'}
          disabled={button.action === 'submit' && button.disabled}
          aria-describedby={errors.length > 0 ? findingsId : undefined}
          onClick={(event) => isRepeatClick(event) && event.preventDefault()}
        >
          {submitLabel}
        </Button>
        {!inputs.session && <Muted>{t('trade.loginHint')}</Muted>}
        {inputs.session && <ShortcutHelp t={t} />}
      </Section>
      {risk && (
        <RiskConfirm
          side={form.side}
          symbol={data.token.symbol}
          t={t}
          onCancel={() => setRisk(false)}
          onConfirm={() => {
            setRisk(false);
            void submit(true);
          }}
        />
      )}
    </Form>
  );
});

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  padding: 0 ${vars.size.space4} ${vars.size.space4};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.size.space2};
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space1};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.down};
  font-size: ${vars.size.fontXs};
`;

const WarnText = styled.p`
  margin: 0;
  color: ${vars.color.warn};
  font-size: ${vars.size.fontXs};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;
