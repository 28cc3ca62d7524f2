import styled from '@emotion/styled';
import { useEffect, useReducer } from 'react';
import type { WalletGroup } from '@nova/shared-contracts';
import { Button, IconButton, Menu, stripBidiControls, TextField, ThirdPartyText, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { groupActions } from '../model/groups';
import type { GroupAction } from '../model/groups';
import { initialWalletSearch, SEARCH_DEBOUNCE_MS, walletSearchReducer } from '../model/paging';
import { GroupAvatar } from './GroupAvatar';
import { EditIcon, ImportIcon, MoreIcon, SearchIcon } from './icons';
import type { MonitorVariant } from './MonitorBody';
import { WalletList } from './WalletList';

const ACTION_LABELS = {
  edit: 'trackers.group.edit',
  import: 'trackers.import.open',
  clear: 'trackers.group.clear',
  delete: 'trackers.group.delete',
} as const satisfies Record<GroupAction, string>;

export interface GroupDetailProps {
  variant: MonitorVariant;
  group: WalletGroup;
  name: string;
  /** Opens a group action's dialog. */
  onAction: (action: GroupAction) => void;
}

/** The chosen group: its head with its actions, the wallet search and the group's wallets a page at a time. */
export function GroupDetail({ variant, group, name, onAction }: GroupDetailProps) {
  const { t } = useTrackersMessages();
  const [search, dispatch] = useReducer(walletSearchReducer, initialWalletSearch);
  useEffect(() => {
    if (search.typed === search.settled) return;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search.typed, search.settled]);
  const menu = groupActions(group).map(({ action, disabled }) => ({ id: action, label: t(ACTION_LABELS[action]), onSelect: () => onAction(action), disabled }));

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
          <Button size="sm" variant="ghost" onClick={() => onAction('edit')}>
            <EditIcon />
            {t('trackers.group.edit')}
          </Button>
        )}
        <IconButton label={t('trackers.import.open')} icon={<ImportIcon />} size="sm" onClick={() => onAction('import')} />
        <Menu trigger={<MoreIcon />} triggerLabel={t('trackers.group.actions', { group: name })} label={t('trackers.group.actions', { group: name })} items={menu} align="end" />
      </DetailHead>
      <TextField
        label={t('trackers.monitor.search')}
        hideLabel
        type="search"
        placeholder={t('trackers.monitor.searchPlaceholder')}
        value={search.typed}
        onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
        suffix={<SearchIcon />}
      />
      <WalletList variant={variant} groupId={group.wallet_group_id} name={name} search={search} onPage={(page) => dispatch({ type: 'page', page })} onImport={() => onAction('import')} />
    </Detail>
  );
}

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
  & button svg { margin-inline-end: 4px; }
`;
