import styled from '@emotion/styled';
import { memo, Suspense, useEffect, useId, useReducer, useState } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { Button, formatCoinAmount, LazyBoundary, lazyWithPreload, Tabs, useChainPresets, usePlatform, useSession, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { useLiveToken } from '../../../shared/liveToken';
import { ShortcutHelp, useTradeShortcuts } from '../../keyboard';
import { invitationCode, isRepeatClick, orderFees, slippageOf, submitFormOrder, useEvmGas, useFeeMarket, useOrderExecutor } from '../../order-execution';
import type { FormGate } from '../../order-execution';
import { preloadRiskConfirm, RiskConfirm, sellCheckOf } from '../../risk-confirm';
import { strategiesValid, TpslEditor, useTpsl } from '../../tpsl';
import { useQuote } from '../../wallet-execution';
import type { TradeData } from '../api/useTradeData';
import { useRoundTrip } from '../api/useRoundTrip';
import { estimateNetworkFee } from '../model/fees';
import { formQuoteRequest } from '../model/formQuote';
import { roundTripRequest } from '../model/roundTrip';
import { formErrors, initialTradeForm, tradeButton, tradeFindings, tradeFormReducer, tradeSummary } from '../model/tradeForm';
import type { TradeButton, TradeInputs } from '../model/tradeForm';
import { AmountField } from './AmountField';
import { MarketStats, ValueEstimate } from './LiveFigures';

export interface TradeFormProps {
  chain: ChainKey;
  data: TradeData;
  t: Translate<TradeMessages>;
  locale: string;
  /** Opens the trade settings of this chain. */
  onOpenSettings: () => void;
}

// A limit order's target is relative to the current price and market cap: the form reads them
// live only then (a stable select of nothing otherwise, so a push does not render a market form).
const limitReference = (token: TokenInfo) => ({ priceUsd: String(token.current_price), marketCapUsd: String(token.market_cap) });
const nothing = () => null;

// The limit fields, the round-trip line and the alert settings (and the risk dialog, risk-confirm's)
// are chunks of their own, fetched as the form mounts: not part of the panel's first render (its
// size budget), and in before the user needs them.
const AlertSettings = lazyWithPreload(() => import('../../alerts').then((module) => module.AlertSettings));
const LimitFields = lazyWithPreload(() => import('./LimitFields').then((module) => module.LimitFields));
const RoundTripLine = lazyWithPreload(() => import('./RoundTripLine').then((module) => module.RoundTripLine));

const gateOf = (button: TradeButton, ready: boolean): FormGate =>
  button.action === 'login' ? 'login' : button.action === 'deposit' || button.action === 'topUp' ? 'deposit' : !button.disabled && ready ? 'ready' : 'blocked';

/**
 * The trade form of spec 1 §2: order type, side, amount or percent, quick picks, findings, fee and
 * the main button; the submit is the order executor's (`submitFormOrder`). Memoised: it renders
 * when the user, the balances or what it reads of the token change, not on a price push (its
 * price, 24h change and a sell's USD value are leaves: `LiveFigures`), except in limit mode.
 */
export const TradeForm = memo(function TradeForm({ chain, data, t, locale, onOpenSettings }: TradeFormProps) {
  const platform = usePlatform();
  const session = useSession();
  const [form, dispatch] = useReducer(tradeFormReducer, initialTradeForm);
  const presets = useChainPresets(chain);
  const gas = useEvmGas(chain);
  const { address, symbol } = data.token;
  const reference = useLiveToken(chain, address, form.orderType === 'limit' ? limitReference : nothing).data ?? null;
  const slot = `panel:${chain}:${address}`;
  const { state: execution } = useOrderExecutor(slot);
  // After a fill the balances are refetched: until they are back, the next order would sell (or
  // check) the balance before the fill, so the button waits for them.
  const [settling, setSettling] = useState(false);
  const busy = execution.status === 'loading' || execution.status === 'pending' || settling;
  const findingsId = useId();
  const settings = presets.presetMap[presets.activePresetId][form.side === 'buy' ? 'BUY' : 'SELL'];
  const nativeSymbol = CHAINS[chain].nativeSymbol;
  // What the order will send as fees: the fee line shows these and the order sends them.
  const feeMarket = useFeeMarket(chain, settings.isMev);
  const fees = orderFees(chain, settings, feeMarket);
  // An amount of a coin with its unit (the fee in the native coin, what a quote gives in either).
  const coinAmount = (value: string | number, unit: string) => `${formatCoinAmount(value, unit, { locale })} ${unit}`;
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
    priceUsd: reference?.priceUsd ?? null,
    nativePriceUsd: native ? String(native.token_price) : null,
    marketCapUsd: reference?.marketCapUsd ?? null,
    lowLiquidity: data.token.lowLiquidity,
    networkFee: estimateNetworkFee(chain, gas, { firstBuy: form.side === 'buy' && Number(heldBalance) === 0 }),
    priorityFee: fees.priorityFee,
    tip: fees.tip,
  };
  const summary = tradeSummary(form, inputs);
  // The sell check before a buy (issue 34): the round trip at the typed size; until it is in, the token's flags.
  const roundTrip = useRoundTrip(roundTripRequest(form, summary.amount, { chain, address }));
  const sellCheck = sellCheckOf(roundTrip, data.token.security_info);
  const findings = tradeFindings(form, { ...inputs, sellCheck }, summary);
  // Wallet logins quote every second and sign themselves (spec 1 §4); custodial orders need no quote.
  const walletLogin = inputs.session === 'wallet';
  const walletAddress = (chain === 'solana' ? session.user?.sol_address : session.user?.evm_address) ?? '';
  const orderAmount = summary.sellAll ? heldBalance : (summary.amount?.toFixed() ?? '');
  const errors = formErrors(form, findings);
  const quote = useQuote(formQuoteRequest(form, errors, { chain, address, walletLogin, walletAddress, amount: orderAmount, slippage: slippageOf(settings), simulatedSell: settings.simulatedSell }));
  const [risk, setRisk] = useState(false);
  useEffect(() => {
    // A chunk that does not arrive is left to its boundary when it renders.
    AlertSettings.preload().catch(() => undefined);
    LimitFields.preload().catch(() => undefined);
    RoundTripLine.preload().catch(() => undefined);
    preloadRiskConfirm();
  }, []);
  // TP/SL (custodial logins only): on, it forces Market and Buy; a filled buy creates its orders.
  const tpsl = useTpsl(chain);
  const tpslOn = inputs.session === 'custodial' && tpsl.enabled.BUY;
  useEffect(() => dispatch({ type: 'tpsl', on: tpslOn }), [tpslOn]);
  // A wrong trailing distance (named at its field) holds the buy: its stop would not be placed.
  const tpslHeld = tpslOn && !strategiesValid(tpsl.strategies);
  const button = tradeButton(form, inputs, summary, findings, busy || tpslHeld || (walletLogin && quote.status !== 'ready'));
  const sideDecimals = form.side === 'buy' ? inputs.amountPrecision : inputs.tokenDecimals;
  const warnings = findings.filter((finding) => finding.level === 'warning');
  const ofToken = (key: string) => key === 'no-balance' || key === 'unsellable' || key === 'unsellable-liquidity';
  const findingText = (key: string) => t(`trade.finding.${key}` as keyof TradeMessages & string, { symbol: ofToken(key) ? symbol : nativeSymbol });

  const submit = async (riskConfirmed = false) => {
    const submitted = { amount: form.amount, percent: form.percent, target: form.target };
    const result = await submitFormOrder(
      platform,
      slot,
      {
        gate: gateOf(button, summary.amount !== null),
        chain,
        address,
        symbol,
        tokenDecimals: data.token.decimals,
        security: data.token.security_info,
        roundTrip,
        side: form.side,
        orderType: form.orderType,
        amount: orderAmount,
        targetPriceUsd: summary.targetPriceUsd?.toSignificantDigits(12).toFixed() ?? null,
        settings,
        fees,
        user: session.user,
        walletLogin,
        walletAddress,
        quote: quote.status === 'ready' ? quote.quote.quote_data : null,
        gas,
        invitationCode: invitationCode(),
        tpsl: tpslOn,
        riskConfirmed,
      },
      tpsl.strategies,
    );
    if (result === 'confirmRisk') setRisk(true);
    else if (result === 'placed') {
      dispatch({ type: 'filled', submitted });
      setSettling(true);
      await platform.query.refetchQueries({ queryKey: platform.queries.assets(chain).queryKey }).catch(() => undefined);
      setSettling(false);
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
      <MarketStats chain={chain} address={address} symbol={symbol} signedIn={inputs.session !== null} nativeSymbol={nativeSymbol} nativeBalance={inputs.nativeBalance} tokenBalance={inputs.tokenBalance} t={t} locale={locale} />
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
            {inputs.session && (
              <LazyBoundary>
                <Suspense fallback={null}>
                  <AlertSettings t={t} />
                </Suspense>
              </LazyBoundary>
            )}
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
        {inputs.session === 'custodial' && <TpslEditor chain={chain} t={t} locale={locale} />}
        {form.orderType === 'limit' && summary.limitAllowed && reference && (
          <LazyBoundary>
            <Suspense fallback={null}>
              <LimitFields form={form} dispatch={dispatch} priceUsd={reference.priceUsd} marketCapUsd={reference.marketCapUsd} t={t} />
            </Suspense>
          </LazyBoundary>
        )}
        <AmountField
          form={form}
          dispatch={dispatch}
          decimals={sideDecimals}
          unit={form.side === 'buy' ? nativeSymbol : symbol}
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
        <ValueEstimate chain={chain} address={address} amount={summary.amount} side={form.side} nativePriceUsd={inputs.nativePriceUsd} locale={locale} />
        {summary.sellAll && <Muted>{t('trade.sellAll')}</Muted>}
        {roundTrip?.can_sell && (
          <LazyBoundary>
            <Suspense fallback={null}>
              <RoundTripLine answer={roundTrip} t={t} locale={locale} />
            </Suspense>
          </LazyBoundary>
        )}
        {walletLogin && quote.status === 'error' && <ErrorText role="alert">{t('trade.quote.failed', { message: quote.message })}</ErrorText>}
        {walletLogin && quote.status === 'loading' && <Muted role="status">{t('trade.quote.loading')}</Muted>}
        {walletLogin && quote.status === 'ready' && (
          <Muted>{t('trade.quote.receive', { amount: coinAmount(quote.quote.quote_data.amount_out, form.side === 'buy' ? symbol : nativeSymbol) })}</Muted>
        )}
        {summary.networkFee && (
          <Muted>
            {t('trade.fee')}: {coinAmount(summary.networkFee.toFixed(), nativeSymbol)}
            {summary.fees.gt(summary.networkFee) && ` · ${t('trade.fees')}: ${coinAmount(summary.fees.toFixed(), nativeSymbol)}`}
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
          symbol={symbol}
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
