import styled from '@emotion/styled';
import { useRef } from 'react';
import type { EndpointResponse } from '@nova/shared-contracts';
import { Button, formatPercent, formatUsd, newIdempotencyKey, StatList, toLoadableError, usePlatform, usePlatformMutation, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { rebateClaimMutation } from '../api/mutations';
import { hasClaimable } from '../model/referral';

type RebateInfo = EndpointResponse<'rebateInfo'>;

/**
 * The rebate figures, where claims pay (the payout perp account and its balance) and Claim (sent
 * once, never twice: spec 2 §7); a claim says what it paid where, and refetches the figures (the
 * balance rises) and the ledgers.
 */
export function RebateSummary({ info }: { info: RebateInfo }) {
  const platform = usePlatform();
  const { t, locale } = useWalletsMessages();
  const claim = usePlatformMutation(rebateClaimMutation(platform));
  const usd = (value: string | number) => formatUsd(value, { locale, compact: false });
  const rate = formatPercent(info.self_ratio, { locale, ratio: true });

  // The rebate claim is never sent twice (no retry, spec 2 §7): a second click before the first
  // render of the pending state finds the ref set.
  const inFlight = useRef(false);
  const submit = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    claim
      .mutateAsync(newIdempotencyKey())
      .then(
        ({ amount_usd, account, balance_usd }) =>
          platform.toast.show({ kind: 'success', message: t('wallets.plan.claimDone', { amount: usd(amount_usd), account: t(`wallets.plan.account.${account}`), balance: usd(balance_usd) }) }),
        () => undefined, // shown below (claim.error)
      )
      .finally(() => (inFlight.current = false));
  };

  return (
    <SummaryBox>
      <StatList
        label={t('wallets.plan.summary')}
        columns={3}
        items={[
          { label: t('wallets.plan.invitees'), value: String(info.invitee_count) },
          { label: t('wallets.plan.total'), value: usd(info.total_rebate_usd) },
          { label: t('wallets.plan.rate'), value: rate },
          { label: t('wallets.plan.claimable'), value: usd(info.claimable_usd), tone: hasClaimable(info.claimable_usd) ? 'up' : undefined },
          { label: t('wallets.plan.claimed'), value: usd(info.claimed_usd) },
          { label: t('wallets.plan.payout'), value: t(`wallets.plan.account.${info.payout_account}`) },
          { label: t('wallets.plan.payoutBalance'), value: usd(info.payout_balance_usd) },
        ]}
      />
      <ClaimRow>
        <Hint>{t('wallets.plan.rateHint', { rate })}</Hint>
        <Button variant="primary" disabled={!hasClaimable(info.claimable_usd)} loading={claim.isPending} onClick={submit}>
          {t('wallets.plan.claim')}
        </Button>
      </ClaimRow>
      {claim.isError && <Failure role="alert">{t('wallets.plan.claimFailed', { reason: toLoadableError(claim.error).message })}</Failure>}
    </SummaryBox>
  );
}

const SummaryBox = styled.section`
  display: flex;
  flex-direction: column;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surface};
`;

const ClaimRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.size.space4};
  padding: ${vars.size.space4};
  border-top: 1px solid ${vars.color.border};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textMuted};
`;

const Failure = styled.p`
  margin: 0;
  padding: 0 ${vars.size.space4} ${vars.size.space4};
  font-size: ${vars.size.fontSm};
  color: ${vars.color.down};
`;
