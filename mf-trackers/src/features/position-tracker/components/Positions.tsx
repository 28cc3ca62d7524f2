import styled from '@emotion/styled';
import { useEffect } from 'react';
import { POLLING } from '@nova/shared-contracts';
import type { Position } from '@nova/shared-contracts';
import { ChangeBadge, EmptyState, formatPercent, formatUsd, LoadableView, stripBidiControls, Table, useApi, usePlatform, useSession, vars } from '@nova/shared-ui';
import type { TableColumn } from '@nova/shared-ui';
import { TokenLink } from '../../../shared/TokenLink';
import { useQuickTrade } from '../../../shared/quickTrade';
import { useTrackersMessages } from '../../../i18n/messages';
import { Quick, QuickButton, quiet } from './rowControls';

/**
 * The open positions (polled, and reloaded after a successful trade), each with Sell 50 % and Sell
 * all. Three columns, so a window docked in a 260 px zone shows the sell buttons whole (issue 36):
 * the token over its value, the PnL over its percentage, and the buttons, which wrap onto a second
 * line rather than run past the edge when a long symbol takes the room.
 */
export function Positions() {
  const { t, locale } = useTrackersMessages();
  const { bus } = usePlatform();
  const { user } = useSession();
  const positions = useApi('holdsList', user ? {} : null, { pollMs: POLLING.positionsMs });
  const { reload } = positions;
  useEffect(() => bus.on('trade.executed', ({ status }) => status === 'success' && reload()), [bus, reload]);
  const quickTrade = useQuickTrade();
  const sell = (row: Position, percent: number) => quickTrade({ chain: row.chain, address: row.token_address, side: 'sell', percent, source: 'position-tracker' });
  const columns: TableColumn<Position>[] = [
    {
      id: 'token',
      header: t('trackers.col.tokenValue'),
      cell: (row) => (
        <Stack data-align="start">
          <TokenLink chain={row.chain} address={row.token_address} symbol={row.token_symbol} icon={row.token_icon} />
          <span className="value">{formatUsd(row.balance_usd, { locale })}</span>
        </Stack>
      ),
    },
    {
      id: 'pnl',
      header: t('trackers.col.pnl'),
      align: 'right',
      cell: (row) => (
        <Stack>
          <span data-tone={Number(row.unrealized_profit) >= 0 ? 'up' : 'down'}>{formatUsd(row.unrealized_profit, { locale })}</span>
          <ChangeBadge value={row.unrealized_profit_percent} locale={locale} />
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: '',
      align: 'right',
      cell: (row) => {
        const symbol = stripBidiControls(row.token_symbol);
        const half = formatPercent(50, { locale, decimals: 0 });
        return (
          <Quick>
            <QuickButton type="button" data-side="sell" aria-label={t('trackers.position.sellHalf', { symbol, percent: half })} title={t('trackers.position.sellHalf', { symbol, percent: half })} onClick={quiet(() => sell(row, 50))}>
              {half}
            </QuickButton>
            <QuickButton type="button" data-side="sell" aria-label={t('trackers.position.sellAll', { symbol })} title={t('trackers.position.sellAll', { symbol })} onClick={quiet(() => sell(row, 100))}>
              {t('trackers.position.sellAllShort')}
            </QuickButton>
          </Quick>
        );
      },
    },
  ];
  return (
    <LoadableView value={positions} loadingLabel={t('trackers.position.loading')} errorTitle={t('trackers.position.error')} onRetry={reload} retryLabel={t('trackers.retry')}>
      {({ list }) =>
        list.length === 0 ? (
          <EmptyState title={t('trackers.position.empty')} description={t('trackers.position.emptyHint')} />
        ) : (
          <Table label={t('trackers.position.positions')} columns={columns} rows={list} rowKey={(row) => `${row.chain}:${row.token_address}`} />
        )
      }
    </LoadableView>
  );
}

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.2;
  &[data-align='start'] { align-items: flex-start; }
  & > .value { color: ${vars.color.textMuted}; font-family: ${vars.font.mono}; font-size: ${vars.size.fontXs}; }
  & > [data-tone='up'] { color: ${vars.color.up}; }
  & > [data-tone='down'] { color: ${vars.color.down}; }
`;
