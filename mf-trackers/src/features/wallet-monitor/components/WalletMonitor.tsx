import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { ApiError, ROUTES } from '@nova/shared-contracts';
import type { SmartWallet, WalletGroup } from '@nova/shared-contracts';
import { Button, dataOf, EmptyState, formatAge, formatPercent, formatUsd, IconButton, LoadableView, Menu, Select, shortenAddress, stripBidiControls, TextField, ThirdPartyText, usePlatform, useSession, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { walletLabel } from '../../wallet-feed/model/trades';
import { useGroupWallets, useGroups, useMonitorActions, useWalletWeek } from '../api/useMonitor';
import { useNow } from '../../../components/useNow';
import { groupDisplayName, pageCount, visibleGroups, walletNameError } from '../model/walletName';
import { ConfirmDialog } from './ConfirmDialog';
import { GroupAvatar } from './GroupAvatar';
import { GroupDialog } from './GroupDialog';
import { BellIcon, EditIcon, ImportIcon, MoreIcon, PlusIcon, SearchIcon, TrashIcon } from './icons';
import { ImportDialog } from './ImportDialog';

export interface WalletMonitorProps {
  /** window: the narrow tracker window (groups in a select, actions in a menu); board: /trackers. */
  variant: 'window' | 'board';
}

/** Search typing settles this long before the list is asked again (ours). */
const SEARCH_DEBOUNCE_MS = 300;

type DialogState = { kind: 'create' } | { kind: 'edit' | 'delete' | 'clear' | 'import'; group: WalletGroup } | null;

const errorText = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : String(error));

/**
 * The wallet monitor (spec 2 §7 "Wallet monitor", the tracker's addr-manage tab): the user's wallet
 * groups (create, edit with avatar, clear, delete; the 'system' group never shown) and each
 * group's smart wallets (search, pages, alerts on or off, name, remove, import).
 */
export function WalletMonitor({ variant }: WalletMonitorProps) {
  const { t } = useTrackersMessages();
  const { session } = usePlatform();
  const { user } = useSession();
  const groups = useGroups(user !== null);
  if (user === null)
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
    <LoadableView value={groups} loadingLabel={t('trackers.monitor.loading')} errorTitle={t('trackers.monitor.error')} onRetry={groups.reload} retryLabel={t('trackers.retry')}>
      {({ list }) => <MonitorBody variant={variant} groups={visibleGroups(list)} />}
    </LoadableView>
  );
}

function MonitorBody({ variant, groups }: { variant: WalletMonitorProps['variant']; groups: WalletGroup[] }) {
  const { t } = useTrackersMessages();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const actions = useMonitorActions();
  const group = groups.find((g) => g.wallet_group_id === chosenId) ?? groups[0];
  const nameOf = (g: WalletGroup) => groupDisplayName(g, t('trackers.wallet.group.default'));

  const groupMenu = (g: WalletGroup) => [
    { id: 'edit', label: t('trackers.group.edit'), onSelect: () => setDialog({ kind: 'edit', group: g }) },
    { id: 'import', label: t('trackers.import.open'), onSelect: () => setDialog({ kind: 'import', group: g }) },
    { id: 'clear', label: t('trackers.group.clear'), onSelect: () => setDialog({ kind: 'clear', group: g }), disabled: g.wallet_count === 0 },
    { id: 'delete', label: t('trackers.group.delete'), onSelect: () => setDialog({ kind: 'delete', group: g }), disabled: g.is_default },
  ];

  return (
    <Root data-variant={variant}>
      {variant === 'board' ? (
        <GroupPane aria-label={t('trackers.monitor.groups')}>
          <PaneHead>
            <h2>{t('trackers.monitor.groups')}</h2>
            <Button size="sm" variant="primary" onClick={() => setDialog({ kind: 'create' })}>
              <PlusIcon />
              {t('trackers.group.new')}
            </Button>
          </PaneHead>
          <GroupList>
            {groups.map((g) => (
              <li key={g.wallet_group_id}>
                <GroupButton type="button" aria-pressed={g.wallet_group_id === group?.wallet_group_id} onClick={() => setChosenId(g.wallet_group_id)}>
                  <GroupAvatar name={nameOf(g)} src={g.img_url} size={32} />
                  <span className="text">
                    <span className="name">
                      <ThirdPartyText text={nameOf(g)} />
                    </span>
                    <span className="meta">{t('trackers.group.count', { count: g.wallet_count })}</span>
                  </span>
                </GroupButton>
              </li>
            ))}
          </GroupList>
        </GroupPane>
      ) : (
        <WindowBar>
          <Select
            label={t('trackers.monitor.groups')}
            hideLabel
            value={group?.wallet_group_id ?? ''}
            options={groups.map((g) => ({ value: g.wallet_group_id, label: `${nameOf(g)} (${g.wallet_count})` }))}
            onChange={(value) => setChosenId(value)}
          />
          <IconButton label={t('trackers.group.new')} icon={<PlusIcon />} size="sm" onClick={() => setDialog({ kind: 'create' })} />
        </WindowBar>
      )}
      {group && (
        <GroupDetail key={group.wallet_group_id} variant={variant} group={group} name={nameOf(group)} menu={groupMenu(group)} onImport={() => setDialog({ kind: 'import', group })} onEdit={() => setDialog({ kind: 'edit', group })} />
      )}
      {dialog?.kind === 'create' && <GroupDialog onClose={() => setDialog(null)} onSaved={(saved) => setChosenId(saved.wallet_group_id)} />}
      {dialog?.kind === 'edit' && <GroupDialog group={dialog.group} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <ImportDialog groupId={dialog.group.wallet_group_id} groupName={nameOf(dialog.group)} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'clear' && (
        <ConfirmDialog
          title={t('trackers.group.clearTitle', { group: nameOf(dialog.group) })}
          body={t('trackers.group.clearBody', { count: dialog.group.wallet_count })}
          confirmLabel={t('trackers.group.clear')}
          onConfirm={() => actions.clearGroup({ wallet_group_id: dialog.group.wallet_group_id })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('trackers.group.deleteTitle', { group: nameOf(dialog.group) })}
          body={t('trackers.group.deleteBody', { count: dialog.group.wallet_count })}
          confirmLabel={t('trackers.group.delete')}
          onConfirm={async () => {
            await actions.deleteGroup({ wallet_group_id: dialog.group.wallet_group_id });
            setChosenId(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Root>
  );
}

interface GroupDetailProps {
  variant: WalletMonitorProps['variant'];
  group: WalletGroup;
  name: string;
  menu: Array<{ id: string; label: string; onSelect: () => void; disabled?: boolean }>;
  onImport: () => void;
  onEdit: () => void;
}

function GroupDetail({ variant, group, name, menu, onImport, onEdit }: GroupDetailProps) {
  const { t } = useTrackersMessages();
  const [search, setSearch] = useState('');
  const [settled, setSettled] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (search === settled) return;
    const timer = setTimeout(() => {
      setSettled(search);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, settled]);
  const wallets = useGroupWallets(group.wallet_group_id, page, settled);

  return (
    <Detail aria-label={t('trackers.monitor.group', { group: name })}>
      <DetailHead>
        <GroupAvatar name={name} src={group.img_url} size={variant === 'board' ? 40 : 28} />
        <div className="title">
          <h3>
            <ThirdPartyText text={name} />
          </h3>
          {group.description.trim() !== '' && (
            <p>
              <ThirdPartyText text={stripBidiControls(group.description)} />
            </p>
          )}
        </div>
        {variant === 'board' && (
          <Button size="sm" variant="ghost" onClick={onEdit}>
            <EditIcon />
            {t('trackers.group.edit')}
          </Button>
        )}
        <IconButton label={t('trackers.import.open')} icon={<ImportIcon />} size="sm" onClick={onImport} />
        <Menu trigger={<MoreIcon />} triggerLabel={t('trackers.group.actions', { group: name })} label={t('trackers.group.actions', { group: name })} items={menu} align="end" />
      </DetailHead>
      <TextField label={t('trackers.monitor.search')} hideLabel type="search" placeholder={t('trackers.monitor.searchPlaceholder')} value={search} onChange={(event) => setSearch(event.target.value)} suffix={<SearchIcon />} />
      <LoadableView value={wallets} loadingLabel={t('trackers.monitor.walletsLoading')} errorTitle={t('trackers.monitor.walletsError')} onRetry={wallets.reload} retryLabel={t('trackers.retry')} skeletonRows={4}>
        {({ list, total }) =>
          list.length === 0 ? (
            settled.trim() !== '' ? (
              <EmptyState title={t('trackers.monitor.noMatch')} />
            ) : (
              <EmptyState
                title={t('trackers.monitor.emptyGroup')}
                description={t('trackers.monitor.emptyGroupHint')}
                action={
                  <Button size="sm" variant="secondary" onClick={onImport}>
                    {t('trackers.import.open')}
                  </Button>
                }
              />
            )
          ) : (
            <>
              {variant === 'board' && (
                <ListHead aria-hidden="true">
                  <span className="who">{t('trackers.col.wallet')}</span>
                  <span className="num">{t('trackers.monitor.col.pnl7d')}</span>
                  <span className="num">{t('trackers.monitor.col.winRate')}</span>
                  <span className="num">{t('trackers.monitor.col.added')}</span>
                  <span className="acts">{t('trackers.monitor.col.alerts')}</span>
                </ListHead>
              )}
              <WalletRows aria-label={t('trackers.monitor.wallets', { group: name })} data-variant={variant}>
                {list.map((wallet) => (
                  <WalletRow key={wallet.wallet_address} wallet={wallet} groupId={group.wallet_group_id} compact={variant === 'window'} />
                ))}
              </WalletRows>
              {pageCount(total) > 1 && (
                <Pager aria-label={t('trackers.monitor.pages')}>
                  <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('trackers.monitor.prev')}
                  </Button>
                  <span role="status">{t('trackers.monitor.page', { page, pages: pageCount(total) })}</span>
                  <Button size="sm" variant="ghost" disabled={page >= pageCount(total)} onClick={() => setPage(page + 1)}>
                    {t('trackers.monitor.next')}
                  </Button>
                </Pager>
              )}
            </>
          )
        }
      </LoadableView>
    </Detail>
  );
}

function WalletRow({ wallet, groupId, compact }: { wallet: SmartWallet; groupId: string; compact: boolean }) {
  const { t } = useTrackersMessages();
  const { bus, href, toast } = usePlatform();
  const actions = useMonitorActions();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = walletLabel(wallet);
  const path = ROUTES.wallet(wallet.chain, wallet.wallet_address);

  const openProfile = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    bus.emit('wallet.profile.open', { address: wallet.wallet_address, chain: wallet.chain });
  };
  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) toast.show({ kind: 'success', message: done, durationMs: 3000 });
      return true;
    } catch (failure) {
      toast.show({ kind: 'error', message: errorText(failure), durationMs: 4000 });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const saveName = async () => {
    const invalid = walletNameError(draft);
    if (invalid) return setError(t('trackers.group.error.nameTooLong'));
    if (await run(() => actions.editWallet({ wallet_address: wallet.wallet_address, wallet_name: draft.trim() }), t('trackers.monitor.renamed'))) setEditing(false);
  };

  if (editing)
    return (
      <li data-editing="">
        <EditForm
          onSubmit={(event) => {
            event.preventDefault();
            void saveName();
          }}
        >
          <TextField
            label={t('trackers.monitor.nameOf', { address: shortenAddress(wallet.wallet_address) })}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(walletNameError(event.target.value) ? t('trackers.group.error.nameTooLong') : null);
            }}
            error={error ?? undefined}
            autoFocus
          />
          <div className="buttons">
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('trackers.dialog.cancel')}
            </Button>
            <Button size="sm" variant="primary" type="submit" disabled={busy || error !== null}>
              {t('trackers.monitor.saveName')}
            </Button>
          </div>
        </EditForm>
      </li>
    );

  return (
    <li>
      <Avatar src={wallet.address_avatar} alt="" width={compact ? 24 : 32} height={compact ? 24 : 32} loading="lazy" />
      <span className="who">
        <span className="name">
          <ThirdPartyText text={label} />
        </span>
        <a className="address" href={href(path)} onClick={openProfile} aria-label={t('trackers.monitor.openProfile', { name: label })}>
          {shortenAddress(wallet.wallet_address, 4, 4)}
        </a>
      </span>
      {!compact && wallet.tags.length > 0 && (
        <Tags>
          {wallet.tags.slice(0, 2).map((tag) => (
            <span key={tag}>{tag.replace(/_/g, ' ')}</span>
          ))}
        </Tags>
      )}
      {!compact && <WeekFigures address={wallet.wallet_address} createdAt={wallet.created_at} />}
      <span className="actions">
        <Switch
          type="button"
          role="switch"
          aria-checked={wallet.notify}
          aria-label={t('trackers.monitor.notify', { name: label })}
          title={t(wallet.notify ? 'trackers.monitor.notifyOn' : 'trackers.monitor.notifyOff')}
          disabled={busy}
          onClick={() => void run(() => actions.editWallet({ wallet_address: wallet.wallet_address, notify: !wallet.notify }))}
        >
          <BellIcon off={!wallet.notify} />
        </Switch>
        <IconButton
          label={t('trackers.monitor.rename', { name: label })}
          icon={<EditIcon />}
          size="sm"
          disabled={busy}
          onClick={() => {
            setDraft(stripBidiControls(wallet.wallet_name || wallet.remark));
            setError(null);
            setEditing(true);
          }}
        />
        <IconButton label={t('trackers.monitor.remove', { name: label })} icon={<TrashIcon />} size="sm" disabled={busy} onClick={() => void run(() => actions.removeWallet({ wallet_address: wallet.wallet_address, wallet_group_id: groupId }), t('trackers.monitor.removed', { name: label }))} />
      </span>
    </li>
  );
}

/** The board row's figures: 7-day PnL and win rate (profit summary) and when the wallet was added. */
function WeekFigures({ address, createdAt }: { address: string; createdAt: number }) {
  const { t, locale } = useTrackersMessages();
  const now = useNow(60_000);
  const week = dataOf(useWalletWeek(address))?.wallet_profit;
  const pnl = week ? Number(week.total_profit_usd) : null;
  return (
    <>
      <Figure className="num" data-tone={pnl === null || pnl === 0 ? undefined : pnl > 0 ? 'up' : 'down'}>
        <span className="label">{`${t('trackers.monitor.col.pnl7d')}: `}</span>
        {pnl === null ? '—' : `${pnl > 0 ? '+' : ''}${formatUsd(pnl, { locale })}`}
      </Figure>
      <Figure className="num">
        <span className="label">{`${t('trackers.monitor.col.winRate')}: `}</span>
        {week ? formatPercent(week.success_rate, { locale, decimals: 1 }) : '—'}
      </Figure>
      <Figure className="num dim">
        <span className="label">{`${t('trackers.monitor.col.added')}: `}</span>
        {formatAge(createdAt, now)}
      </Figure>
    </>
  );
}

const Root = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.size.space3};
  min-height: 0;
  padding: ${vars.size.space3};
  overflow: auto;
  &[data-variant='board'] {
    display: grid;
    grid-template-columns: 260px minmax(0, 1fr);
    gap: ${vars.size.space4};
    padding: 0;
    overflow: visible;
    align-items: start;
  }
  @media (max-width: 767px) {
    &[data-variant='board'] { grid-template-columns: minmax(0, 1fr); }
  }
`;

const GroupPane = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  padding: ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surface};
`;

const PaneHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.size.space2};
  & > h2 { margin: 0; font-size: ${vars.size.fontSm}; font-weight: 600; color: ${vars.color.textMuted}; text-transform: uppercase; letter-spacing: 0.04em; }
  & button svg { margin-right: 4px; }
`;

const GroupList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 767px) {
    flex-direction: row;
    overflow-x: auto;
    & > li { flex: none; }
  }
`;

const GroupButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  width: 100%;
  padding: ${vars.size.space2};
  border: 1px solid transparent;
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  text-align: start;
  cursor: pointer;
  & .text { display: flex; flex-direction: column; min-width: 0; }
  & .name { overflow: hidden; color: ${vars.color.text}; font-size: ${vars.size.fontSm}; font-weight: 600; text-overflow: ellipsis; white-space: nowrap; }
  & .meta { color: ${vars.color.textDim}; font-size: ${vars.size.fontXs}; }
  &:hover { background: ${vars.color.surfaceRaised}; }
  &[aria-pressed='true'] { border-color: ${vars.color.accent}; background: ${vars.color.surfaceRaised}; }
`;

const WindowBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  & > :first-of-type { flex: 1; min-width: 0; }
  & select { width: 100%; }
`;

const Detail = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  min-width: 0;
  [data-variant='board'] > & {
    padding: ${vars.size.space4};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusMd};
    background: ${vars.color.surface};
  }
`;

const DetailHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  & > .title { flex: 1; min-width: 0; }
  & h3 { margin: 0; overflow: hidden; font-size: ${vars.size.fontMd}; font-weight: 600; text-overflow: ellipsis; white-space: nowrap; }
  & p { margin: 2px 0 0; overflow: hidden; color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; text-overflow: ellipsis; white-space: nowrap; }
  & button svg { margin-right: 4px; }
`;

const WalletRows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    align-items: center;
    gap: ${vars.size.space3};
    min-height: 48px;
    padding: ${vars.size.space2} ${vars.size.space1};
    border-bottom: 1px solid ${vars.color.border};
  }
  & > li[data-editing] { display: block; }
  & > li:last-of-type { border-bottom: 0; }
  & .who { display: flex; flex: 1; flex-direction: column; min-width: 0; }
  & .name { overflow: hidden; font-size: ${vars.size.fontSm}; font-weight: 600; text-overflow: ellipsis; white-space: nowrap; }
  & .address { align-self: flex-start; color: ${vars.color.textDim}; font-family: ${vars.font.mono}; font-size: ${vars.size.fontXs}; text-decoration: none; }
  & .address:hover { color: ${vars.color.accent}; text-decoration: underline; }
  & .actions { display: flex; flex: none; align-items: center; gap: 2px; }
  &[data-variant='window'] > li { gap: ${vars.size.space2}; min-height: 44px; }
  &[data-variant='board'] .num { width: 96px; }
  &[data-variant='board'] .num + .num { width: 72px; }
  &[data-variant='board'] .num + .num + .num { width: 56px; }
  &[data-variant='board'] .actions { width: 96px; justify-content: flex-end; }
  @media (max-width: 1100px) {
    &[data-variant='board'] .num { display: none; }
  }
`;

const COLUMNS = 'minmax(0, 1fr) 96px 72px 56px 96px';

const ListHead = styled.div`
  display: grid;
  grid-template-columns: ${COLUMNS};
  gap: ${vars.size.space3};
  padding: 0 ${vars.size.space1} ${vars.size.space2};
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  & > .who { padding-left: 44px; }
  & > .num { text-align: end; }
  & > .acts { text-align: end; }
  @media (max-width: 1100px) { display: none; }
`;

const Figure = styled.span`
  flex: none;
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontSm};
  font-variant-numeric: tabular-nums;
  text-align: end;
  &.dim { color: ${vars.color.textDim}; }
  &[data-tone='up'] { color: ${vars.color.up}; }
  &[data-tone='down'] { color: ${vars.color.down}; }
  & > .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

const Avatar = styled.img`
  flex: none;
  border-radius: 50%;
  background: ${vars.color.surfaceRaised};
`;

const Tags = styled.span`
  display: flex;
  gap: 4px;
  & > span {
    padding: 1px 6px;
    border-radius: 999px;
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.textMuted};
    font-size: 10px;
    text-transform: capitalize;
    white-space: nowrap;
  }
  @media (max-width: 1100px) { display: none; }
`;

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  color: ${vars.color.textDim};
  cursor: pointer;
  &[aria-checked='true'] { color: ${vars.color.accent}; }
  &:hover { background: ${vars.color.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
  &:disabled { opacity: 0.5; cursor: default; }
`;

const EditForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  & .buttons { display: flex; justify-content: flex-end; gap: ${vars.size.space2}; }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.size.space3};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
  font-variant-numeric: tabular-nums;
`;
