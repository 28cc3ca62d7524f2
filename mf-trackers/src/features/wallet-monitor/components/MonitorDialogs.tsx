import type { WalletGroup } from '@nova/shared-contracts';
import { useTrackersMessages } from '../../../i18n/messages';
import { useMonitorMutation } from '../api/monitor';
import type { MonitorDialog } from '../model/groups';
import { ConfirmDialog } from './ConfirmDialog';
import { GroupDialog } from './GroupDialog';
import { ImportDialog } from './ImportDialog';

export interface MonitorDialogsProps {
  dialog: MonitorDialog;
  nameOf: (group: WalletGroup) => string;
  /** Shows a group (a created one), or the first one (null, after a delete). */
  onChoose: (groupId: string | null) => void;
  onClose: () => void;
}

/** The dialog open on the monitor: create or edit a group, import wallets, clear or delete a group. */
export function MonitorDialogs({ dialog, nameOf, onChoose, onClose }: MonitorDialogsProps) {
  const { t } = useTrackersMessages();
  const clearGroup = useMonitorMutation('groupClear');
  const deleteGroup = useMonitorMutation('groupDelete');
  if (dialog === null) return null;
  if (dialog.kind === 'create') return <GroupDialog onClose={onClose} onSaved={(saved) => onChoose(saved.wallet_group_id)} />;
  const { group } = dialog;
  const name = nameOf(group);
  switch (dialog.kind) {
    case 'edit':
      return <GroupDialog group={group} onClose={onClose} />;
    case 'import':
      return <ImportDialog groupId={group.wallet_group_id} groupName={name} onClose={onClose} />;
    case 'clear':
      return (
        <ConfirmDialog
          title={t('trackers.group.clearTitle', { group: name })}
          body={t('trackers.group.clearBody', { count: group.wallet_count })}
          confirmLabel={t('trackers.group.clear')}
          onConfirm={() => clearGroup.mutateAsync({ wallet_group_id: group.wallet_group_id })}
          onClose={onClose}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={t('trackers.group.deleteTitle', { group: name })}
          body={t('trackers.group.deleteBody', { count: group.wallet_count })}
          confirmLabel={t('trackers.group.delete')}
          onConfirm={async () => {
            await deleteGroup.mutateAsync({ wallet_group_id: group.wallet_group_id });
            onChoose(null);
          }}
          onClose={onClose}
        />
      );
  }
}
