import styled from '@emotion/styled';
import { useState } from 'react';
import { ApiError, usePlatform } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, Dialog, TextField, formatPrice, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { cleanDecimal, tpslErrors, tpslOrders } from '../model/lines';
import type { ChartLine, TpslDraft } from '../model/lines';

export interface TpslDialogProps {
  chain: ChainKey;
  address: string;
  symbol: string;
  wallet: string;
  /** The position line (average cost, balance). */
  line: ChartLine;
  /** USD per token now. */
  currentPrice: number;
  onClose(): void;
  onPlaced(): void;
}

/**
 * Take-profit and stop-loss orders for the position on the chart (its line's TP/SL button): a
 * target above the current price, one below, the percent of the holding each sells; placed as
 * take_profit / stop_loss sell orders (spec 1 §3) of the custodial session. Loaded on first use.
 */
export default function TpslDialog({ chain, address, symbol, wallet, line, currentPrice, onClose, onPlaced }: TpslDialogProps) {
  const { t, locale } = useChartMessages();
  const platform = usePlatform();
  const [draft, setDraft] = useState<TpslDraft>({ tp: '', sl: '', percent: '100' });
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = tpslErrors(draft, currentPrice);
  const shown = touched ? errors : {};
  const message = (key: string | undefined) => (key ? t(`chart.tpsl.error.${key}` as 'chart.tpsl.error.price') : undefined);

  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0 || sending) return;
    setSending(true);
    setFailure(null);
    try {
      for (const order of tpslOrders(draft, line.qty)) {
        await platform.api.call('limitOrderCreate', {
          base_token: address,
          chain,
          wallet_address: wallet,
          sub_order_type: order.sub_order_type,
          order_data: { side: 'sell', quote_investment: order.quote_investment, target_price_usd: order.target_price_usd },
        });
      }
      platform.toast.show({ kind: 'success', message: t('chart.tpsl.placed') });
      onPlaced();
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? `${error.code}: ${error.message}` : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('chart.tpsl.title', { symbol })} width={360} closeLabel={t('chart.tpsl.cancel')}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Muted>{t('chart.tpsl.current', { price: formatPrice(String(currentPrice), { locale }), cost: formatPrice(String(line.avgPrice), { locale }) })}</Muted>
        <TextField label={t('chart.tpsl.tp')} inputMode="decimal" value={draft.tp} error={message(shown.tp)} onChange={(e) => setDraft({ ...draft, tp: cleanDecimal(e.target.value) })} />
        <TextField label={t('chart.tpsl.sl')} inputMode="decimal" value={draft.sl} error={message(shown.sl)} onChange={(e) => setDraft({ ...draft, sl: cleanDecimal(e.target.value) })} />
        <TextField
          label={t('chart.tpsl.percent')}
          inputMode="numeric"
          value={draft.percent}
          suffix="%"
          error={message(shown.percent)}
          onChange={(e) => setDraft({ ...draft, percent: e.target.value.replace(/\D/g, '').slice(0, 3) })}
        />
        {shown.form && <Alert role="alert">{message(shown.form)}</Alert>}
        {failure && <Alert role="alert">{failure}</Alert>}
        <Actions>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('chart.tpsl.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={sending || (touched && Object.keys(errors).length > 0)}>
            {t('chart.tpsl.submit')}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;

const Alert = styled.p`
  margin: 0;
  color: ${vars.color.down};
  font-size: ${vars.size.fontSm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.size.space3};
`;
