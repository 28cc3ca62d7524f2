import styled from '@emotion/styled';
import { isUnnamedDefaultGroup } from '@nova/shared-contracts';
import type { EndpointResponse } from '@nova/shared-contracts';
import { Button, Popover, ThirdPartyText, usePlatform, vars } from '@nova/shared-ui';
import { useGroupChange } from '../api/mutations';
import { useProfileMessages } from '../i18n/messages';
import { checklistChange, trackChange, visibleGroups } from '../model/track';
import type { GroupChange } from '../model/track';

/** Track / Remove the wallet (its default group), and the checklist of the user's groups. */
export function TrackControls({ address, groups }: { address: string; groups: EndpointResponse<'walletInfoDetail'>['group_info_list'] }) {
  const { t } = useProfileMessages();
  const { toast } = usePlatform();
  const change = useGroupChange(address);
  const action = trackChange(groups);
  const run = (next: GroupChange) =>
    change.mutate(next, {
      onSuccess: () => toast.show({ kind: 'success', message: next.kind === 'add' ? t('walletProfile.tracked') : t('walletProfile.untracked'), durationMs: 2000 }),
      onError: (error) => toast.show({ kind: 'error', message: t('walletProfile.trackFailed', { reason: error.message }) }),
    });
  const shown = visibleGroups(groups);
  return (
    <Track>
      <Button variant={action.kind === 'add' ? 'primary' : 'secondary'} size="sm" loading={change.isPending} onClick={() => run(action)}>
        {action.kind === 'add' ? t('walletProfile.track') : t('walletProfile.untrack')}
      </Button>
      {shown.length > 0 && (
        <Popover trigger={<Chevron />} triggerLabel={t('walletProfile.groups')} label={t('walletProfile.groups.label')} align="end">
          <Checklist>
            {shown.map((group) => (
              <label key={group.wallet_group_id}>
                <input type="checkbox" checked={group.exists} disabled={change.isPending} onChange={() => run(checklistChange(group))} />
                <span>{isUnnamedDefaultGroup(group, group.wallet_group_name) ? t('walletProfile.groups.default') : <ThirdPartyText text={group.wallet_group_name} />}</span>
              </label>
            ))}
          </Checklist>
        </Popover>
      )}
    </Track>
  );
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
      <path fill="currentColor" d="M3.3 5.3a1 1 0 0 1 1.4 0L8 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

const Track = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const Checklist = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  min-width: 200px;
  max-height: 260px;
  overflow: auto;
  label { display: flex; align-items: center; gap: ${vars.size.space3}; padding: 6px 8px; border-radius: ${vars.size.radiusSm}; cursor: pointer; font-size: ${vars.size.fontSm}; }
  label:hover { background: ${vars.color.surfaceHover}; }
  input { accent-color: ${vars.color.up}; }
`;
