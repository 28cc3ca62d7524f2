import styled from '@emotion/styled';
import { useState } from 'react';
import { ORDER_STATUS, addressKind } from '@nova/shared-contracts';
import type { ChainKey, LadderIssueCode, Position } from '@nova/shared-contracts';
import { Button, Chip, Dialog, DialogActions, DialogForm, DialogText, formatCoinAmount, formatUsd, stripBidiControls, TextField, usePlatform, usePlatformInfiniteQuery, useSession, vars } from '@nova/shared-ui';
import { cleanDecimalInput } from '../../../shared/decimalInput';
import { useTokenPrice } from '../../../shared/liveToken';
import { useExitPlanMessages } from '../i18n/messages';
import { isRepeatClick, orderExecutorFor, useOrderExecutor } from '../../order-execution';
import { NEW_PLAN, canAddRung, canRemoveRung, draftFromPlan, nextRung, pendingPlan, planErrors, planRequest, planSummary } from '../model/exitPlan';
import type { RungDraft, TargetMode } from '../model/exitPlan';

export interface ExitPlanDialogProps {
  chain: ChainKey;
  address: string;
  symbol: string;
  decimals: number;
  /** The held position the plan sells. */
  position: Position;
  onClose: () => void;
}

/**
 * A laddered exit of a held position (issue 34): 2 to 6 rungs, each a target (a price in USD or a
 * multiple of the average cost) and the share of the position it sells, with what each rung sells
 * and brings and what stays held. Saved as one plan (`limitOrderLadder`) by the one executor; the
 * token's pending plan opens for editing (saved, it replaces the plan's pending rungs) and can be
 * cancelled as one. The rules are shared-contracts' (`ladderIssues`), the ones the sim applies.
 */
export function ExitPlanDialog(props: ExitPlanDialogProps) {
  const platform = usePlatform();
  const orders = usePlatformInfiniteQuery(platform.queries.orders({ chain: props.chain, base_token: props.address, status: ORDER_STATUS.Pending }), true);
  const { t } = useExitPlanMessages();
  // The form starts from the orders as they are now: a cached list (from before the last save) is
  // asked again first, so an edit never starts from a plan that was replaced or never seen.
  const loading = !orders.isFetchedAfterMount && !orders.isError;
  const plan = loading ? null : pendingPlan(orders.data?.pages.flatMap((page) => page.order_list) ?? []);
  return (
    <Dialog open onClose={props.onClose} title={t('exitPlan.title', { symbol: stripBidiControls(props.symbol) })} width={420} closeLabel={t('exitPlan.close')}>
      {loading ? (
        <DialogText role="status">{t('exitPlan.loading')}</DialogText>
      ) : (
        <PlanForm key={plan?.planId ?? 'new'} {...props} planId={plan?.planId} initial={plan ? draftFromPlan(plan.rungs, String(props.position.balance)) : [...NEW_PLAN]} />
      )}
    </Dialog>
  );
}

function PlanForm({ chain, address, symbol, decimals, position, onClose, planId, initial }: ExitPlanDialogProps & { planId: string | undefined; initial: RungDraft[] }) {
  const platform = usePlatform();
  const { t, locale } = useExitPlanMessages();
  const { user } = useSession();
  const [rungs, setRungs] = useState<RungDraft[]>(initial);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const slot = `exit-plan:${chain}:${address}`;
  const { state } = useOrderExecutor(slot);
  const sending = state.status === 'loading';
  const wallet = user?.[addressKind(chain)];
  const avgPriceUsd = Number(position.buy_avg_price);
  const priceUsd = Number(useTokenPrice(chain, address) ?? position.current_price);
  const errors = planErrors(rungs, { priceUsd, avgPriceUsd });
  const shown = touched ? errors : null;
  const summary = planSummary(rungs, { balance: String(position.balance), avgPriceUsd, decimals });
  const message = (code: LadderIssueCode | undefined) => (code ? t(`exitPlan.error.${code}`) : undefined);
  const coins = (amount: string) => `${formatCoinAmount(amount, symbol, { locale })} ${symbol}`;
  const usd = (value: number) => formatUsd(value, { locale, compact: false });
  const update = (index: number, change: Partial<RungDraft>) => setRungs(rungs.map((rung, i) => (i === index ? { ...rung, ...change } : rung)));

  const finish = (outcome: { status: string; message?: string }) => {
    if (outcome.status === 'busy') return;
    platform.queries.refreshOpenOrders();
    if (outcome.status === 'success') onClose();
    else setFailure(outcome.message || null);
  };
  const save = async () => {
    setTouched(true);
    if (errors || !wallet) return;
    setFailure(null);
    finish(await orderExecutorFor(platform).exitPlan(slot, 'limitOrderLadder', planRequest(rungs, { chain, address, wallet }, planId), t('exitPlan.saved')));
  };
  const cancelPlan = async (id: string) => {
    setFailure(null);
    finish(await orderExecutorFor(platform).exitPlan(slot, 'limitOrderLadderCancel', { chain, plan_id: id }, t('exitPlan.cancelled')));
  };

  return (
    <DialogForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogText>{t('exitPlan.current', { price: usd(priceUsd), cost: usd(avgPriceUsd), amount: coins(String(position.balance)) })}</DialogText>
        {rungs.map((rung, index) => {
          const n = index + 1;
          const rowErrors = shown?.rows[index];
          return (
            <Rung key={index}>
              <legend>{t('exitPlan.rung', { n })}</legend>
              <Modes role="group" aria-label={t('exitPlan.targetBy', { n })}>
                {(['multiple', 'price'] as const satisfies readonly TargetMode[]).map((mode) => (
                  <Chip key={mode} selected={rung.mode === mode} onChange={() => update(index, { mode, target: '' })}>
                    {t(mode === 'price' ? 'exitPlan.byPrice' : 'exitPlan.byMultiple')}
                  </Chip>
                ))}
              </Modes>
              <Fields>
                <TextField
                  label={t(rung.mode === 'price' ? 'exitPlan.price' : 'exitPlan.multiple')}
                  inputMode="decimal"
                  value={rung.target}
                  suffix={rung.mode === 'price' ? '$' : '×'}
                  error={message(rowErrors?.target)}
                  onChange={(e) => update(index, { target: cleanDecimalInput(e.target.value) })}
                />
                <TextField label={t('exitPlan.share')} inputMode="decimal" value={rung.share} suffix="%" error={message(rowErrors?.share)} onChange={(e) => update(index, { share: cleanDecimalInput(e.target.value) })} />
              </Fields>
              {canRemoveRung(rungs) && (
                <Button type="button" size="sm" variant="ghost" onClick={() => setRungs(rungs.filter((_, i) => i !== index))}>
                  {t('exitPlan.remove', { n })}
                </Button>
              )}
            </Rung>
          );
        })}
        {canAddRung(rungs) && (
          <Button type="button" size="sm" variant="secondary" onClick={() => setRungs([...rungs, nextRung(rungs)])}>
            {t('exitPlan.add')}
          </Button>
        )}
        <Summary aria-label={t('exitPlan.summary')}>
          {summary.rows.map((row, index) => (
            <li key={index}>
              {t('exitPlan.summaryRung', { n: index + 1, amount: coins(row.amount), price: row.priceUsd === null ? '—' : usd(row.priceUsd), proceeds: row.proceedsUsd === null ? '—' : usd(row.proceedsUsd) })}
            </li>
          ))}
          <li>{t('exitPlan.summaryKept', { amount: coins(summary.kept) })}</li>
        </Summary>
        {shown?.plan && (
          <DialogText data-tone="error" role="alert">
            {message(shown.plan)}
          </DialogText>
        )}
        {failure && (
          <DialogText data-tone="error" role="alert">
            {failure}
          </DialogText>
        )}
        <DialogActions>
          {planId !== undefined && (
            <Button type="button" variant="ghost" disabled={sending} onClick={(event) => !isRepeatClick(event) && void cancelPlan(planId)}>
              {t('exitPlan.cancelPlan')}
            </Button>
          )}
          <Button type="submit" variant="primary" loading={sending} disabled={sending || (touched && errors !== null)}>
            {t('exitPlan.save')}
          </Button>
        </DialogActions>
    </DialogForm>
  );
}

// A fieldset is as wide as its content by default (min-width: min-content): 0 keeps it in the dialog.
const Rung = styled.fieldset`
  display: grid;
  gap: ${vars.size.space2};
  min-width: 0;
  margin: 0;
  padding: ${vars.size.space2} ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  & > legend { padding: 0 ${vars.size.space1}; font-size: ${vars.size.fontSm}; color: ${vars.color.textMuted}; }
  & > button { justify-self: end; }
`;

const Modes = styled.div`
  display: flex;
  gap: ${vars.size.space1};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.size.space2};
`;

const Summary = styled.ul`
  margin: 0;
  padding: ${vars.size.space2} ${vars.size.space3};
  list-style: none;
  display: grid;
  gap: ${vars.size.space1};
  background: ${vars.color.surfaceRaised};
  border-radius: ${vars.size.radiusSm};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;
