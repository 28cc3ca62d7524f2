import styled from '@emotion/styled';
import { Suspense, lazy } from 'react';
import { PREFS, writePref } from '@nova/shared-contracts';
import { SkeletonGroup, Tabs, usePlatform, useTypedPref, vars } from '@nova/shared-ui';
import { WalletFeed } from '../features/wallet-feed';
import { useTrackersMessages } from '../i18n/messages';

/** The monitor (with its dialogs) is its own chunk: the trackers' first render stays within its budget. */
const WalletMonitor = lazy(() => import('../features/wallet-monitor').then((module) => ({ default: module.WalletMonitor })));

export interface WalletTrackerProps {
  variant: 'window' | 'board';
}

/**
 * The wallet tracker's two tabs (spec 3 §3 "tracker active tab", default addr-manage): the wallet
 * monitor (groups and smart wallets) and the live trades of followed wallets. The tab is kept in
 * the prefs registry, so the window and the /trackers board open on the same one.
 */
export function WalletTracker({ variant }: WalletTrackerProps) {
  const { t } = useTrackersMessages();
  const { prefs } = usePlatform();
  const tab = useTypedPref(PREFS.trackerActiveTab);
  return (
    <Column data-variant={variant}>
      <TabRow data-variant={variant}>
        <Tabs
          label={t('trackers.tabs')}
          size={variant === 'window' ? 'sm' : 'md'}
          items={[
            { value: 'addr-manage', label: t('trackers.tab.manage') },
            { value: 'trades', label: t('trackers.tab.trades') },
          ]}
          value={tab}
          onChange={(next) => writePref(prefs, PREFS.trackerActiveTab, next)}
        />
      </TabRow>
      {tab === 'addr-manage' ? (
        <Suspense fallback={<SkeletonGroup rows={4} label={t('trackers.monitor.loading')} />}>
          <WalletMonitor variant={variant} />
        </Suspense>
      ) : (
        <WalletFeed variant={variant} />
      )}
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  &[data-variant='board'] { gap: ${vars.size.space4}; }
`;

const TabRow = styled.div`
  flex: none;
  &[data-variant='window'] { padding: 0 ${vars.size.space3}; border-bottom: 1px solid ${vars.color.border}; }
`;
