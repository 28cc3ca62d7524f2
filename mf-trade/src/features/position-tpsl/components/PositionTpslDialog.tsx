import { useState } from 'react';
import { TRAIL_PERCENT_MAX, TRAIL_PERCENT_MIN, addressKind } from '@nova/shared-contracts';
import type { PositionTpslRequest } from '@nova/shared-contracts';
import { Button, Dialog, DialogActions, DialogForm, DialogText, formatUsd, stripBidiControls, TextField, usePlatform, useSession } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { cleanDecimalInput } from '../../../shared/decimalInput';
import { useTokenPrice } from '../../../shared/liveToken';
import { useOrderExecutor } from '../../order-execution';
import { INITIAL_DRAFT, positionTpslRequests, tpslErrors, trailingStopAt } from '../model/positionTpsl';
import type { TpslDraft, TpslError } from '../model/positionTpsl';

/**
 * Take-profit, stop-loss and trailing stop orders for a held position (the chart's position line
 * hands it over on bus `trade.tpsl`): a target above the current price, one below, a distance the
 * stop trails the best price by, the percent of the holding each sells; placed as take_profit /
 * stop_loss / trailing_stop sell orders (spec 1 §3) by the one order executor (`createLimitOrders`).
 * The chart's lines follow through the query cache.
 */
export function PositionTpslDialog({ request, t, locale, onClose }: { request: PositionTpslRequest; t: Translate<TradeMessages>; locale: string; onClose: () => void }) {
  const platform = usePlatform();
  const { user } = useSession();
  const [draft, setDraft] = useState<TpslDraft>(INITIAL_DRAFT);
  const [touched, setTouched] = useState(false);
  const slot = `tpsl:${request.chain}:${request.address}`;
  const { executor, state } = useOrderExecutor(slot);
  const sending = state.status === 'loading';
  const [failure, setFailure] = useState<string | null>(null);
  const wallet = user?.[addressKind(request.chain)];
  // The token's current price (the one price of the page); the chart's figure until it is loaded.
  const currentPrice = Number(useTokenPrice(request.chain, request.address) ?? request.currentPrice);
  const errors = tpslErrors(draft, currentPrice);
  const shown = touched ? errors : {};
  const message = (key: TpslError | undefined) => (key ? t(`trade.positionTpsl.error.${key}`, { min: TRAIL_PERCENT_MIN, max: TRAIL_PERCENT_MAX }) : undefined);
  const stopAt = trailingStopAt(currentPrice, draft.trail);

  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0 || !wallet) return;
    setFailure(null);
    // The one executor: a repeat submit while these are in flight is refused, each order carries an
    // idempotency key, a refusal shows its §8 message (also here: the dialog is modal).
    const outcome = await executor.createLimitOrders(slot, positionTpslRequests(draft, request, wallet), t('trade.positionTpsl.placed'));
    if (outcome.status === 'busy') return;
    platform.queries.refreshOpenOrders();
    if (outcome.status === 'success') onClose();
    else setFailure(outcome.message || null);
  };

  return (
    <Dialog open onClose={onClose} title={t('trade.positionTpsl.title', { symbol: stripBidiControls(request.symbol) })} width={360} closeLabel={t('trade.positionTpsl.cancel')}>
      <DialogForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogText>{t('trade.positionTpsl.current', { price: formatUsd(currentPrice, { locale, compact: false }), cost: formatUsd(request.avgPrice, { locale, compact: false }) })}</DialogText>
        <TextField label={t('trade.positionTpsl.tp')} inputMode="decimal" value={draft.tp} error={message(shown.tp)} onChange={(e) => setDraft({ ...draft, tp: cleanDecimalInput(e.target.value) })} />
        <TextField label={t('trade.positionTpsl.sl')} inputMode="decimal" value={draft.sl} error={message(shown.sl)} onChange={(e) => setDraft({ ...draft, sl: cleanDecimalInput(e.target.value) })} />
        <TextField
          label={t('trade.positionTpsl.trail')}
          inputMode="decimal"
          value={draft.trail}
          suffix="%"
          hint={stopAt === null ? undefined : t('trade.positionTpsl.trailHint', { price: formatUsd(stopAt, { locale, compact: false }) })}
          error={message(shown.trail)}
          onChange={(e) => setDraft({ ...draft, trail: cleanDecimalInput(e.target.value) })}
        />
        <TextField
          label={t('trade.positionTpsl.percent')}
          inputMode="numeric"
          value={draft.percent}
          suffix="%"
          error={message(shown.percent)}
          onChange={(e) => setDraft({ ...draft, percent: e.target.value.replace(/\D/g, '').slice(0, 3) })}
        />
        {shown.form && <DialogText data-tone="error" role="alert">{message(shown.form)}</DialogText>}
        {failure && <DialogText data-tone="error" role="alert">{failure}</DialogText>}
        <DialogActions>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('trade.positionTpsl.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={sending} disabled={sending || (touched && Object.keys(errors).length > 0)}>
            {t('trade.positionTpsl.submit')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
