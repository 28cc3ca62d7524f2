import styled from '@emotion/styled';
import type { WalletGroup } from '@nova/shared-contracts';
import { Button, IconButton, Select, ThirdPartyText, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { GroupAvatar } from './GroupAvatar';
import { PlusIcon } from './icons';
import type { MonitorVariant } from './MonitorBody';

export interface GroupNavProps {
  variant: MonitorVariant;
  groups: WalletGroup[];
  chosen: WalletGroup | undefined;
  nameOf: (group: WalletGroup) => string;
  onChoose: (groupId: string) => void;
  onCreate: () => void;
}

/** Picking a group and creating one: a pane of toggle buttons on the board, a select in the window. */
export function GroupNav({ variant, groups, chosen, nameOf, onChoose, onCreate }: GroupNavProps) {
  const { t } = useTrackersMessages();
  if (variant === 'window')
    return (
      <WindowBar>
        <Select
          label={t('trackers.monitor.groups')}
          hideLabel
          value={chosen?.wallet_group_id ?? ''}
          options={groups.map((g) => ({ value: g.wallet_group_id, label: `${nameOf(g)} (${g.wallet_count})` }))}
          onChange={onChoose}
        />
        <IconButton label={t('trackers.group.new')} icon={<PlusIcon />} size="sm" onClick={onCreate} />
      </WindowBar>
    );
  return (
    <GroupPane aria-label={t('trackers.monitor.groups')}>
      <PaneHead>
        <h2>{t('trackers.monitor.groups')}</h2>
        <Button size="sm" variant="primary" onClick={onCreate}>
          <PlusIcon />
          {t('trackers.group.new')}
        </Button>
      </PaneHead>
      <GroupList>
        {groups.map((g) => (
          <li key={g.wallet_group_id}>
            <GroupButton type="button" aria-pressed={g.wallet_group_id === chosen?.wallet_group_id} onClick={() => onChoose(g.wallet_group_id)}>
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
  );
}

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
  & button svg { margin-inline-end: 4px; }
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
