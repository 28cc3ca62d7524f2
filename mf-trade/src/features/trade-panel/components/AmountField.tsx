import styled from '@emotion/styled';
import { Button, Tabs, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { InputBox } from '../../../shared/InputBox';
import type { TradeFormAction, TradeFormState } from '../model/tradeForm';

export interface AmountFieldProps {
  form: TradeFormState;
  dispatch: (action: TradeFormAction) => void;
  /** Decimals the typed amount is floored to. */
  decimals: number;
  unit: string;
  quickAmounts: readonly string[];
  quickPercents: readonly number[];
  /** Max on a buy (balance less fees), null while unknown. */
  maxBuy: string | null;
  invalid: boolean;
  describedBy: string | undefined;
  t: Translate<TradeMessages>;
}

/** Amount (buy) or percent (sell) input with the quick picks and Max (spec 1 §2, §5). */
export function AmountField({ form, dispatch, decimals, unit, quickAmounts, quickPercents, maxBuy, invalid, describedBy, t }: AmountFieldProps) {
  const percent = form.mode === 'percent';
  return (
    <>
      {form.side === 'sell' && (
        <Tabs
          label={t('trade.inputMode')}
          size="sm"
          value={form.mode}
          onChange={(mode) => dispatch({ type: 'mode', mode })}
          items={[
            { value: 'percent', label: t('trade.inputMode.percent') },
            { value: 'amount', label: t('trade.inputMode.amount') },
          ]}
        />
      )}
      <Field data-invalid={invalid || undefined}>
        <input
          aria-label={percent ? t('trade.percent') : t('trade.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={percent ? '0' : '0.00'}
          value={percent ? form.percent : form.amount}
          onChange={(event) => dispatch(percent ? { type: 'percent', percent: event.target.value } : { type: 'amount', amount: event.target.value, decimals })}
          onWheel={(event) => event.currentTarget.blur()}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
        <Unit>{percent ? '%' : unit}</Unit>
      </Field>
      <Picks role="group" aria-label={form.side === 'buy' ? t('trade.presets') : t('trade.percents')}>
        {form.side === 'buy'
          ? quickAmounts.map((amount, index) => (
              <Button key={`${index}-${amount}`} size="sm" variant="ghost" onClick={() => dispatch({ type: 'quickAmount', amount, decimals })}>
                {amount} {unit}
              </Button>
            ))
          : quickPercents.map((value, index) => (
              <Button key={`${index}-${value}`} size="sm" variant="ghost" aria-pressed={form.mode === 'percent' && form.percent === String(Math.min(100, value))} onClick={() => dispatch({ type: 'quickPercent', percent: value })}>
                {value}%
              </Button>
            ))}
        <Button size="sm" variant="ghost" disabled={form.side === 'buy' && maxBuy === null} onClick={() => dispatch(form.side === 'buy' ? { type: 'max', amount: maxBuy ?? '', decimals } : { type: 'max' })}>
          {t('trade.max')}
        </Button>
      </Picks>
    </>
  );
}

const Field = styled(InputBox)`
  height: 34px;
  min-width: 0;
  input { font-size: ${vars.size.fontMd}; }
`;

const Unit = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;

const Picks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.size.space2};
`;
