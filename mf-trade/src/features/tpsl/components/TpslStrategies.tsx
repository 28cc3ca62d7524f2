import styled from '@emotion/styled';
import { useId } from 'react';
import { TRAIL_PERCENT_MAX, TRAIL_PERCENT_MIN } from '@nova/shared-contracts';
import { Button, formatPercent, Menu, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { InputBox } from '../../../shared/InputBox';
import { canAdd, showLoss, STRATEGY_KINDS, trailError } from '../model/strategies';
import type { Strategy, StrategyAction } from '../model/strategies';

export interface TpslStrategiesProps {
  strategies: readonly Strategy[];
  act: (action: StrategyAction) => void;
  t: Translate<TradeMessages>;
  locale: string;
}

let ids = 0;

/** A kind's name: a trailing stop is named as Open orders names it. */
const kindName = (t: Translate<TradeMessages>, kind: Strategy['type']) => (kind === 'TRAILING_STOP' ? t('trade.orders.trailingStop') : t(`trade.tpsl.type.${kind}`));

/**
 * The strategy rows of the trade form's TP/SL (a chunk of its own, fetched as the form mounts: not
 * in the panel's first render): up to 5 rows of take-profit, stop-loss, sell-half-at-2x (once; its
 * option disabled with the hint and an explanation) or trailing stop (a distance in %, checked by
 * the sim's own rule, and the share sold), each with a delete icon.
 */
export function TpslStrategies({ strategies, act, t, locale }: TpslStrategiesProps) {
  const name = (s: Strategy) => kindName(t, s.type);
  const numbered = (s: Strategy) => t('trade.tpsl.row', { name: name(s), n: strategies.filter((o) => o.type === s.type).indexOf(s) + 1 });
  const errorId = useId();
  const amountField = (s: Strategy) => (
    <Field>
      <input aria-label={t('trade.tpsl.amount')} inputMode="numeric" placeholder="0" value={s.amount === 0 ? '' : String(s.amount)} onChange={(e) => act({ type: 'field', id: s.id, field: 'amount', text: e.target.value })} onWheel={(e) => e.currentTarget.blur()} />
      <span>%</span>
    </Field>
  );
  const trailField = (s: Strategy) => {
    const error = trailError(s);
    const id = `${errorId}-${s.id}`;
    return (
      <>
        <Field data-invalid={error ? '' : undefined}>
          <input
            aria-label={t('trade.positionTpsl.trail')}
            aria-invalid={error !== null}
            aria-describedby={error ? id : undefined}
            inputMode="decimal"
            placeholder="0"
            value={s.trail ?? ''}
            onChange={(e) => act({ type: 'field', id: s.id, field: 'trail', text: e.target.value })}
            onWheel={(e) => e.currentTarget.blur()}
          />
          <span>%</span>
        </Field>
        {amountField(s)}
        {error && (
          <Error id={id}>{error === 'range' ? t('trade.positionTpsl.error.trailRange', { min: TRAIL_PERCENT_MIN, max: TRAIL_PERCENT_MAX }) : t('trade.positionTpsl.error.trailFormat')}</Error>
        )}
      </>
    );
  };
  return (
    <>
      {strategies.map((s) => (
        <Strategyline key={s.id} role="group" aria-label={numbered(s)}>
          <Kind>{name(s)}</Kind>
          {s.type === '2XTP' ? (
            <Muted>{t('trade.tpsl.twoX', { percent: formatPercent(50, { locale, decimals: 0 }) })}</Muted>
          ) : s.type === 'TRAILING_STOP' ? (
            trailField(s)
          ) : (
            <>
              <Field>
                <input
                  aria-label={s.type === 'TAKE_PROFIT' ? t('trade.tpsl.gain') : t('trade.tpsl.loss')}
                  inputMode="numeric"
                  placeholder={s.type === 'TAKE_PROFIT' ? '+0' : '-0'}
                  value={s.type === 'TAKE_PROFIT' ? (s.gain === 0 ? '' : `+${s.gain}`) : s.loss === 0 ? '' : showLoss(s.loss)}
                  onChange={(e) => act({ type: 'field', id: s.id, field: s.type === 'TAKE_PROFIT' ? 'gain' : 'loss', text: e.target.value })}
                  onWheel={(e) => e.currentTarget.blur()}
                />
                <span>%</span>
              </Field>
              {amountField(s)}
            </>
          )}
          <Button size="sm" variant="ghost" aria-label={t('trade.tpsl.delete', { name: numbered(s) })} onClick={() => act({ type: 'remove', id: s.id })}>
            ×
          </Button>
        </Strategyline>
      ))}
      <Add>
        <Menu
          trigger={`+ ${t('trade.tpsl.add')}`}
          label={t('trade.tpsl.add')}
          disabled={strategies.length >= 5}
          items={STRATEGY_KINDS.map((kind) => {
            const allowed = canAdd(strategies, kind);
            return {
              id: kind,
              label: kindName(t, kind),
              disabled: !allowed,
              ...(kind === '2XTP' ? { title: t('trade.tpsl.twoX', { percent: formatPercent(50, { locale, decimals: 0 }) }) } : {}),
              ...(kind === '2XTP' && !allowed ? { hint: t('trade.tpsl.twoXExists') } : {}),
              onSelect: () => act({ type: 'add', kind, id: `s${Date.now().toString(36)}${++ids}` }),
            };
          })}
        />
        {strategies.length >= 5 && <Muted>{t('trade.tpsl.max')}</Muted>}
      </Add>
    </>
  );
}

const Strategyline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.size.space2};
`;

const Kind = styled.span`
  min-width: 72px;
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textMuted};
`;

const Field = styled(InputBox)`
  min-width: 0;
  flex: 1;
  span { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
`;

/** A trailing distance's error, on a line of its own under its row's fields. */
const Error = styled.span`
  flex-basis: 100%;
  color: ${vars.color.down};
  font-size: ${vars.size.fontXs};
`;

const Add = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
`;

const Muted = styled.span`
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;
