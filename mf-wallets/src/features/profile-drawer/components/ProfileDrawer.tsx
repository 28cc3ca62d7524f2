import styled from '@emotion/styled';
import { useState } from 'react';
import type { ExposedProps } from '@nova/shared-contracts';
import { Dialog, dataOf, Tabs, useApi, useSession, vars } from '@nova/shared-ui';
import { useDrawerMessages } from '../i18n/messages';
import { drawerBalances, drawerHoldings, initialDrawerTab, perpCards, perpChainTypesOf, WALLET_TITLES, walletKindOf } from '../model/drawer';
import { AccountLinks } from './AccountLinks';
import { BalanceCard } from './BalanceCard';
import { Identity } from './Identity';
import { PerpTab } from './PerpTab';
import { TokenTab } from './TokenTab';

/** Width of the profile drawer (spec 2 §9). */
export const PROFILE_DRAWER_WIDTH = 360;

/** The props the host passes (shared-contracts' `ExposedModules`, mf_wallets './ProfileDrawer'). */
export type ProfileDrawerProps = ExposedProps<'mf_wallets', './ProfileDrawer'>;

/**
 * The profile drawer of the signed-in user (spec 2 §2): right side, 360 wide, titled with the
 * wallet kind; the total balance card cycling all / spot / perpetual; Token and Perp tabs; the
 * account links. Nothing while signed out.
 */
export function ProfileDrawer({ page, closing, onClose, openDialog, languages, onLanguage }: ProfileDrawerProps) {
  const { t } = useDrawerMessages();
  const { user } = useSession();
  const [tab, setTab] = useState(() => initialDrawerTab(page));
  const assets = useApi('balanceList', user ? {} : null);
  const perp = useApi('perpFundStats', user ? {} : null);
  if (!user) return null;
  const kind = walletKindOf(user);
  const holdings = drawerHoldings(kind, dataOf(assets)?.list ?? []);
  const stats = dataOf(perp);
  const cards = perpCards(stats ?? [], perpChainTypesOf(user));
  const loaded = dataOf(assets) !== undefined && stats !== undefined;
  const title = kind === 'custodial' ? t('profileDrawer.custodial') : WALLET_TITLES[kind];

  return (
    <Dialog open onClose={onClose} closing={closing} title={title} variant="drawer" width={PROFILE_DRAWER_WIDTH} closeLabel={t('profileDrawer.close')}>
      <Body>
        <Identity user={user} custodial={kind === 'custodial'} />
        <BalanceCard balances={loaded ? drawerBalances(holdings, cards) : null} />
        <Tabs
          label={t('profileDrawer.tabs')}
          value={tab}
          onChange={setTab}
          items={[
            { value: 'token', label: t('profileDrawer.tab.token') },
            { value: 'perp', label: t('profileDrawer.tab.perp') },
          ]}
        />
        {tab === 'token' ? <TokenTab custodial={kind === 'custodial'} assets={assets} holdings={holdings} openDialog={openDialog} /> : <PerpTab cards={cards} loaded={stats !== undefined} custodial={kind === 'custodial'} openDialog={openDialog} />}
        <AccountLinks user={user} custodial={kind === 'custodial'} openDialog={openDialog} onClose={onClose} languages={languages} onLanguage={onLanguage} />
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  section { display: flex; flex-direction: column; gap: ${vars.size.space3}; }
`;
