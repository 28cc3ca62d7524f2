import styled from '@emotion/styled';
import { Tabs, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { InputBox } from '../../../shared/InputBox';
import { SLIDER_MARKS } from '../model/tradeForm';
import type { TradeFormAction, TradeFormState } from '../model/tradeForm';

export interface LimitFieldsProps {
  form: TradeFormState;
  dispatch: (action: TradeFormAction) => void;
  /** The token's current price and market cap (USD), the target's reference. */
  priceUsd: string;
  marketCapUsd: string;
  t: Translate<TradeMessages>;
}

/** The limit tab (spec 1 §2): price basis, target (required) and the slider -100 %..100 % of the current value. */
export function LimitFields({ form, dispatch, priceUsd, marketCapUsd, t }: LimitFieldsProps) {
  const current = form.basis === 'PRICE' ? priceUsd : marketCapUsd;
  return (
    <>
      <Tabs
        label={t('trade.limit.basis')}
        size="sm"
        value={form.basis}
        onChange={(basis) => dispatch({ type: 'basis', basis })}
        items={[
          { value: 'PRICE', label: t('trade.limit.basis.price') },
          { value: 'MCAP', label: t('trade.limit.basis.mcap') },
        ]}
      />
      <Field>
        <input
          aria-label={form.basis === 'PRICE' ? t('trade.limit.target') : t('trade.limit.targetMcap')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={current}
          value={form.target}
          onChange={(event) => dispatch({ type: 'target', target: event.target.value })}
          onWheel={(event) => event.currentTarget.blur()}
        />
        <span>USD</span>
      </Field>
      <Slider>
        <input
          type="range"
          aria-label={t('trade.limit.slider')}
          min={-100}
          max={100}
          step={1}
          value={form.slider ?? 0}
          list="trade-limit-marks"
          onChange={(event) => dispatch({ type: 'slider', percent: Number(event.target.value), current })}
          onWheel={(event) => event.currentTarget.blur()}
        />
        <datalist id="trade-limit-marks">
          {SLIDER_MARKS.map((mark) => (
            <option key={mark} value={mark} label={`${mark}%`} />
          ))}
        </datalist>
        <Marks aria-hidden="true">
          {SLIDER_MARKS.map((mark) => (
            <span key={mark}>{mark}%</span>
          ))}
        </Marks>
      </Slider>
    </>
  );
}

const Field = styled(InputBox)`
  height: 34px;
  min-width: 0;
  span { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
`;

const Slider = styled.div`
  display: flex;
  flex-direction: column;
  input { width: 100%; }
`;

const Marks = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;
