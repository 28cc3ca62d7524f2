import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import type { FollowTrade, SmartWallet } from '@nova/shared-contracts';
import { Button, dataOf, EmptyState, formatAge, formatCompact, formatUsd, LoadableView, shortenAddress, stripBidiControls, Table, ThirdPartyText, usePlatform, useSession, vars } from '@nova/shared-ui';
import type { TableColumn } from '@nova/shared-ui';
import { TokenLink } from '../../../components/TokenLink';
import { useNow } from '../../../components/useNow';
import { useTrackersMessages } from '../../../i18n/messages';
import { useWalletFeed, useWalletGroups } from '../api/useWalletFeed';
import { tradedAmount, tradesOf, walletLabel } from '../model/trades';
import { groupDisplayName } from '../../wallet-monitor/model/walletName';

export interface WalletFeedProps {
  /** window: a narrow column (the floating or docked tracker); board: the /trackers page with groups. */
  variant: 'window' | 'board';
}

/**
 * The followed wallets and their latest trades: signed out, a sign-in prompt; no followed wallet,
 * an empty state; otherwise a wallet filter and the trade table. The board adds the wallet groups.
 */
export function WalletFeed({ variant }: WalletFeedProps) {
  const { t } = useTrackersMessages();
  const { session } = usePlatform();
  const { user } = useSession();
  const signedIn = user !== null;
  const { wallets, trades } = useWalletFeed(signedIn);

  if (!signedIn)
    return (
      <EmptyState
        title={t('trackers.wallet.signIn')}
        description={t('trackers.wallet.signInHint')}
        action={
          <Button variant="primary" size="sm" onClick={() => void session.requestLogin()}>
            {t('trackers.wallet.signIn')}
          </Button>
        }
      />
    );

  return (
    <LoadableView value={wallets} loadingLabel={t('trackers.wallet.loading')} errorTitle={t('trackers.wallet.error')} onRetry={wallets.reload} retryLabel={t('trackers.retry')}>
      {({ wallet_list }) =>
        wallet_list.length === 0 ? (
          <EmptyState title={t('trackers.wallet.empty')} description={t('trackers.wallet.emptyHint')} />
        ) : (
          <FeedBody variant={variant} wallets={wallet_list} trades={trades} />
        )
      }
    </LoadableView>
  );
}

interface FeedBodyProps {
  variant: WalletFeedProps['variant'];
  wallets: SmartWallet[];
  trades: ReturnType<typeof useWalletFeed>['trades'];
}

function FeedBody({ variant, wallets, trades }: FeedBodyProps) {
  const { t } = useTrackersMessages();
  const [walletFilter, setWalletFilter] = useState<string | null>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const { groups, members } = useWalletGroups(variant === 'board', groupId);
  const groupAddresses = useMemo(() => {
    const list = dataOf(members)?.list;
    return groupId !== null && list ? new Set(list.map((w) => w.wallet_address)) : null;
  }, [groupId, members]);
  const shownWallets = groupAddresses ? wallets.filter((w) => groupAddresses.has(w.wallet_address)) : wallets;
  const filter = walletFilter !== null ? new Set([walletFilter]) : groupAddresses;
  const names = useMemo(() => new Map(wallets.map((w) => [w.wallet_address, walletLabel(w)])), [wallets]);
  const groupList = dataOf(groups)?.list ?? [];

  const walletButtons = (
    <WalletList role="group" aria-label={t('trackers.wallet.walletCount', { count: shownWallets.length })} data-variant={variant}>
      <Chip type="button" aria-pressed={walletFilter === null} onClick={() => setWalletFilter(null)}>
        {t('trackers.wallet.all')}
      </Chip>
      {shownWallets.map((wallet) => (
        <Chip
          key={wallet.wallet_address}
          type="button"
          aria-pressed={walletFilter === wallet.wallet_address}
          aria-label={t('trackers.wallet.showWallet', { name: walletLabel(wallet) })}
          onClick={() => setWalletFilter(walletFilter === wallet.wallet_address ? null : wallet.wallet_address)}
        >
          <ThirdPartyText text={walletLabel(wallet)} />
          {variant === 'board' && <Dim>{`${CHAINS[wallet.chain].name} · ${shortenAddress(wallet.wallet_address, 4, 4)}`}</Dim>}
        </Chip>
      ))}
    </WalletList>
  );

  const tradeTable = (
    <LoadableView value={trades} loadingLabel={t('trackers.wallet.tradesLoading')} errorTitle={t('trackers.wallet.tradesError')} onRetry={trades.reload} retryLabel={t('trackers.retry')}>
      {({ list }) => {
        const rows = tradesOf(list, filter);
        return rows.length === 0 ? (
          <EmptyState title={t('trackers.wallet.noTrades')} description={t('trackers.wallet.noTradesHint')} />
        ) : (
          <TradeTable rows={rows} names={names} wide={variant === 'board'} />
        );
      }}
    </LoadableView>
  );

  if (variant === 'window')
    return (
      <Column>
        {walletButtons}
        {tradeTable}
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
      <Main>{tradeTable}</Main>
    </Board>
  );
}

interface TradeTableProps {
  rows: FollowTrade[];
  names: ReadonlyMap<string, string>;
  wide: boolean;
}

function TradeTable({ rows, names, wide }: TradeTableProps) {
  const { t, locale } = useTrackersMessages();
  const now = useNow();
  const { bus } = usePlatform();
  // The wallet opens its profile (the host shows it as a modal, or the explorer for non-Solana chains).
  const openProfile = (row: FollowTrade) => bus.emit('wallet.profile.open', { address: row.wallet_address, chain: row.chain });
  const walletName = (row: FollowTrade) => stripBidiControls(row.wallet_name) || names.get(row.wallet_address) || shortenAddress(row.wallet_address);
  const age = (row: FollowTrade) => <Dim>{formatAge(row.event_time, now)}</Dim>;
  // A window is 260-320 px wide: two-line cells (wallet over age, token over side), no amount or MC.
  const columns: TableColumn<FollowTrade>[] = wide
    ? [
        { id: 'time', header: t('trackers.col.time'), cell: age, width: 44 },
        { id: 'wallet', header: t('trackers.col.wallet'), cell: (row) => <Ellipsis>
            <WalletButton type="button" onClick={() => openProfile(row)}>
              <ThirdPartyText text={walletName(row)} />
            </WalletButton>
          </Ellipsis> },
        { id: 'side', header: t('trackers.col.side'), cell: (row) => <SideText data-side={row.side}>{t(row.side === 'buy' ? 'trackers.side.buy' : 'trackers.side.sell')}</SideText> },
        { id: 'token', header: t('trackers.col.token'), cell: (row) => <TokenLink chain={row.chain} address={row.token_address} symbol={row.token_symbol} icon={row.token_logo} /> },
        { id: 'amount', header: t('trackers.col.amount'), align: 'right', cell: (row) => formatCompact(tradedAmount(row), { locale }) },
        { id: 'value', header: t('trackers.col.value'), align: 'right', cell: (row) => <SideText data-side={row.side}>{formatUsd(row.volume_usd, { locale, compact: true })}</SideText> },
        { id: 'mcap', header: t('trackers.col.mcap'), align: 'right', cell: (row) => formatUsd(row.market_cap, { locale, compact: true }) },
      ]
    : [
        {
          id: 'wallet',
          header: t('trackers.col.wallet'),
          cell: (row) => (
            <Stacked>
              <Ellipsis data-size="sm">
                <WalletButton type="button" onClick={() => openProfile(row)}>
                  <ThirdPartyText text={walletName(row)} />
                </WalletButton>
              </Ellipsis>
              {age(row)}
            </Stacked>
          ),
        },
        {
          id: 'token',
          header: t('trackers.col.token'),
          cell: (row) => (
            <Stacked>
              <TokenLink chain={row.chain} address={row.token_address} symbol={row.token_symbol} />
              <SideText data-side={row.side} data-size="sm">{t(row.side === 'buy' ? 'trackers.side.buy' : 'trackers.side.sell')}</SideText>
            </Stacked>
          ),
        },
        { id: 'value', header: t('trackers.col.value'), align: 'right', cell: (row) => <SideText data-side={row.side}>{formatUsd(row.volume_usd, { locale, compact: true })}</SideText> },
      ];
  return <Table label={t('trackers.wallet.trades')} columns={columns} rows={rows} rowKey={(row) => row.tx_hash} />;
}

const WalletButton = styled.button`
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  &:hover { color: ${vars.color.accent}; text-decoration: underline; }
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const WalletList = styled.div`
  display: flex;
  flex: none;
  gap: ${vars.size.space2};
  padding: ${vars.size.space3};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border};
  scrollbar-width: thin;
  &[data-variant='board'] { flex-direction: column; overflow: auto; border: 0; padding: 0; }
  @media (max-width: 767px) {
    &[data-variant='board'] { flex-direction: row; overflow-x: auto; }
  }
`;

const Chip = styled.button`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-start;
  max-width: 160px;
  padding: ${vars.size.space2} ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.size.fontXs};
  cursor: pointer;
  & > span:first-of-type { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &:hover { color: ${vars.color.text}; border-color: ${vars.color.borderStrong}; }
  &[aria-pressed='true'] { color: ${vars.color.text}; border-color: ${vars.color.accent}; }
  [data-variant='board'] > & { max-width: none; width: 100%; }
  @media (max-width: 767px) {
    [data-variant='board'] > & { width: auto; max-width: 180px; }
  }
`;

const Dim = styled.span`
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

const Ellipsis = styled.span`
  display: inline-block;
  max-width: 110px;
  &[data-size='sm'] { max-width: 72px; }
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
`;

const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  padding: ${vars.size.space1} 0;
  line-height: 1.2;
  vertical-align: middle;
`;

const SideText = styled.span`
  font-weight: 600;
  &[data-size='sm'] { font-size: 10px; text-transform: uppercase; }
  &[data-side='buy'] { color: ${vars.color.up}; }
  &[data-side='sell'] { color: ${vars.color.down}; }
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
