import styled from '@emotion/styled';
import { useAtom } from 'jotai';
import { useId } from 'react';
import { CHAINS, usePlatform } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, ChangeBadge, formatCoinAmount, formatUsd, StatList, Tabs, useChainPresets, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import { InputBox } from '../../../shared/InputBox';
import type { TradeMessages } from '../../../i18n/messages';
import type { TradeData } from '../api/useTradeData';
import { tradeFormAtom } from '../model/atoms';
import { tradeErrors, tradeSummary } from '../model/tradeForm';

export interface TradeFormProps {
  chain: ChainKey;
  data: TradeData;
  t: Translate<TradeMessages>;
  locale: string;
}

/** Balance, price, side, amount and the (not yet enabled) submit button; or the login button when signed out. */
export function TradeForm({ chain, data, t, locale }: TradeFormProps) {
  const platform = usePlatform();
  const [form, dispatch] = useAtom(tradeFormAtom);
  const quickAmounts = useChainPresets(chain).quickAmounts.slice(0, 4);
  const hintId = useId();
  const errorId = useId();
  const nativeSymbol = CHAINS[chain].nativeSymbol;
  const native = data.assets?.find((asset) => asset.token === '');
  const held = data.assets?.find((asset) => asset.token.toLowerCase() === data.token.address.toLowerCase());
  const inputs = {
    nativeBalance: data.assets ? String(native?.balance ?? '0') : null,
    tokenBalance: data.assets ? String(held?.balance ?? '0') : null,
    priceUsd: data.priceUsd,
    nativePriceUsd: native ? String(native.token_price) : null,
  };
  const summary = tradeSummary(form, inputs);
  const error = tradeErrors(form, inputs, summary);
  const unit = form.side === 'buy' ? nativeSymbol : data.token.symbol;
  const signedIn = data.assets !== null;

  const stats = [
    { label: t('trade.price'), value: formatUsd(data.priceUsd, { locale, compact: false }) },
    { label: '24h', value: <ChangeBadge value={data.token.price_change_24h} locale={locale} /> },
    ...(signedIn
      ? [
          { label: `${t('trade.balance')} (${nativeSymbol})`, value: formatCoinAmount(inputs.nativeBalance, nativeSymbol, { locale }) },
          { label: `${t('trade.balance')} (${data.token.symbol})`, value: formatCoinAmount(inputs.tokenBalance, data.token.symbol, { locale }) },
        ]
      : []),
  ];

  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <StatList label={t('trade.market')} items={stats} />
      <Section>
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
        <AmountField data-invalid={(form.amount !== '' && error !== null) || undefined}>
          <input
            aria-label={t('trade.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={form.amount}
            onChange={(event) => dispatch({ type: 'amount', amount: event.target.value })}
            aria-invalid={form.amount !== '' && error !== null}
            aria-describedby={form.amount !== '' && error ? errorId : undefined}
          />
          <Unit>{unit}</Unit>
        </AmountField>
        {form.side === 'buy' && (
          <Presets role="group" aria-label={t('trade.presets')}>
            {quickAmounts.map((preset, index) => (
              <Button key={`${index}-${preset}`} size="sm" variant="ghost" onClick={() => dispatch({ type: 'amount', amount: preset })}>
                {preset} {nativeSymbol}
              </Button>
            ))}
          </Presets>
        )}
        {form.amount !== '' && error && (
          <ErrorText id={errorId} role="alert">
            {t(`trade.error.${error}`)}
          </ErrorText>
        )}
        {summary.valueUsd && <Muted>≈ {formatUsd(summary.valueUsd.toFixed(), { locale })}</Muted>}
        {signedIn ? (
          <>
            <Button type="submit" size="lg" block variant={form.side} disabled aria-describedby={hintId}>
              {t(form.side === 'buy' ? 'trade.submit.buy' : 'trade.submit.sell')}
            </Button>
            <Muted id={hintId}>{t('trade.comingSoon')}</Muted>
          </>
        ) : (
          <>
            <Button size="lg" block variant="primary" onClick={() => void platform.session.requestLogin()}>
              {t('trade.login')}
            </Button>
            <Muted>{t('trade.loginHint')}</Muted>
          </>
        )}
      </Section>
    </Form>
  );
}

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

const AmountField = styled(InputBox)`
  height: 34px;
  min-width: 0;
  input { font-size: ${vars.size.fontMd}; }
`;

const Unit = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.size.space2};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.down};
  font-size: ${vars.size.fontXs};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;
