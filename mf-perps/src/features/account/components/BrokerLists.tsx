import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, EmptyState, Table, Tabs, dataOf, formatUsd, useApi, vars } from '@nova/shared-ui';
import type { TableColumn } from '@nova/shared-ui';
import type { EndpointResponse } from '@nova/shared-contracts';
import { BROKER_LISTS, BROKER_PAGE_SIZE, movePage, pageCount } from '../model/brokerLists';
import type { BrokerList } from '../model/brokerLists';
import type { PerpsT } from '../../../shared/translate';

type Customer = EndpointResponse<'perpDexBrokerCustomersList'>['list'][number];
type Commission = EndpointResponse<'perpDexBrokerCommissionsList'>['list'][number];
type Claim = EndpointResponse<'perpDexClaimedList'>['list'][number];

const ENDPOINT = { customers: 'perpDexBrokerCustomersList', commissions: 'perpDexBrokerCommissionsList', claims: 'perpDexClaimedList' } as const;

/**
 * The broker's lists (spec 2 §7 exchange-side perp API): customers, commissions per customer
 * trade and claims, 20 a page, under the broker statistics of /perps.
 */
export function BrokerLists({ t, locale }: { t: PerpsT; locale: string }) {
  const [list, setList] = useState<BrokerList>('customers');
  const [page, setPage] = useState(1);
  const query = useApi(ENDPOINT[list], { page, page_size: BROKER_PAGE_SIZE });
  const data = dataOf(query) as { list: readonly unknown[]; total: number } | undefined;
  const pages = pageCount(data?.total ?? 0);
  const usd = (value: string | number) => formatUsd(value, { locale, compact: false });
  const date = (seconds: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds < 1e12 ? seconds * 1000 : seconds));
  const labels: Record<BrokerList, string> = { customers: t('perps.broker.customers'), commissions: t('perps.broker.tab.commissions'), claims: t('perps.broker.tab.claims') };

  const customers: TableColumn<Customer>[] = [
    { id: 'customer', header: t('perps.broker.col.customer'), cell: (row) => row.invitee },
    { id: 'joined', header: t('perps.broker.col.joined'), cell: (row) => date(row.bound_at) },
    { id: 'volume', header: t('perps.broker.col.volume'), cell: (row) => usd(row.volume_usd), align: 'right' },
    { id: 'commission', header: t('perps.broker.col.commission'), cell: (row) => usd(row.rebate_usd), align: 'right' },
  ];
  const commissions: TableColumn<Commission>[] = [
    { id: 'time', header: t('perps.broker.col.time'), cell: (row) => date(row.created_at) },
    { id: 'customer', header: t('perps.broker.col.customer'), cell: (row) => row.invitee },
    { id: 'volume', header: t('perps.broker.col.volume'), cell: (row) => usd(row.volume_usd), align: 'right' },
    { id: 'commission', header: t('perps.broker.col.commission'), cell: (row) => usd(row.rebate_usd), align: 'right' },
    { id: 'status', header: t('perps.broker.col.status'), cell: (row) => (row.claimed ? t('perps.broker.claimed') : t('perps.broker.open')), align: 'right' },
  ];
  const claims: TableColumn<Claim>[] = [
    { id: 'time', header: t('perps.broker.col.time'), cell: (row) => date(row.created_at) },
    { id: 'amount', header: t('perps.broker.col.amount'), cell: (row) => usd(row.amount_usd), align: 'right' },
  ];

  const rows = data?.list ?? [];
  return (
    <Section aria-label={t('perps.broker.tab.records')}>
      <Tabs
        label={t('perps.broker.tab.records')}
        size="sm"
        items={BROKER_LISTS.map((value) => ({ value, label: labels[value] }))}
        value={list}
        onChange={(value) => {
          setList(value);
          setPage(1);
        }}
      />
      {data && rows.length === 0 ? (
        <EmptyState title={t('perps.broker.empty')} />
      ) : list === 'customers' ? (
        <Table label={labels.customers} columns={customers} rows={rows as Customer[]} rowKey={(row) => `${row.invitee}-${row.bound_at}`} />
      ) : list === 'commissions' ? (
        <Table label={labels.commissions} columns={commissions} rows={rows as Commission[]} rowKey={(row) => row.id} />
      ) : (
        <Table label={labels.claims} columns={claims} rows={rows as Claim[]} rowKey={(row) => row.claim_id} />
      )}
      {pages > 1 && (
        <Pager>
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(movePage(page, -1, pages))}>
            {t('perps.broker.prev')}
          </Button>
          <span>{t('perps.broker.page', { page, pages })}</span>
          <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => setPage(movePage(page, 1, pages))}>
            {t('perps.broker.next')}
          </Button>
        </Pager>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.size.space2};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;
