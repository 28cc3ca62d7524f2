import styled from '@emotion/styled';
import { useState } from 'react';
import type { EndpointResponse } from '@nova/shared-contracts';
import { Button, EmptyState, LoadableView, Table, Tabs, formatUsd, intlLocale, useApi, vars } from '@nova/shared-ui';
import type { TableColumn, Translate } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import type { WalletsMessages } from '../../../i18n/messages';
import { pageCount } from '../model/referral';

/** Rows per page of the rebate lists (the API's default page size). */
export const REBATE_PAGE_SIZE = 20;

type ListName = 'rebateInviteRecords' | 'rebateRecords' | 'rebateClaimRecords';
type Row<K extends ListName> = EndpointResponse<K>['list'][number];
type Tab = 'invitees' | 'rebates' | 'claims';

const formatTime = (ms: number, locale: string) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

function columnsOf(t: Translate<WalletsMessages>, locale: string) {
  const usd = (value: string | number) => formatUsd(value, { locale, compact: false });
  return {
    invitees: [
      { id: 'invitee', header: t('wallets.plan.col.invitee'), cell: (row) => row.invitee },
      { id: 'bound', header: t('wallets.plan.col.bound'), cell: (row) => formatTime(row.bound_at, locale) },
      { id: 'volume', header: t('wallets.plan.col.volume'), align: 'right', cell: (row) => usd(row.volume_usd) },
      { id: 'rebate', header: t('wallets.plan.col.rebate'), align: 'right', cell: (row) => usd(row.rebate_usd) },
    ] satisfies TableColumn<Row<'rebateInviteRecords'>>[],
    rebates: [
      { id: 'time', header: t('wallets.plan.col.time'), cell: (row) => formatTime(row.created_at, locale) },
      { id: 'invitee', header: t('wallets.plan.col.invitee'), cell: (row) => (row.kind === 'cashback' ? t('wallets.plan.cashBack') : row.invitee) },
      { id: 'volume', header: t('wallets.plan.col.volume'), align: 'right', cell: (row) => usd(row.volume_usd) },
      { id: 'fee', header: t('wallets.plan.col.fee'), align: 'right', cell: (row) => usd(row.fee_usd) },
      { id: 'rebate', header: t('wallets.plan.col.rebate'), align: 'right', cell: (row) => usd(row.rebate_usd) },
      { id: 'status', header: t('wallets.plan.col.status'), align: 'right', cell: (row) => <Status data-claimed={row.claimed || undefined}>{t(row.claimed ? 'wallets.plan.status.claimed' : 'wallets.plan.status.open')}</Status> },
    ] satisfies TableColumn<Row<'rebateRecords'>>[],
    claims: [
      { id: 'time', header: t('wallets.plan.col.time'), cell: (row) => formatTime(row.created_at, locale) },
      { id: 'claim', header: t('wallets.plan.col.claim'), cell: (row) => <Mono>{row.claim_id}</Mono> },
      { id: 'amount', header: t('wallets.plan.col.amount'), align: 'right', cell: (row) => usd(row.amount_usd) },
    ] satisfies TableColumn<Row<'rebateClaimRecords'>>[],
  };
}

/** The invite plan's lists (spec 2 §7): invitees, rebates and claims, paged, each with an empty state; a claim refetches them (the one cache). */
export function RebateHistory() {
  const { t, locale } = useWalletsMessages();
  const [tab, setTab] = useState<Tab>('invitees');
  const columns = columnsOf(t, locale);
  const label = t(`wallets.plan.tab.${tab}`);
  return (
    <Section>
      <Tabs
        label={t('wallets.plan.history')}
        value={tab}
        onChange={setTab}
        items={(['invitees', 'rebates', 'claims'] as const).map((value) => ({ value, label: t(`wallets.plan.tab.${value}`) }))}
      />
      {tab === 'invitees' && <PagedList name="rebateInviteRecords" label={label} empty={t('wallets.plan.empty.invitees')} columns={columns.invitees} />}
      {tab === 'rebates' && <PagedList name="rebateRecords" label={label} empty={t('wallets.plan.empty.rebates')} columns={columns.rebates} rowKey={(row) => row.id} />}
      {tab === 'claims' && <PagedList name="rebateClaimRecords" label={label} empty={t('wallets.plan.empty.claims')} columns={columns.claims} rowKey={(row) => row.claim_id} />}
    </Section>
  );
}

interface PagedListProps<K extends ListName> {
  name: K;
  label: string;
  empty: string;
  columns: TableColumn<Row<K>>[];
  /** Row identity; by position when the rows have no id (invitees: masked names can repeat). */
  rowKey?: (row: Row<K>) => string;
}

function PagedList<K extends ListName>({ name, label, empty, columns, rowKey }: PagedListProps<K>) {
  const { t } = useWalletsMessages();
  const [page, setPage] = useState(1);
  const list = useApi<ListName>(name, { page, page_size: REBATE_PAGE_SIZE });
  return (
    <LoadableView value={list} loadingLabel={t('wallets.plan.loadingList', { list: label })} errorTitle={t('wallets.plan.errorList', { list: label })} retryLabel={t('wallets.retry')} onRetry={list.reload} skeletonRows={5}>
      {(data) => {
        const rows = data.list as Row<K>[];
        const pages = pageCount(data.total, REBATE_PAGE_SIZE);
        if (data.total === 0) return <EmptyState title={empty} />;
        return (
          <>
            <Table label={label} columns={columns} rows={rows} rowKey={rowKey ?? ((row) => `${page}:${rows.indexOf(row)}`)} />
            {pages > 1 && (
              <Pager aria-label={t('wallets.pager.label', { list: label })}>
                <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('wallets.pager.prev')}
                </Button>
                <span aria-live="polite">{t('wallets.pager.position', { page, pages })}</span>
                <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('wallets.pager.next')}
                </Button>
              </Pager>
            )}
          </>
        );
      }}
    </LoadableView>
  );
}

const Section = styled.div`
  display: flex;
  flex-direction: column;
  padding: 0 ${vars.size.space4};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.size.space3};
  padding: ${vars.size.space3} 0;
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textMuted};
`;

const Status = styled.span`
  color: ${vars.color.up};
  &[data-claimed] { color: ${vars.color.textMuted}; }
`;

const Mono = styled.span`
  font-family: ${vars.font.mono};
  color: ${vars.color.textMuted};
`;
