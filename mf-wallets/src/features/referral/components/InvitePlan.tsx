import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { LAYOUT } from '@nova/shared-contracts';
import type { EndpointResponse, Loadable } from '@nova/shared-contracts';
import { Button, Card, formatPercent, formatUsd, LoadableView, StatList, toLoadableError, useApi, usePlatform, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { QrCode } from '../../../shared/QrCode';
import { useCopy } from '../../../shared/useCopy';
import { hasClaimable, inviteLink, ratioPercent } from '../model/referral';
import { RebateHistory } from './RebateHistory';

type RebateInfo = EndpointResponse<'rebateInfo'>;

/** Spec 2 §2 /referral: the own code and invite link with QR, the rebate figures, Claim, and the history lists. */
export function InvitePlan() {
  const { t } = useWalletsMessages();
  const info = useApi('rebateInfo', {});
  const [version, setVersion] = useState(0);
  return (
    <LoadableView value={info} loadingLabel={t('wallets.referral.loading')} errorTitle={t('wallets.referral.error')} retryLabel={t('wallets.retry')} onRetry={info.reload} skeletonRows={6}>
      {(data) => (
        <Layout>
          <Top>
            <InviteCard code={data.ref_code} />
            <Summary
              info={data}
              onClaimed={() => {
                info.reload();
                setVersion((v) => v + 1);
              }}
            />
          </Top>
          <Card>
            <RebateHistory version={version} />
          </Card>
        </Layout>
      )}
    </LoadableView>
  );
}

function InviteCard({ code }: { code: string }) {
  const { t, locale } = useWalletsMessages();
  const copy = useCopy();
  const link = inviteLink(window.location.origin, locale, code);
  const id = useId();
  return (
    <InviteBox aria-label={t('wallets.plan.invite')}>
      <Fields>
        <Row>
          <Term id={`${id}-code`}>{t('wallets.plan.code')}</Term>
          <Value aria-labelledby={`${id}-code`} data-size="lg">{code}</Value>
          <Button size="sm" onClick={() => void copy(code, t('wallets.plan.code'))}>
            {t('wallets.plan.copyCode')}
          </Button>
        </Row>
        <Row>
          <Term id={`${id}-link`}>{t('wallets.plan.link')}</Term>
          <Value aria-labelledby={`${id}-link`}>{link}</Value>
          <Button size="sm" onClick={() => void copy(link, t('wallets.plan.link'))}>
            {t('wallets.plan.copyLink')}
          </Button>
        </Row>
      </Fields>
      <QrCode value={link} label={t('wallets.plan.qr')} size={112} />
    </InviteBox>
  );
}

function Summary({ info, onClaimed }: { info: RebateInfo; onClaimed: () => void }) {
  const { api, toast } = usePlatform();
  const { t, locale } = useWalletsMessages();
  const [claim, setClaim] = useState<Loadable<null>>({ status: 'idle' });
  const inFlight = useRef(false);
  const usd = (value: string | number) => formatUsd(value, { locale, compact: false });
  const rate = formatPercent(ratioPercent(info.self_ratio), { locale });

  const submit = async () => {
    if (inFlight.current) return; // the rebate claim is never sent twice (no retry, spec 2 §7)
    inFlight.current = true;
    setClaim({ status: 'pending' });
    try {
      const { amount_usd } = await api.call('rebateClaim', {});
      setClaim({ status: 'success', data: null });
      toast.show({ kind: 'success', message: t('wallets.plan.claimDone', { amount: usd(amount_usd) }) });
      onClaimed();
    } catch (error) {
      setClaim({ status: 'error', error: toLoadableError(error) });
    } finally {
      inFlight.current = false;
    }
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
        ]}
      />
      <ClaimRow>
        <Hint>{t('wallets.plan.rateHint', { rate })}</Hint>
        <Button variant="primary" disabled={!hasClaimable(info.claimable_usd)} loading={claim.status === 'pending'} onClick={() => void submit()}>
          {t('wallets.plan.claim')}
        </Button>
      </ClaimRow>
      {claim.status === 'error' && <Failure role="alert">{t('wallets.plan.claimFailed', { reason: claim.error.message })}</Failure>}
    </SummaryBox>
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

const InviteBox = styled.section`
  display: flex;
  gap: ${vars.size.space5};
  align-items: center;
  padding: ${vars.size.space5};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surface};
  ${narrow} { flex-direction: column; align-items: stretch; > div:last-of-type { align-self: center; } }
`;

const Fields = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.size.space2} ${vars.size.space3};
  align-items: center;
`;

const Term = styled.span`
  grid-column: 1 / -1;
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textDim};
`;

const Value = styled.output`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontSm};
  &[data-size='lg'] { font-size: ${vars.size.fontXl}; font-weight: 700; letter-spacing: 0.06em; }
`;

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
