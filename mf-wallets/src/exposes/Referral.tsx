import styled from '@emotion/styled';
import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, exposeModule, Tabs, usePlatform, useSession, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../i18n/messages';
import { AffiliatePlan } from '../features/referral/components/AffiliatePlan';
import { BindInvite } from '../features/referral/components/BindInvite';
import { InvitePlan } from '../features/referral/components/InvitePlan';
import { LoginPrompt } from '../features/referral/components/LoginPrompt';
import { REFERRAL_PATHS, REFERRAL_VIEWS } from '../features/referral/model/referral';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type ReferralProps = ExposedProps<'mf_wallets', './Referral'>;

const TITLES = { bind: 'wallets.referral.bind', plan: 'wallets.referral.plan', affiliate: 'wallets.referral.affiliate' } as const;

/**
 * mf_wallets './Referral' (spec 2 §2): the page body of /bind-code, /referral and /affiliate-plan,
 * with a tab list linking the three. Bind and invite plan need a signed-in user; the affiliate plan does not.
 */
function Referral({ view }: ReferralProps) {
  const platform = usePlatform();
  const { user } = useSession();
  const { t } = useWalletsMessages();
  const needsLogin = view !== 'affiliate' && !user;

  return (
    <Page>
      <Header>
        <H1>{t(TITLES[view])}</H1>
        <BuildMark mark={__NOVA_BUILD_MARK__} />
      </Header>
      <Tabs
        label={t('wallets.referral.tabs')}
        value={view}
        onChange={(next) => platform.navigate(REFERRAL_PATHS[next])}
        items={REFERRAL_VIEWS.map((value) => ({ value, label: t(TITLES[value]) }))}
      />
      {needsLogin ? <LoginPrompt redirectTo={REFERRAL_PATHS[view]} /> : view === 'bind' ? <BindInvite /> : view === 'plan' ? <InvitePlan /> : <AffiliatePlan />}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  width: 100%;
  min-width: 0;
  max-width: 1080px;
  margin: 0 auto;
  padding: ${vars.size.space5};
  box-sizing: border-box;
  color: ${vars.color.text};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
`;

const H1 = styled.h1`
  margin: 0;
  font-size: ${vars.size.fontXl};
  font-weight: 700;
`;

export default exposeModule(Referral);
