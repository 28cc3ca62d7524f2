import styled from '@emotion/styled';
import { LAYOUT } from '@nova/shared-contracts';
import { Card, LoadableView, useApi, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { InviteCard } from './InviteCard';
import { RebateHistory } from './RebateHistory';
import { RebateSummary } from './RebateSummary';

/** Spec 2 §2 /referral: the own code and invite link with QR, the rebate figures, Claim, and the history lists. */
export function InvitePlan() {
  const { t } = useWalletsMessages();
  const info = useApi('rebateInfo', {});
  return (
    <LoadableView value={info} loadingLabel={t('wallets.referral.loading')} errorTitle={t('wallets.referral.error')} retryLabel={t('wallets.retry')} onRetry={info.reload} skeletonRows={6}>
      {(data) => (
        <Layout>
          <Top>
            <InviteCard code={data.ref_code} />
            <RebateSummary info={data} />
          </Top>
          <Card>
            <RebateHistory />
          </Card>
        </Layout>
      )}
    </LoadableView>
  );
}

const narrow = `@media (max-width: ${LAYOUT.mobileBreakpoint - 1}px)`;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.size.space4};
  ${narrow} { grid-template-columns: minmax(0, 1fr); }
`;
