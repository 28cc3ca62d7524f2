import styled from '@emotion/styled';
import { useState } from 'react';
import { ORDER_STATUS } from '@nova/shared-contracts';
import type { ChainKey, LimitOrder } from '@nova/shared-contracts';
import { Button, formatCoinAmount, formatUsd, Table, useFollow, usePlatform, usePlatformInfiniteQuery, useSession, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { isRepeatClick, orderExecutorFor } from '../../order-execution';
import { orderAmountUnit } from '../model/openOrders';

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
  const orders = usePlatformInfiniteQuery(platform.queries.orders({ chain, base_token: address, status: ORDER_STATUS.Pending }), session.user !== null);
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
  const kind = (order: LimitOrder) => (order.order_type === 5 ? t('trade.orders.takeProfit') : order.order_type === 6 ? t('trade.orders.stopLoss') : t('trade.orderType.limit'));
  const amount = (order: LimitOrder) => {
    const unit = orderAmountUnit(order, symbol);
    return `${formatCoinAmount(order.quote_investment, unit, { locale })} ${unit}`;
  };
  return (
    <>
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
              { id: 'type', header: t('trade.orders.type'), cell: (row) => `${kind(row)} · ${t(row.side === 'buy' ? 'trade.side.buy' : 'trade.side.sell')}` },
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
