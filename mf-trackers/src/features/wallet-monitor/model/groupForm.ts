import { ACCOUNT } from '@nova/shared-contracts';
import type { WalletGroup } from '@nova/shared-contracts';

/**
 * The wallet group dialog (spec 2 §2, §4 "Wallet group dialog", §5): name required, at most 30
 * characters after trimming; description at most 200; avatar png, jpg, jpeg or webp under 2 MB,
 * refused here before any upload (the server refuses it too).
 */

export type GroupFieldError = 'nameRequired' | 'nameTooLong' | 'descriptionTooLong';
export type AvatarError = 'avatarTooLarge' | 'avatarType';

export interface AvatarFile {
  name: string;
  type: string;
  size: number;
}

const MIME_OF: Record<string, readonly string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/jpg'],
  jpeg: ['image/jpeg', 'image/jpg'],
  webp: ['image/webp'],
};

/** The extension of a file name, lower case ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Null when the avatar may be uploaded: an accepted extension whose MIME type agrees (when the browser gives one), under 2 MB. */
export function avatarError(file: AvatarFile): AvatarError | null {
  const extension = extensionOf(file.name);
  const accepted = (ACCOUNT.avatarTypes as readonly string[]).includes(extension);
  if (!accepted || (file.type !== '' && !(MIME_OF[extension] ?? []).includes(file.type.toLowerCase()))) return 'avatarType';
  if (file.size >= ACCOUNT.avatarMaxBytes) return 'avatarTooLarge';
  return null;
}

/** The `accept` attribute of the avatar picker. */
export const AVATAR_ACCEPT = ACCOUNT.avatarTypes.map((type) => `.${type}`).join(',');

export type AvatarState = { status: 'none' } | { status: 'uploading'; fileName: string } | { status: 'ready'; url: string } | { status: 'error'; error: AvatarError | 'upload'; message?: string };

export interface GroupFormState {
  /** The group being edited; null when creating. */
  groupId: string | null;
  name: string;
  description: string;
  avatar: AvatarState;
  /** Errors show once the user typed in a field or tried to save. */
  touched: { name: boolean; description: boolean };
  submitted: boolean;
  saving: boolean;
  serverError: string | null;
}

export type GroupFormAction =
  | { type: 'name'; value: string }
  | { type: 'description'; value: string }
  | { type: 'avatarPicked'; file: AvatarFile }
  | { type: 'avatarUploaded'; url: string }
  | { type: 'avatarFailed'; message: string }
  | { type: 'avatarRemoved' }
  | { type: 'submit' }
  | { type: 'saved' }
  | { type: 'saveFailed'; message: string };

export function initialGroupForm(group?: Pick<WalletGroup, 'wallet_group_id' | 'name' | 'description' | 'img_url'>): GroupFormState {
  return {
    groupId: group?.wallet_group_id ?? null,
    name: group?.name ?? '',
    description: group?.description ?? '',
    avatar: group && group.img_url !== '' ? { status: 'ready', url: group.img_url } : { status: 'none' },
    touched: { name: false, description: false },
    submitted: false,
    saving: false,
    serverError: null,
  };
}

export function groupFormReducer(state: GroupFormState, action: GroupFormAction): GroupFormState {
  switch (action.type) {
    case 'name':
      return { ...state, name: action.value, touched: { ...state.touched, name: true }, serverError: null };
    case 'description':
      return { ...state, description: action.value, touched: { ...state.touched, description: true }, serverError: null };
    case 'avatarPicked': {
      const error = avatarError(action.file);
      return { ...state, avatar: error ? { status: 'error', error } : { status: 'uploading', fileName: action.file.name } };
    }
    case 'avatarUploaded':
      return state.avatar.status === 'uploading' ? { ...state, avatar: { status: 'ready', url: action.url } } : state;
    case 'avatarFailed':
      return state.avatar.status === 'uploading' ? { ...state, avatar: { status: 'error', error: 'upload', message: action.message } } : state;
    case 'avatarRemoved':
      return { ...state, avatar: { status: 'none' } };
    case 'submit':
      return fieldErrors(state).length > 0 || state.avatar.status === 'uploading' ? { ...state, submitted: true } : { ...state, submitted: true, saving: true, serverError: null };
    case 'saved':
      return { ...state, saving: false };
    case 'saveFailed':
      return { ...state, saving: false, serverError: action.message };
  }
}

/** The field errors of the name and description (whether shown or not). */
export function fieldErrors(state: Pick<GroupFormState, 'name' | 'description'>): Array<{ field: 'name' | 'description'; error: GroupFieldError }> {
  const errors: Array<{ field: 'name' | 'description'; error: GroupFieldError }> = [];
  const name = state.name.trim();
  if (name === '') errors.push({ field: 'name', error: 'nameRequired' });
  else if ([...name].length > ACCOUNT.nameMaxLength) errors.push({ field: 'name', error: 'nameTooLong' });
  if ([...state.description.trim()].length > ACCOUNT.descriptionMaxLength) errors.push({ field: 'description', error: 'descriptionTooLong' });
  return errors;
}

export interface GroupFormSummary {
  nameError: GroupFieldError | null;
  descriptionError: GroupFieldError | null;
  /** Characters used, for the counters. */
  nameLength: number;
  descriptionLength: number;
  canSave: boolean;
  /** What is sent (trimmed) when it can be saved. */
  payload: { name: string; description: string; img_url: string };
}

/** What the dialog shows and sends, derived from the state. */
export function summarizeGroupForm(state: GroupFormState): GroupFormSummary {
  const errors = fieldErrors(state);
  const shown = (field: 'name' | 'description') => (state.touched[field] || state.submitted ? (errors.find((e) => e.field === field)?.error ?? null) : null);
  return {
    nameError: shown('name'),
    descriptionError: shown('description'),
    nameLength: [...state.name.trim()].length,
    descriptionLength: [...state.description.trim()].length,
    canSave: errors.length === 0 && state.avatar.status !== 'uploading' && !state.saving,
    payload: { name: state.name.trim(), description: state.description.trim(), img_url: state.avatar.status === 'ready' ? state.avatar.url : '' },
  };
}
