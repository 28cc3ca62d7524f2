import { useState } from 'react';
import { ApiError, addressKind } from '@nova/shared-contracts';
import type { PositionTpslRequest } from '@nova/shared-contracts';
import { Button, Dialog, DialogActions, DialogForm, DialogText, formatUsd, TextField, usePlatform, useSession } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { cleanDecimalInput } from '../../../shared/decimalInput';
import { useTokenPrice } from '../../../shared/liveToken';
import { INITIAL_DRAFT, positionTpslOrders, tpslErrors } from '../model/positionTpsl';
import type { TpslDraft, TpslError } from '../model/positionTpsl';

/**
 * Take-profit and stop-loss orders for a held position (the chart's position line hands it over
 * on bus `trade.tpsl`): a target above the current price, one below, the percent of the holding
 * each sells; placed as take_profit / stop_loss sell orders (spec 1 §3) by mf-trade, the one place
 * of order execution. The chart's lines follow through the query cache.
 */
export function PositionTpslDialog({ request, t, locale, onClose }: { request: PositionTpslRequest; t: Translate<TradeMessages>; locale: string; onClose: () => void }) {
  const platform = usePlatform();
  const { user } = useSession();
  const [draft, setDraft] = useState<TpslDraft>(INITIAL_DRAFT);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const wallet = user?.[addressKind(request.chain)];
  // The token's current price (the one price of the page); the chart's figure until it is loaded.
  const currentPrice = Number(useTokenPrice(request.chain, request.address) ?? request.currentPrice);
  const errors = tpslErrors(draft, currentPrice);
  const shown = touched ? errors : {};
  const message = (key: TpslError | undefined) => (key ? t(`trade.positionTpsl.error.${key}`) : undefined);

  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0 || sending || !wallet) return;
    setSending(true);
    setFailure(null);
    try {
      for (const order of positionTpslOrders(draft, request.qty)) {
        await platform.api.call('limitOrderCreate', {
          base_token: request.address,
          chain: request.chain,
          wallet_address: wallet,
          sub_order_type: order.sub_order_type,
          order_data: { side: 'sell', quote_investment: order.quote_investment, target_price_usd: order.target_price_usd },
        });
      }
      platform.toast.show({ kind: 'success', message: t('trade.positionTpsl.placed') });
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? `${error.code}: ${error.message}` : String(error));
    } finally {
      platform.queries.refreshOpenOrders();
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('trade.positionTpsl.title', { symbol: request.symbol })} width={360} closeLabel={t('trade.positionTpsl.cancel')}>
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
