import styled from '@emotion/styled';
import { useState } from 'react';
import type { WalletGroup } from '@nova/shared-contracts';
import { vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { groupDisplayName } from '../../../shared/walletNames';
import { chosenGroup } from '../model/groups';
import type { MonitorDialog } from '../model/groups';
import { GroupDetail } from './GroupDetail';
import { GroupNav } from './GroupNav';
import { MonitorDialogs } from './MonitorDialogs';

export type MonitorVariant = 'window' | 'board';

/** The groups to pick from, the chosen group's wallets, and the dialog open on a group. */
export function MonitorBody({ variant, groups }: { variant: MonitorVariant; groups: WalletGroup[] }) {
  const { t } = useTrackersMessages();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<MonitorDialog>(null);
  const group = chosenGroup(groups, chosenId);
  const nameOf = (g: WalletGroup) => groupDisplayName(g, t('trackers.wallet.group.default'));

  return (
    <Root data-variant={variant}>
      <GroupNav variant={variant} groups={groups} chosen={group} nameOf={nameOf} onChoose={setChosenId} onCreate={() => setDialog({ kind: 'create' })} />
      {group && <GroupDetail key={group.wallet_group_id} variant={variant} group={group} name={nameOf(group)} onAction={(kind) => setDialog({ kind, group })} />}
      <MonitorDialogs dialog={dialog} nameOf={nameOf} onChoose={setChosenId} onClose={() => setDialog(null)} />
    </Root>
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
