import styled from '@emotion/styled';
import { Button, dataOf, formatPercent, formatUsd, newIdempotencyKey, StatList, useApi, usePlatform, usePlatformMutation, vars } from '@nova/shared-ui';
import type { PerpsT } from '../../../shared/translate';
import { claimMutation } from '../api/claimMutation';
import { canClaim } from '../model/brokerLists';
import { BrokerLists } from './BrokerLists';

/**
 * The exchange-side perp data (spec 2 §7): the perp-dex balance of all perp accounts and the
 * caller's broker statistics, with Claim while commission is claimable, and the broker lists.
 */
export function BrokerStats({ t, locale }: { t: PerpsT; locale: string }) {
  const platform = usePlatform();
  const balance = dataOf(useApi('perpDexUserBalance', {}));
  const stats = useApi('perpDexUserStatistics', {});
  const data = dataOf(stats);
  const claim = usePlatformMutation(claimMutation(platform));
  const usd = (value: string | number) => formatUsd(value, { locale, compact: false });
  const submitClaim = () =>
    claim.mutate(newIdempotencyKey(), {
      onSuccess: () => platform.toast.show({ kind: 'success', message: t('perps.broker.claimDone'), durationMs: 3000 }),
      onError: (error) => platform.toast.show({ kind: 'error', message: error instanceof Error ? error.message : String(error), durationMs: 3000 }),
    });
  return (
    <Card>
      <Head>
        <h3>{t('perps.broker')}</h3>
        <Button size="sm" variant="primary" loading={claim.isPending} disabled={claim.isPending || !canClaim(data?.claimable_usd)} onClick={submitClaim}>
          {t('perps.broker.claim')}
        </Button>
      </Head>
      <StatList
        label={t('perps.broker')}
        columns={3}
        items={[
          { label: t('perps.allAccounts'), value: balance ? usd(balance.total_usd) : '—' },
          { label: t('perps.broker.customers'), value: data ? String(data.customer_count) : '—' },
          { label: t('perps.broker.volume'), value: data ? usd(data.volume_usd) : '—' },
          { label: t('perps.broker.commission'), value: data ? usd(data.commission_usd) : '—' },
          { label: t('perps.broker.claimable'), value: data ? usd(data.claimable_usd) : '—' },
          { label: t('perps.broker.claimed'), value: data ? usd(data.claimed_usd) : '—' },
          { label: t('perps.broker.rate'), value: data ? formatPercent(data.commission_rate, { locale, decimals: 0, ratio: true }) : '—' },
        ]}
      />
      <BrokerLists t={t} locale={locale} />
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  padding: ${vars.size.space5};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  @media (max-width: 599px) {
    padding: ${vars.size.space4};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.size.space4};
  h3 {
    margin: 0;
    font-size: ${vars.size.fontLg};
  }
`;
