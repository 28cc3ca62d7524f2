import styled from '@emotion/styled';
import { useState } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import { Button, EmptyState, formatAge, formatCoinAmount, LoadableView, shortenAddress, stripBidiControls, Table, toLoadable, vars } from '@nova/shared-ui';
import type { TableColumn } from '@nova/shared-ui';
import { useTransferPage } from '../api/queries';
import { useProfileMessages } from '../i18n/messages';
import { transferPageCount, transferSign, transferTxUrl } from '../model/transfers';
import type { Transfer } from '../model/transfers';
import { Rows, Two } from './listParts';
import { useNarrow } from './useNarrow';

export interface TransferListProps {
  /** Accessible name of the table. */
  label: string;
}

/**
 * The custodial wallet's deposits and withdrawals (see the README's "Deposit and withdrawal
 * history"): kind, amount with its unit and network, status, time and the transaction's page,
 * 20 a page with previous / next.
 */
export function TransferList({ label }: TransferListProps) {
  const { t, locale } = useProfileMessages();
  const narrow = useNarrow();
  const [page, setPage] = useState(0);
  const result = useTransferPage(page, true);
  const now = Date.now();
  const age = (r: Transfer) => (
    <time className="dim" dateTime={new Date(r.time).toISOString()} title={new Date(r.time).toLocaleString(locale)}>
      {formatAge(r.time, now, locale)}
    </time>
  );
  const status = (r: Transfer) => <Status data-status={r.status}>{t(`walletProfile.transfer.${r.status}`)}</Status>;
  const columns: TableColumn<Transfer>[] = [
    {
      id: 'type',
      header: t('walletProfile.col.type'),
      cell: (r) => (
        <Start>
          <Kind data-kind={r.type}>{t(`walletProfile.transfer.${r.type}`)}</Kind>
          <span className="sub">{narrow ? status(r) : CHAINS[r.chain].name}</span>
        </Start>
      ),
    },
    {
      id: 'amount',
      header: t('walletProfile.col.amount'),
      align: 'right',
      cell: (r) => (
        <Two
          top={<span data-tone={r.type === 'deposit' ? 'up' : 'down'}>{`${transferSign(r)}${formatCoinAmount(r.amount, r.token_symbol, { locale })} ${stripBidiControls(r.token_symbol)}`}</span>}
          {...(r.fee !== undefined && r.fee_symbol ? { bottom: t('walletProfile.transfer.fee', { fee: `${formatCoinAmount(r.fee, r.fee_symbol, { locale })} ${r.fee_symbol}` }) } : narrow ? { bottom: CHAINS[r.chain].name } : {})}
        />
      ),
    },
    ...(narrow ? [] : ([{ id: 'status', header: t('walletProfile.col.status'), cell: status }] satisfies TableColumn<Transfer>[])),
    ...(narrow ? [] : ([{ id: 'time', header: t('walletProfile.col.time'), align: 'right', cell: (r) => age(r) }] satisfies TableColumn<Transfer>[])),
    {
      id: 'transaction',
      header: t('walletProfile.col.transaction'),
      align: 'right',
      cell: (r) => {
        const hash = shortenAddress(r.tx_hash);
        return (
          <Two
            top={
              <a href={transferTxUrl(r)} target="_blank" rel="noopener noreferrer" aria-label={t('walletProfile.transfer.view', { hash, network: CHAINS[r.chain].name })}>
                {hash}
              </a>
            }
            bottom={narrow ? age(r) : t(r.type === 'deposit' ? 'walletProfile.transfer.from' : 'walletProfile.transfer.to', { address: shortenAddress(r.address) })}
          />
        );
      },
    },
  ];
  return (
    <LoadableView value={toLoadable(result, true)} loadingLabel={t('walletProfile.loading')} errorTitle={t('walletProfile.list.error')} retryLabel={t('walletProfile.list.retry')} onRetry={() => void result.refetch()} skeletonRows={6}>
      {(data) => {
        const pages = transferPageCount(data.total);
        return data.list.length === 0 && page === 0 ? (
          <EmptyState title={t('walletProfile.empty.transfers')} />
        ) : (
          <Plain>
            <Table label={label} columns={columns} rows={data.list} rowKey={(r) => r.id} />
            {pages > 1 && (
              <Pager>
                <Button size="sm" variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('walletProfile.page.previous')}
                </Button>
                <span>{t('walletProfile.page.of', { page: page + 1, pages })}</span>
                <Button size="sm" variant="ghost" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                  {t('walletProfile.page.next')}
                </Button>
              </Pager>
            )}
          </Plain>
        );
      }}
    </LoadableView>
  );
}

/** The lists' cells, without the clickable rows (a transfer opens its transaction link). */
const Plain = styled(Rows)`
  tbody tr { cursor: default; }
  a { color: ${vars.color.accent}; }
`;

/** The type cell: kind over network (or status on a narrow screen), at the inline start. */
const Start = styled.span`
  display: inline-flex;
  flex-direction: column;
  line-height: 1.3;
  .sub { color: ${vars.color.textDim}; font-size: ${vars.size.fontXs}; }
`;

const Kind = styled.span`
  font-weight: 600;
  &[data-kind='deposit'] { color: ${vars.color.up}; }
  &[data-kind='withdrawal'] { color: ${vars.color.down}; }
`;

const Status = styled.span`
  font-size: ${vars.size.fontXs};
  &[data-status='completed'] { color: ${vars.color.up}; }
  &[data-status='pending'] { color: ${vars.color.warn}; }
  &[data-status='failed'] { color: ${vars.color.down}; }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.size.space3};
  padding: ${vars.size.space3};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;
