import styled from '@emotion/styled';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, formatPercent, Menu, usePlatform, usePref, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { InputBox } from '../../../shared/InputBox';
import { canAdd, readTpsl, showLoss, strategiesReducer, tpslPref } from '../model/strategies';
import type { Strategy, StrategyAction, TpslPrefs } from '../model/strategies';

export interface TpslEditorProps {
  chain: ChainKey;
  t: Translate<TradeMessages>;
  locale: string;
}

const KINDS = ['TAKE_PROFIT', 'STOP_LOSS', '2XTP'] as const;
let ids = 0;

/** The chain's TP/SL prefs (switch per side, strategies), following saves from anywhere. */
export function useTpsl(chain: ChainKey): TpslPrefs {
  return readTpsl(usePref<unknown>(tpslPref(chain), null));
}

/**
 * The take-profit / stop-loss switch and editor of spec 1 §2 (custodial logins): up to 5 rows of
 * take-profit, stop-loss or sell-half-at-2x (once; its option disabled with the hint and an
 * explanation), each with a delete icon; kept in prefs per chain, the switch per side.
 */
export function TpslEditor({ chain, t, locale }: TpslEditorProps) {
  const { prefs } = usePlatform();
  const tpsl = useTpsl(chain);
  const save = (next: TpslPrefs) => prefs.set(tpslPref(chain), next);
  const act = (action: StrategyAction) => save({ ...tpsl, strategies: strategiesReducer(tpsl.strategies, action) });
  const on = tpsl.enabled.BUY;
  const name = (s: Strategy) => t(`trade.tpsl.type.${s.type}`);
  const numbered = (s: Strategy) => t('trade.tpsl.row', { name: name(s), n: tpsl.strategies.filter((o) => o.type === s.type).indexOf(s) + 1 });
  return (
    <Box>
      <Row>
        <span>{t('trade.tpsl.switch')}</span>
        <Switch type="button" role="switch" aria-checked={on} aria-label={t('trade.tpsl.switch')} onClick={() => save({ ...tpsl, enabled: { ...tpsl.enabled, BUY: !on } })}>
          <span />
        </Switch>
      </Row>
      {on && (
        <>
          {tpsl.strategies.map((s) => (
            <Strategyline key={s.id} role="group" aria-label={numbered(s)}>
              <Kind>{name(s)}</Kind>
              {s.type === '2XTP' ? (
                <Muted>{t('trade.tpsl.twoX', { percent: formatPercent(50, { locale, decimals: 0 }) })}</Muted>
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
                  <Field>
                    <input aria-label={t('trade.tpsl.amount')} inputMode="numeric" placeholder="0" value={s.amount === 0 ? '' : String(s.amount)} onChange={(e) => act({ type: 'field', id: s.id, field: 'amount', text: e.target.value })} onWheel={(e) => e.currentTarget.blur()} />
                    <span>%</span>
                  </Field>
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
              disabled={tpsl.strategies.length >= 5}
              items={KINDS.map((kind) => {
                const allowed = canAdd(tpsl.strategies, kind);
                return {
                  id: kind,
                  label: t(`trade.tpsl.type.${kind}`),
                  disabled: !allowed,
                  ...(kind === '2XTP' ? { title: t('trade.tpsl.twoX', { percent: formatPercent(50, { locale, decimals: 0 }) }) } : {}),
                  ...(kind === '2XTP' && !allowed ? { hint: t('trade.tpsl.twoXExists') } : {}),
                  onSelect: () => act({ type: 'add', kind, id: `s${Date.now().toString(36)}${++ids}` }),
                };
              })}
            />
            {tpsl.strategies.length >= 5 && <Muted>{t('trade.tpsl.max')}</Muted>}
          </Add>
        </>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: ${vars.size.fontSm};
`;

const Switch = styled.button`
  width: 32px;
  height: 18px;
  padding: 2px;
  border: 0;
  border-radius: 9px;
  background: ${vars.color.border};
  cursor: pointer;
  span { display: block; width: 14px; height: 14px; border-radius: 50%; background: ${vars.color.text}; transition: transform 0.15s; }
  &[aria-checked='true'] { background: ${vars.color.up}; }
  &[aria-checked='true'] span { transform: translateX(14px); }
`;

const Strategyline = styled.div`
  display: flex;
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
