import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import type { SmartWallet } from '@nova/shared-contracts';
import { dataOf, EmptyState, LoadableView, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { groupDisplayName, walletLabel } from '../../../shared/walletNames';
import { useWalletGroups } from '../api/feed';
import { FeedTrades } from './FeedTrades';
import { WalletChips } from './WalletChips';
import type { FeedVariant } from './WalletFeed';

/** The wallet filter and the trades; the board adds the wallet groups beside them. */
export function FeedBody({ variant, wallets }: { variant: FeedVariant; wallets: SmartWallet[] }) {
  const { t } = useTrackersMessages();
  const [walletFilter, setWalletFilter] = useState<string | null>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const { groups, members } = useWalletGroups(variant === 'board', groupId);
  const groupAddresses = useMemo(() => {
    const list = dataOf(members)?.list;
    return groupId !== null && list ? new Set(list.map((w) => w.wallet_address)) : null;
  }, [groupId, members]);
  const shownWallets = groupAddresses ? wallets.filter((w) => groupAddresses.has(w.wallet_address)) : wallets;
  const filter = useMemo(() => (walletFilter !== null ? new Set([walletFilter]) : groupAddresses), [walletFilter, groupAddresses]);
  const names = useMemo(() => new Map(wallets.map((w) => [w.wallet_address, walletLabel(w)])), [wallets]);
  const groupList = dataOf(groups)?.list ?? [];

  const walletButtons = <WalletChips variant={variant} wallets={shownWallets} chosen={walletFilter} onChoose={setWalletFilter} />;
  const trades = <FeedTrades filter={filter} names={names} wide={variant === 'board'} />;

  if (variant === 'window')
    return (
      <Column>
        {walletButtons}
        {trades}
      </Column>
    );

  return (
    <Board>
      <Side>
        {groupList.length > 0 && (
          <GroupSelect
            aria-label={t('trackers.wallet.groups')}
            value={groupId ?? ''}
            onChange={(event) => {
              setGroupId(event.target.value === '' ? null : event.target.value);
              setWalletFilter(null);
            }}
          >
            <option value="">{t('trackers.wallet.group.all')}</option>
            {groupList.map((group) => (
              <option key={group.wallet_group_id} value={group.wallet_group_id}>
                {`${groupDisplayName(group, t('trackers.wallet.group.default'))} (${group.wallet_count})`}
              </option>
            ))}
          </GroupSelect>
        )}
        {groupId === null ? (
          walletButtons
        ) : (
          <LoadableView value={members} loadingLabel={t('trackers.wallet.groupLoading')} errorTitle={t('trackers.wallet.groupError')} onRetry={members.reload} retryLabel={t('trackers.retry')} skeletonRows={3}>
            {() => (shownWallets.length === 0 ? <EmptyState title={t('trackers.wallet.groupEmpty')} /> : walletButtons)}
          </LoadableView>
        )}
      </Side>
      <Main>{trades}</Main>
    </Board>
  );
}

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const Board = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: ${vars.size.space4};
  min-height: 0;
  @media (max-width: 767px) { grid-template-columns: minmax(0, 1fr); }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  min-width: 0;
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surface};
`;

const GroupSelect = styled.select`
  height: ${vars.size.controlHeight};
  padding: 0 ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontSm};
`;
