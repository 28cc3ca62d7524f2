import styled from '@emotion/styled';
import { useId } from 'react';
import { LAYOUT } from '@nova/shared-contracts';
import { Button, Card, formatPercent, Table, usePlatform, useSession, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { REFERRAL_PATHS } from '../model/referral';
import { AFFILIATE_TIERS } from '../model/tiers';

type Tier = (typeof AFFILIATE_TIERS)[number];

/** Spec 2 §2 /affiliate-plan (no login): what the programme pays and how, with a call to action. */
export function AffiliatePlan() {
  const platform = usePlatform();
  const { user } = useSession();
  const { t, locale } = useWalletsMessages();
  const id = useId();
  const rate = (tier: Tier) => {
    const value = formatPercent(tier.ratio, { locale, decimals: 0, ratio: true });
    return tier.upTo ? t('wallets.affiliate.tier.partnerRate', { rate: value }) : value;
  };
  const start = () => {
    if (user) platform.navigate(REFERRAL_PATHS.plan);
    else void platform.session.requestLogin({ redirectTo: REFERRAL_PATHS.plan });
  };

  return (
    <Box>
      <Lead>{t('wallets.affiliate.lead')}</Lead>
      <section aria-labelledby={`${id}-how`}>
        <H2 id={`${id}-how`}>{t('wallets.affiliate.how')}</H2>
        <Steps>
          <li>{t('wallets.affiliate.step1')}</li>
          <li>{t('wallets.affiliate.step2')}</li>
          <li>{t('wallets.affiliate.step3')}</li>
        </Steps>
      </section>
      <section aria-labelledby={`${id}-tiers`}>
        <H2 id={`${id}-tiers`}>{t('wallets.affiliate.tiers')}</H2>
        <Table
          label={t('wallets.affiliate.tiers')}
          rows={AFFILIATE_TIERS}
          rowKey={(tier) => tier.id}
          columns={[
            { id: 'tier', header: t('wallets.affiliate.col.tier'), cell: (tier) => <strong>{t(`wallets.affiliate.tier.${tier.id}`)}</strong> },
            { id: 'who', header: t('wallets.affiliate.col.who'), cell: (tier) => <Who>{t(`wallets.affiliate.tier.${tier.id}Who`)}</Who> },
            { id: 'rate', header: t('wallets.affiliate.col.rate'), align: 'right', cell: rate },
          ]}
        />
        <Rules>{t('wallets.affiliate.rules')}</Rules>
      </section>
      <div>
        <Button variant="primary" size="lg" onClick={start}>
          {t(user ? 'wallets.affiliate.start' : 'wallets.affiliate.login')}
        </Button>
      </div>
    </Box>
  );
}

const Box = styled(Card)`
  max-width: 720px;
  padding: ${vars.size.space5};
  gap: 20px;
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${vars.size.fontLg};
  line-height: 1.5;
`;

const H2 = styled.h2`
  margin: 0 0 ${vars.size.space3};
  font-size: ${vars.size.fontMd};
  font-weight: 600;
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.size.space3};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    padding: ${vars.size.space4};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    background: ${vars.color.surfaceRaised};
    font-size: ${vars.size.fontSm};
    line-height: 1.5;
  }
  li::before {
    content: counter(step);
    display: block;
    margin-bottom: ${vars.size.space2};
    color: ${vars.color.accent};
    font-family: ${vars.font.mono};
    font-weight: 700;
  }
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) { grid-template-columns: minmax(0, 1fr); }
`;

const Who = styled.span`
  display: block;
  min-width: 140px;
  padding: ${vars.size.space3} 0;
  line-height: 1.4;
  white-space: normal;
  color: ${vars.color.textMuted};
`;

const Rules = styled.p`
  margin: ${vars.size.space3} 0 0;
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textMuted};
  line-height: 1.5;
`;
