import styled from '@emotion/styled';
import { ORDER_STATUS } from '@nova/shared-contracts';
import type { ChainKey, LimitOrder } from '@nova/shared-contracts';
import { Button, formatPrice, Table, useFollow, usePlatform, usePlatformInfiniteQuery, useSession, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { orderExecutorFor } from '../../order-execution';

export interface OpenOrdersProps {
  chain: ChainKey;
  address: string;
  t: Translate<TradeMessages>;
  locale: string;
}

/**
 * The token's pending limit and take-profit / stop-loss orders (page 20, More until a short page),
 * kept live by `spot.myorders` (the platform's `queries.followUserOrders`) and polled every 5 s, each with Cancel.
 */
export function OpenOrders({ chain, address, t, locale }: OpenOrdersProps) {
  const platform = usePlatform();
  const session = useSession();
  const orders = usePlatformInfiniteQuery(platform.queries.orders({ chain, base_token: address, status: ORDER_STATUS.Pending }), session.user !== null);
  const signedIn = session.user !== null;
  useFollow(signedIn ? () => platform.queries.followUserOrders() : null, [platform]);
  if (!session.user) return null;
  const rows = orders.data?.pages.flatMap((page) => page.order_list) ?? [];
  if (orders.isPending) return <Muted role="status">{t('trade.orders.loading')}</Muted>;
  if (rows.length === 0) return <Muted>{t('trade.orders.empty')}</Muted>;
  const cancel = async (order: LimitOrder) => {
    await orderExecutorFor(platform).cancelLimitOrder(order);
    platform.queries.refreshOpenOrders();
  };
  const kind = (order: LimitOrder) => (order.order_type === 5 ? t('trade.orders.takeProfit') : order.order_type === 6 ? t('trade.orders.stopLoss') : t('trade.orderType.limit'));
  return (
    <>
      <Table<LimitOrder>
        label={t('trade.orders.title')}
        rowKey={(row) => row.order_id}
        rows={rows}
        columns={[
          { id: 'type', header: t('trade.orders.type'), cell: (row) => `${kind(row)} · ${t(row.side === 'buy' ? 'trade.side.buy' : 'trade.side.sell')}` },
          { id: 'amount', header: t('trade.history.amount'), align: 'right', cell: (row) => String(row.quote_investment) },
          { id: 'target', header: t('trade.orders.target'), align: 'right', cell: (row) => formatPrice(row.target_price_usd, { locale }) },
          {
            id: 'cancel',
            header: '',
            align: 'right',
            cell: (row) => (
              <Button size="sm" variant="ghost" aria-label={t('trade.orders.cancelOne', { target: String(row.target_price_usd) })} onClick={() => void cancel(row)}>
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
    </>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.size.space2};
`;

const Muted = styled.p`
  margin: 0;
  padding: ${vars.size.space4};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontSm};
`;
