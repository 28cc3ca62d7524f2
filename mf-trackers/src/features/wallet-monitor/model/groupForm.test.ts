import { describe, expect, it } from 'vitest';
import { avatarError, fieldErrors, groupFormReducer, initialGroupForm, summarizeGroupForm } from './groupForm';
import type { GroupFormAction, GroupFormState } from './groupForm';

const MB = 1024 * 1024;
const run = (actions: GroupFormAction[], state: GroupFormState = initialGroupForm()) => actions.reduce(groupFormReducer, state);

describe('group validation (spec 2 §5)', () => {
  it('requires a name, trimmed, and allows at most 30 characters', () => {
    expect(fieldErrors({ name: '', description: '' })).toEqual([{ field: 'name', error: 'nameRequired' }]);
    expect(fieldErrors({ name: '   ', description: '' })).toEqual([{ field: 'name', error: 'nameRequired' }]);
    expect(fieldErrors({ name: 'x'.repeat(30), description: '' })).toEqual([]);
    expect(fieldErrors({ name: `  ${'x'.repeat(30)}  `, description: '' })).toEqual([]);
    expect(fieldErrors({ name: 'x'.repeat(31), description: '' })).toEqual([{ field: 'name', error: 'nameTooLong' }]);
    // Characters, not UTF-16 units: 30 emoji are 30 characters.
    expect(fieldErrors({ name: '🐳'.repeat(30), description: '' })).toEqual([]);
  });

  it('allows a description of at most 200 characters', () => {
    expect(fieldErrors({ name: 'ok', description: 'd'.repeat(200) })).toEqual([]);
    expect(fieldErrors({ name: 'ok', description: 'd'.repeat(201) })).toEqual([{ field: 'description', error: 'descriptionTooLong' }]);
  });

  it('accepts png, jpg, jpeg and webp avatars under 2 MB only', () => {
    expect(avatarError({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(avatarError({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(avatarError({ name: 'a.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(avatarError({ name: 'a.webp', type: 'image/webp', size: 2 * MB - 1 })).toBeNull();
    expect(avatarError({ name: 'a.webp', type: '', size: 10 })).toBeNull();
    expect(avatarError({ name: 'a.png', type: 'image/png', size: 2 * MB })).toBe('avatarTooLarge');
    expect(avatarError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('avatarType');
    expect(avatarError({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('avatarType');
    expect(avatarError({ name: 'png', type: 'image/png', size: 10 })).toBe('avatarType');
    // A name that lies about its content type is refused too.
    expect(avatarError({ name: 'a.png', type: 'image/gif', size: 10 })).toBe('avatarType');
  });
});

describe('group form reducer', () => {
  it('shows errors only after typing or a save attempt, and does not save an invalid form', () => {
    const fresh = initialGroupForm();
    expect(summarizeGroupForm(fresh).nameError).toBeNull();
    const tried = run([{ type: 'submit' }]);
    expect(tried.saving).toBe(false);
    expect(summarizeGroupForm(tried).nameError).toBe('nameRequired');
    const typed = run([{ type: 'description', value: 'x'.repeat(201) }]);
    expect(summarizeGroupForm(typed)).toMatchObject({ nameError: null, descriptionError: 'descriptionTooLong', canSave: false });
  });

  it('refuses a bad avatar before upload, waits for an upload, and sends the trimmed values with the uploaded path', () => {
    const refused = run([{ type: 'avatarPicked', file: { name: 'big.png', type: 'image/png', size: 3 * 1024 * 1024 } }]);
    expect(refused.avatar).toEqual({ status: 'error', error: 'avatarTooLarge' });
    const uploading = run([{ type: 'name', value: '  Snipers ' }, { type: 'avatarPicked', file: { name: 'me.png', type: 'image/png', size: 100 } }]);
    expect(uploading.avatar.status).toBe('uploading');
    expect(summarizeGroupForm(uploading).canSave).toBe(false);
    expect(run([{ type: 'submit' }], uploading).saving).toBe(false);
    const ready = run([{ type: 'avatarUploaded', url: 'http://sim/uploads/a.png' }], uploading);
    expect(summarizeGroupForm(ready)).toMatchObject({ canSave: true, payload: { name: 'Snipers', description: '', img_url: 'http://sim/uploads/a.png' } });
    const saving = run([{ type: 'submit' }], ready);
    expect(saving.saving).toBe(true);
    expect(run([{ type: 'saveFailed', message: 'no such group' }], saving)).toMatchObject({ saving: false, serverError: 'no such group' });
  });

  it('keeps an upload failure as an error and ignores a late answer after the avatar was removed', () => {
    const picked = run([{ type: 'avatarPicked', file: { name: 'me.webp', type: 'image/webp', size: 100 } }]);
    expect(run([{ type: 'avatarFailed', message: 'accepted types: png' }], picked).avatar).toEqual({ status: 'error', error: 'upload', message: 'accepted types: png' });
    expect(run([{ type: 'avatarRemoved' }, { type: 'avatarUploaded', url: 'late' }], picked).avatar).toEqual({ status: 'none' });
  });

  it('starts an edit from the group, with its avatar', () => {
    const state = initialGroupForm({ wallet_group_id: 'g1', name: 'Whales', description: 'big', img_url: 'http://x/a.png' });
    expect(state).toMatchObject({ groupId: 'g1', name: 'Whales', avatar: { status: 'ready', url: 'http://x/a.png' } });
    expect(summarizeGroupForm(state).payload).toEqual({ name: 'Whales', description: 'big', img_url: 'http://x/a.png' });
  });
});
