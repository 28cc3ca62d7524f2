import styled from '@emotion/styled';
import { useState } from 'react';
import { TOASTS } from '@nova/shared-contracts';
import type { ChainKey, TradeEvent } from '@nova/shared-contracts';
import { Button, formatCoinAmount, formatDateTime, formatPrice, formatUsd, Table, usePlatform, usePlatformInfiniteQuery, useSession, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { exportTrades } from '../api/exportTrades';

export interface TradeHistoryProps {
  chain: ChainKey;
  address: string;
  symbol: string;
  t: Translate<TradeMessages>;
  locale: string;
}

/** The user's trades of the token (GET /user/token/history, 20 a page, polled 5 s; More until a short page). */
export function TradeHistory({ chain, address, symbol, t, locale }: TradeHistoryProps) {
  const { queries } = usePlatform();
  const session = useSession();
  const history = usePlatformInfiniteQuery(queries.tradeHistory({ chain, token: address }), session.user !== null);
  if (!session.user) return null;
  const rows = history.data?.pages.flatMap((page) => page.events) ?? [];
  if (history.isPending) return <Muted role="status">{t('trade.history.loading')}</Muted>;
  return (
    <>
      <Toolbar>
        <ExportButton t={t} />
      </Toolbar>
      {rows.length === 0 ? (
        <Muted>{t('trade.history.empty')}</Muted>
      ) : (
      <Table<TradeEvent>
        label={t('trade.history.title')}
        rowKey={(row) => row.id}
        rows={rows}
        columns={[
          { id: 'time', header: t('trade.history.time'), cell: (row) => formatDateTime(row.trade_timestamp, locale) },
          { id: 'side', header: t('trade.history.side'), cell: (row) => <Side data-side={row.side}>{t(row.side === 'buy' ? 'trade.side.buy' : 'trade.side.sell')}</Side> },
          { id: 'amount', header: t('trade.history.amount'), align: 'right', cell: (row) => formatCoinAmount(row.amount, symbol, { locale }) },
          { id: 'price', header: t('trade.price'), align: 'right', cell: (row) => formatPrice(row.price_usd, { locale }) },
          { id: 'value', header: t('trade.history.value'), align: 'right', cell: (row) => formatUsd(row.volume_usd, { locale }) },
        ]}
      />
      )}
      {history.hasNextPage && (
        <More>
          <Button size="sm" variant="ghost" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {t('trade.history.more')}
          </Button>
        </More>
      )}
    </>
  );
}

/** Downloads every trade of the user, on every chain, as CSV for their own books (model/tradesCsv.ts). */
function ExportButton({ t }: { t: Translate<TradeMessages> }) {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const written = await exportTrades(platform.api, Date.now());
      platform.toast.show(written === 0 ? { kind: 'info', message: t('trade.history.exportEmpty'), durationMs: TOASTS.tradeDurationMs } : { kind: 'success', message: t('trade.history.exported', { count: written }), durationMs: TOASTS.tradeDurationMs });
    } catch (error) {
      platform.toast.show({ kind: 'error', message: t('trade.history.exportFailed', { reason: error instanceof Error ? error.message : String(error) }), durationMs: TOASTS.tradeDurationMs });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="ghost" loading={busy} aria-label={t('trade.history.exportLabel')} onClick={() => void run()}>
      {t('trade.history.export')}
    </Button>
  );
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${vars.size.space1} ${vars.size.space2} 0;
`;

const Side = styled.span`
  &[data-side='buy'] { color: ${vars.color.up}; }
  &[data-side='sell'] { color: ${vars.color.down}; }
`;

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
