import styled from '@emotion/styled';
import { useState } from 'react';
import type { ChainKey } from '@nova/shared-contracts';
import { Button, dataOf, EmptyState, SkeletonGroup, Tabs, usePlatform, useSession, vars } from '@nova/shared-ui';
import { useHeatmap, useWalletInfo, useWalletStats } from '../api/queries';
import { DEFAULT_PERIOD, profileLayout } from '../model/profile';
import type { ProfilePeriod } from '../model/profile';
import { useProfileMessages } from '../i18n/messages';
import { ActivityList } from './ActivityList';
import { ProfitList } from './ProfitList';
import { WatchList } from './WatchList';
import { OtherHeader } from './OtherHeader';
import { OwnHeader } from './OwnHeader';
import { ProfileError } from './ProfileError';
import { StatsPanel } from './StatsPanel';
import { TransferList } from './TransferList';
import { useOpenToken } from './TokenLink';

export interface ProfileViewProps {
  chain: ChainKey;
  address: string;
  /** Called after a token page was opened (the modal closes itself). */
  onNavigate?: () => void;
}

type OwnTab = 'positions' | 'watch' | 'history';
type OtherTab = 'recentPnl' | 'activity';

/** A wallet profile: the own-wallet layout for the user's own Solana address, else someone else's. */
export function ProfileView({ chain, address, onNavigate }: ProfileViewProps) {
  const { t } = useProfileMessages();
  const { session } = usePlatform();
  const { user } = useSession();
  if (!user)
    return (
      <EmptyState
        title={t('walletProfile.loginHint')}
        action={
          <Button variant="primary" onClick={() => void session.requestLogin()}>
            {t('walletProfile.login')}
          </Button>
        }
      />
    );
  return profileLayout(address, chain, user) === 'own' ? <OwnProfile chain={chain} address={address} {...(onNavigate ? { onNavigate } : {})} /> : <OtherProfile chain={chain} address={address} {...(onNavigate ? { onNavigate } : {})} />;
}

function usePeriodStats(address: string) {
  const [period, setPeriod] = useState<ProfilePeriod>(DEFAULT_PERIOD);
  const stats = useWalletStats(address, period, true);
  const heatmap = useHeatmap(address, true);
  return { period, setPeriod, stats, heatmap };
}

function OwnProfile({ chain, address, onNavigate }: ProfileViewProps) {
  const { t } = useProfileMessages();
  const { bus } = usePlatform();
  const open = useOpenToken(onNavigate);
  const { period, setPeriod, stats, heatmap } = usePeriodStats(address);
  const [tab, setTab] = useState<OwnTab>('positions');
  if (stats.status === 'error' && !dataOf(stats)) return <ProfileError message={stats.error.message} onRetry={stats.reload} />;
  return (
    <Layout>
      <OwnHeader chain={chain} address={address} onShare={() => bus.emit('pnl.share', { wallet: address, chain, period: lower(period) })} />
      <StatsPanel period={period} onPeriod={setPeriod} stats={stats} heatmap={heatmap} />
      <Lower>
        <Tabs
          label={t('walletProfile.lists')}
          value={tab}
          onChange={setTab}
          items={[
            { value: 'positions', label: t('walletProfile.tab.positions') },
            { value: 'watch', label: t('walletProfile.tab.watch') },
            { value: 'history', label: t('walletProfile.tab.history') },
          ]}
        />
        <div role="tabpanel" aria-label={t(`walletProfile.tab.${tab}`)}>
          {tab === 'positions' && <ProfitList address={address} chain={chain} onOpen={open} share label={t('walletProfile.tab.positions')} empty={t('walletProfile.empty.positions')} />}
          {tab === 'watch' && <WatchList onOpen={open} />}
          {tab === 'history' && <OwnHistory address={address} chain={chain} onOpen={open} />}
        </div>
      </Lower>
    </Layout>
  );
}

type HistoryKind = 'trades' | 'transfers';

/**
 * The own wallet's Transaction record: its trades, and for a custodial wallet (the one the
 * deposit and withdraw dialogs move money in and out of) its deposits and withdrawals beside them.
 */
function OwnHistory({ address, chain, onOpen }: { address: string; chain: ChainKey; onOpen: (chain: ChainKey, address: string) => void }) {
  const { t } = useProfileMessages();
  const { user } = useSession();
  const [kind, setKind] = useState<HistoryKind>('trades');
  const trades = <ActivityList address={address} chain={chain} onOpen={onOpen} label={t('walletProfile.tab.history')} empty={t('walletProfile.empty.history')} />;
  if (user?.authMethod === 'wallet') return trades;
  return (
    <History>
      <Tabs
        label={t('walletProfile.history.kinds')}
        appearance="pill"
        size="sm"
        value={kind}
        onChange={setKind}
        items={[
          { value: 'trades', label: t('walletProfile.history.trades') },
          { value: 'transfers', label: t('walletProfile.history.transfers') },
        ]}
      />
      <div role="tabpanel" aria-label={t(`walletProfile.history.${kind}`)}>
        {kind === 'trades' ? trades : <TransferList label={t('walletProfile.history.transfers')} />}
      </div>
    </History>
  );
}

function OtherProfile({ chain, address, onNavigate }: ProfileViewProps) {
  const { t } = useProfileMessages();
  const { bus } = usePlatform();
  const open = useOpenToken(onNavigate);
  const info = useWalletInfo(address, true);
  const { period, setPeriod, stats, heatmap } = usePeriodStats(address);
  const [tab, setTab] = useState<OtherTab>('recentPnl');
  const infoData = dataOf(info);
  const failure = info.status === 'error' && !infoData ? info.error : stats.status === 'error' && !dataOf(stats) ? stats.error : null;
  if (failure)
    return (
      <ProfileError
        message={failure.message}
        onRetry={() => {
          info.reload();
          stats.reload();
        }}
      />
    );
  return (
    <Layout>
      {infoData ? (
        <OtherHeader chain={chain} address={address} info={infoData} onShare={() => bus.emit('pnl.share', { wallet: address, chain, period: lower(period) })} />
      ) : (
        <SkeletonGroup label={t('walletProfile.info.loading')} rows={2} />
      )}
      <StatsPanel period={period} onPeriod={setPeriod} stats={stats} heatmap={heatmap} />
      <Lower>
        <Tabs
          label={t('walletProfile.lists')}
          value={tab}
          onChange={setTab}
          items={[
            { value: 'recentPnl', label: t('walletProfile.tab.recentPnl') },
            { value: 'activity', label: t('walletProfile.tab.activity') },
          ]}
        />
        <div role="tabpanel" aria-label={t(`walletProfile.tab.${tab}`)}>
          {tab === 'recentPnl' && <ProfitList address={address} chain={chain} onOpen={open} share={false} label={t('walletProfile.tab.recentPnl')} empty={t('walletProfile.empty.recentPnl')} />}
          {tab === 'activity' && <ActivityList address={address} chain={chain} onOpen={open} label={t('walletProfile.tab.activity')} empty={t('walletProfile.empty.activity')} />}
        </div>
      </Lower>
    </Layout>
  );
}

const lower = (period: ProfilePeriod) => period.toLowerCase() as '1d' | '7d' | '30d';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  min-width: 0;
`;

const History = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
`;

const Lower = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  padding: ${vars.size.space3} ${vars.size.space4} 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surface};
  min-width: 0;
`;
