import styled from '@emotion/styled';
import { useId, useReducer, useRef } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { ACCOUNT } from '@nova/shared-contracts';
import type { WalletGroup } from '@nova/shared-contracts';
import { Button, Dialog, DialogActions, DialogForm, DialogText, TextArea, TextField, usePlatform, vars } from '@nova/shared-ui';
import { useTrackersMessages } from '../../../i18n/messages';
import { uploadAvatar, useMonitorMutation } from '../api/monitor';
import { AVATAR_ACCEPT, avatarError, groupFormReducer, initialGroupForm, summarizeGroupForm } from '../model/groupForm';
import type { AvatarError, GroupFieldError } from '../model/groupForm';
import { errorText } from '../model/walletName';
import { GroupAvatar } from './GroupAvatar';

export interface GroupDialogProps {
  /** The group to edit; absent: create one. */
  group?: WalletGroup;
  onClose: () => void;
  /** After a successful save, with the saved group. */
  onSaved?: (group: WalletGroup) => void;
}

const FIELD_ERROR_KEYS = {
  nameRequired: 'trackers.group.error.nameRequired',
  nameTooLong: 'trackers.group.error.nameTooLong',
  descriptionTooLong: 'trackers.group.error.descriptionTooLong',
} as const satisfies Record<GroupFieldError, string>;
const AVATAR_ERROR_KEYS = { avatarTooLarge: 'trackers.group.error.avatarTooLarge', avatarType: 'trackers.group.error.avatarType' } as const satisfies Record<AvatarError, string>;

/** Create or edit a wallet group (spec 2 §2: a 400-wide modal on desktop, a bottom sheet on phones). */
export function GroupDialog({ group, onClose, onSaved }: GroupDialogProps) {
  const { t } = useTrackersMessages();
  const platform = usePlatform();
  const create = useMonitorMutation('groupCreate');
  const edit = useMonitorMutation('groupEdit');
  const [state, dispatch] = useReducer(groupFormReducer, group, initialGroupForm);
  const summary = summarizeGroupForm(state);
  const fileRef = useRef<HTMLInputElement>(null);
  const avatarStatusId = useId();
  const editing = state.groupId !== null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    dispatch({ type: 'avatarPicked', file: { name: file.name, type: file.type, size: file.size } });
    if (avatarError({ name: file.name, type: file.type, size: file.size }) !== null) return; // refused before upload
    try {
      dispatch({ type: 'avatarUploaded', url: await uploadAvatar(platform, file) });
    } catch (error) {
      dispatch({ type: 'avatarFailed', message: errorText(error) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
    if (!summary.canSave) return;
    try {
      const saved = state.groupId === null ? await create.mutateAsync(summary.payload) : await edit.mutateAsync({ wallet_group_id: state.groupId, ...summary.payload });
      dispatch({ type: 'saved' });
      platform.toast.show({ kind: 'success', message: t(editing ? 'trackers.group.saved' : 'trackers.group.created'), durationMs: 3000 });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      dispatch({ type: 'saveFailed', message: errorText(error) });
    }
  };

  const avatar = state.avatar;
  const avatarText =
    avatar.status === 'uploading' ? t('trackers.group.avatarUploading')
    : avatar.status === 'error' ? (avatar.error === 'upload' ? t('trackers.group.error.avatarUpload', { message: avatar.message ?? '' }) : t(AVATAR_ERROR_KEYS[avatar.error]))
    : t('trackers.group.avatarHint');

  return (
    <Dialog open onClose={onClose} title={t(editing ? 'trackers.group.editTitle' : 'trackers.group.createTitle')} width={400} closeLabel={t('trackers.dialog.close')}>
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <AvatarRow>
          <GroupAvatar name={summary.payload.name || '#'} src={avatar.status === 'ready' ? avatar.url : ''} size={56} />
          <div>
            <input ref={fileRef} type="file" accept={AVATAR_ACCEPT} hidden aria-hidden="true" tabIndex={-1} data-testid="group-avatar-input" onChange={(event) => void pick(event)} />
            <AvatarButtons>
              <Button type="button" size="sm" variant="secondary" aria-describedby={avatarStatusId} onClick={() => fileRef.current?.click()} disabled={avatar.status === 'uploading'}>
                {t(avatar.status === 'ready' ? 'trackers.group.avatarChange' : 'trackers.group.avatarUpload')}
              </Button>
              {avatar.status === 'ready' && (
                <Button type="button" size="sm" variant="ghost" onClick={() => dispatch({ type: 'avatarRemoved' })}>
                  {t('trackers.group.avatarRemove')}
                </Button>
              )}
            </AvatarButtons>
            <AvatarStatus id={avatarStatusId} role={avatar.status === 'error' ? 'alert' : 'status'} data-error={avatar.status === 'error' || undefined}>
              {avatarText}
            </AvatarStatus>
          </div>
        </AvatarRow>
        <TextField
          label={t('trackers.group.name')}
          value={state.name}
          onChange={(event) => dispatch({ type: 'name', value: event.target.value })}
          error={summary.nameError ? t(FIELD_ERROR_KEYS[summary.nameError]) : undefined}
          suffix={<Counter>{`${summary.nameLength}/${ACCOUNT.nameMaxLength}`}</Counter>}
          autoComplete="off"
          data-autofocus
        />
        <TextArea
          id={`${avatarStatusId}-description`}
          label={t('trackers.group.description')}
          value={state.description}
          rows={3}
          counter={{ length: summary.descriptionLength, max: ACCOUNT.descriptionMaxLength }}
          error={summary.descriptionError ? t(FIELD_ERROR_KEYS[summary.descriptionError]) : undefined}
          onChange={(event) => dispatch({ type: 'description', value: event.target.value })}
        />
        {state.serverError !== null && (
          <DialogText data-tone="error" role="alert">
            {state.serverError}
          </DialogText>
        )}
        <DialogActions>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('trackers.dialog.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={state.saving || avatar.status === 'uploading'}>
            {t(editing ? 'trackers.group.save' : 'trackers.group.create')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}


const AvatarRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space4};
`;

const AvatarButtons = styled.div`
  display: flex;
  gap: ${vars.size.space2};
`;

const AvatarStatus = styled.p`
  margin: ${vars.size.space2} 0 0;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
  &[data-error] { color: ${vars.color.down}; }
`;

const Counter = styled.span`
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
  font-variant-numeric: tabular-nums;
  &[data-over] { color: ${vars.color.down}; }
`;



