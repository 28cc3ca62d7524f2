import styled from '@emotion/styled';
import { useState } from 'react';
import { CHAINS, ORDER_STATUS, ORDER_TYPES } from '@nova/shared-contracts';
import type { ChainKey, LimitOrder } from '@nova/shared-contracts';
import { Button, formatCoinAmount, formatDateTime, formatPercent, formatUsd, Table, useFollow, usePlatform, usePlatformInfiniteQuery, useSession, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { isRepeatClick, orderExecutorFor } from '../../order-execution';
import { orderAmountUnit } from '../model/openOrders';
import { triggerRecord, triggeredOrders } from '../model/triggerRecord';

export interface OpenOrdersProps {
  chain: ChainKey;
  address: string;
  /** The token's symbol: the unit of a sell's amount. */
  symbol: string;
  t: Translate<TradeMessages>;
  locale: string;
}

/**
 * The token's pending limit and take-profit / stop-loss orders (page 20, More until a short page),
 * kept live by `spot.myorders` (the platform's `queries.followUserOrders`) and polled every 5 s, each
 * with Cancel. Amounts carry their unit (`orderAmountUnit`), targets their $. Cells wrap between
 * their words, so the table fits the panel with Cancel in view. A
 * refused cancel keeps its reason on screen (an alert under the table) until the next cancel; the
 * executor sends one cancel per order at a time, and a double click's second click is no cancel.
 */
export function OpenOrders({ chain, address, symbol, t, locale }: OpenOrdersProps) {
  const platform = usePlatform();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [view, setView] = useState<'open' | 'triggered'>('open');
  const orders = usePlatformInfiniteQuery(platform.queries.orders({ chain, base_token: address, status: ORDER_STATUS.Pending }), session.user !== null && view === 'open');
  const fired = usePlatformInfiniteQuery(platform.queries.orders({ chain, base_token: address }), session.user !== null && view === 'triggered');
  const signedIn = session.user !== null;
  useFollow(signedIn ? () => platform.queries.followUserOrders() : null, [platform]);
  if (!session.user) return null;
  const rows = orders.data?.pages.flatMap((page) => page.order_list) ?? [];
  const target = (order: LimitOrder) => formatUsd(order.target_price_usd, { locale, compact: false });
  const cancel = async (order: LimitOrder) => {
    setFailure(null);
    const outcome = await orderExecutorFor(platform).cancelLimitOrder(order, { failureToast: false });
    if (outcome.status === 'busy') return;
    if (outcome.status === 'failed') setFailure(t('trade.orders.cancelFailed', { target: target(order), reason: outcome.reason }));
    platform.queries.refreshOpenOrders();
  };
  const kind = (order: LimitOrder) =>
    order.order_type === ORDER_TYPES.TakeProfit
      ? t('trade.orders.takeProfit')
      : order.order_type === ORDER_TYPES.StopLoss
        ? t('trade.orders.stopLoss')
        : order.order_type === ORDER_TYPES.TrailingLimit
          ? t('trade.orders.trailingStop')
          : t('trade.orderType.limit');
  const amount = (order: LimitOrder) => {
    const unit = orderAmountUnit(order, symbol);
    return `${formatCoinAmount(order.quote_investment, unit, { locale })} ${unit}`;
  };
  const price = (value: string | null) => (value === null ? '—' : formatUsd(value, { locale, compact: false }));
  /** What the engine saw (model/triggerRecord.ts), as the line under an order's kind. */
  const record = (order: LimitOrder) => {
    const seen = triggerRecord(order);
    const coin = CHAINS[order.chain].nativeSymbol;
    switch (seen.kind) {
      case 'waiting':
        return t('trade.orders.waiting');
      case 'checked':
        return t('trade.orders.checked', { price: price(seen.priceUsd), time: formatDateTime(seen.at, locale) });
      case 'filled':
        return t('trade.orders.filledAt', { price: price(seen.priceUsd), time: formatDateTime(seen.at, locale), fee: seen.fee === null ? '—' : `${formatCoinAmount(seen.fee, coin, { locale })} ${coin}` });
      case 'failed':
        return t('trade.orders.failedAt', { price: price(seen.priceUsd), time: formatDateTime(seen.at, locale), reason: orderExecutorFor(platform).errorMessage(seen.code, seen.reason) || seen.reason || String(seen.code) });
    }
  };
  /** A trailing stop's distance and the best price it follows (its target, the stop now, is in the target column). */
  const trailing = (order: LimitOrder) =>
    order.trail_percent === undefined || order.peak_price_usd === undefined ? null : t('trade.orders.trailing', { percent: formatPercent(order.trail_percent, { locale }), peak: formatUsd(order.peak_price_usd, { locale, compact: false }) });
  const kindCell = (row: LimitOrder) => (
    <>
      {`${kind(row)} · ${t(row.side === 'buy' ? 'trade.side.buy' : 'trade.side.sell')}`}
      {row.plan_rung !== undefined && row.plan_rungs !== undefined && <Rung>{t('trade.orders.rung', { rung: row.plan_rung, rungs: row.plan_rungs })}</Rung>}
      {trailing(row) && <Record>{trailing(row)}</Record>}
      <Record>{record(row)}</Record>
    </>
  );
  const switcher = (
    <Views role="group" aria-label={t('trade.orders.view')}>
      <Button size="sm" variant="ghost" aria-pressed={view === 'open'} onClick={() => setView('open')}>
        {t('trade.orders.viewOpen')}
      </Button>
      <Button size="sm" variant="ghost" aria-pressed={view === 'triggered'} onClick={() => setView('triggered')}>
        {t('trade.orders.viewTriggered')}
      </Button>
    </Views>
  );
  if (view === 'triggered') {
    const done = triggeredOrders(fired.data?.pages.flatMap((page) => page.order_list) ?? []);
    return (
      <>
        {switcher}
        {fired.isPending ? (
          <Muted role="status">{t('trade.orders.loading')}</Muted>
        ) : done.length === 0 ? (
          <Muted>{t('trade.orders.triggeredEmpty')}</Muted>
        ) : (
          <Fit>
            <Table<LimitOrder>
              label={t('trade.orders.triggeredTitle')}
              rowKey={(row) => row.order_id}
              rows={done}
              columns={[
                { id: 'type', header: t('trade.orders.type'), cell: kindCell },
                { id: 'amount', header: t('trade.history.amount'), align: 'right', cell: amount },
                { id: 'target', header: t('trade.orders.target'), align: 'right', cell: target },
              ]}
            />
            {fired.hasNextPage && (
              <More>
                <Button size="sm" variant="ghost" onClick={() => void fired.fetchNextPage()}>
                  {t('trade.history.more')}
                </Button>
              </More>
            )}
          </Fit>
        )}
      </>
    );
  }
  return (
    <>
      {switcher}
      {orders.isPending ? (
        <Muted role="status">{t('trade.orders.loading')}</Muted>
      ) : rows.length === 0 ? (
        <Muted>{t('trade.orders.empty')}</Muted>
      ) : (
        <Fit>
          <Table<LimitOrder>
            label={t('trade.orders.title')}
            rowKey={(row) => row.order_id}
            rows={rows}
            columns={[
              { id: 'type', header: t('trade.orders.type'), cell: kindCell },
              { id: 'amount', header: t('trade.history.amount'), align: 'right', cell: amount },
              { id: 'target', header: t('trade.orders.target'), align: 'right', cell: target },
              {
                id: 'cancel',
                header: '',
                align: 'right',
                cell: (row) => (
                  <Button size="sm" variant="ghost" aria-label={t('trade.orders.cancelOne', { target: target(row) })} onClick={(event) => !isRepeatClick(event) && void cancel(row)}>
                    {t('trade.orders.cancel')}
                  </Button>
                ),
              },
            ]}
          />
          {orders.hasNextPage && (
            <More>
              <Button size="sm" variant="ghost" onClick={() => void orders.fetchNextPage()}>
                {t('trade.history.more')}
              </Button>
            </More>
          )}
        </Fit>
      )}
      {failure && <Failure role="alert">{failure}</Failure>}
    </>
  );
}

const Views = styled.div`
  display: flex;
  gap: ${vars.size.space1};
  padding: ${vars.size.space1} ${vars.size.space2} 0;
  & > button[aria-pressed='true'] { color: ${vars.color.text}; background: ${vars.color.surfaceRaised}; }
`;

/** A laddered exit's rung ("Rung 2/4"), after its kind. */
const Rung = styled.span`
  display: inline-block;
  margin-inline-start: ${vars.size.space2};
  white-space: nowrap;
  padding: 0 ${vars.size.space1};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
`;

/** The trigger record under an order's kind. */
const Record = styled.span`
  display: block;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

/** Cells wrap between their words (Table's never do), so a narrow panel keeps Cancel in view. */
const Fit = styled.div`
  td { white-space: normal; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.size.space2};
`;

const Failure = styled.p`
  margin: 0;
  padding: ${vars.size.space2} ${vars.size.space4};
  color: ${vars.color.down};
  font-size: ${vars.size.fontSm};
`;

const Muted = styled.p`
  margin: 0;
  padding: ${vars.size.space4};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontSm};
`;
