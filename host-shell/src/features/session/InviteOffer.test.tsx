import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@nova/shared-contracts';
import type { PlatformServices } from '@nova/shared-contracts';
import { renderApp } from '../../test/renderApp';
import { INVITE_MARKER_KEY } from './invite';

type Call = PlatformServices['api']['call'];

function fakeApi(overrides: { referrer?: string; bind?: () => unknown } = {}) {
  const calls: { name: string; request: unknown }[] = [];
  const answers: Record<string, (request: unknown) => unknown> = {
    rebateInfo: () => ({ ref_code: 'MINE01', referrer_code: overrides.referrer ?? '', self_ratio: 0.3, invitee_count: 0, total_rebate_usd: '0', claimable_usd: '0', claimed_usd: '0' }),
    rebateRate: (request) => ({ ref_code: (request as { ref_code: string }).ref_code, self_ratio: 0.3 }),
    rebateAccounts: () => ({ list: [{ account_id: 'acc-1', referral_code: 'MINE01', ref_code: '' }] }),
    rebateBind: overrides.bind ?? ((request) => ({ ref_code: (request as { ref_code: string }).ref_code, bound: true })),
  };
  const call = vi.fn(async (name: string, request: unknown) => {
    calls.push({ name, request });
    const answer = answers[name];
    if (!answer) return new Promise(() => undefined);
    return answer(request);
  });
  return { call: call as unknown as Call, calls };
}

beforeEach(() => localStorage.clear());

describe('invite modal', () => {
  it('offers the invite code with its cash-back rate; Not now leaves a marker', async () => {
    const api = fakeApi();
    renderApp('/markets?ref=FRIEND1', { signedIn: true, api: api.call });
    const dialog = await screen.findByRole('dialog', { name: 'You are invited' });
    expect(within(dialog).getByLabelText('Invite code')).toHaveTextContent('FRIEND1');
    expect(dialog).toHaveTextContent('30.00% cash back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', { name: 'You are invited' })).not.toBeInTheDocument();
    expect(localStorage.getItem(INVITE_MARKER_KEY)).toBe('FRIEND1');
    expect(api.calls.map((c) => c.name)).toEqual(['rebateInfo', 'rebateRate']);
  });

  it('binds the code to the account once, even on a double click', async () => {
    const api = fakeApi();
    renderApp('/markets?i=FRIEND1', { signedIn: true, api: api.call });
    const dialog = await screen.findByRole('dialog', { name: 'You are invited' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You are invited' })).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.name === 'rebateBind')).toEqual([{ name: 'rebateBind', request: { ref_code: 'FRIEND1', account_id: 'acc-1' } }]);
    expect(await screen.findByText('Invite code FRIEND1 is bound.')).toBeInTheDocument();
    expect(localStorage.getItem(INVITE_MARKER_KEY)).toBeNull();
  });

  it('keeps the modal open with the reason when binding fails', async () => {
    const api = fakeApi({
      bind: () => {
        throw new ApiError(400, 'invite code FRIEND1 does not exist');
      },
    });
    renderApp('/markets?ref=FRIEND1', { signedIn: true, api: api.call });
    const dialog = await screen.findByRole('dialog', { name: 'You are invited' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('invite code FRIEND1 does not exist');
    expect(within(dialog).getByRole('button', { name: 'Bind' })).toBeEnabled();
  });

  it('says the account is already bound instead, and stores that code', async () => {
    const api = fakeApi({ referrer: 'OLDREF' });
    renderApp('/markets?ref=FRIEND1', { signedIn: true, api: api.call });
    expect(await screen.findByText('Your account is already bound to invite code OLDREF.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'You are invited' })).not.toBeInTheDocument();
    expect(localStorage.getItem('nova.prefs.referrerCode')).toBe('"OLDREF"');
  });

  it('stays quiet with a marker, on a campaign link, and without a code', async () => {
    localStorage.setItem(INVITE_MARKER_KEY, 'FRIEND1');
    const marked = fakeApi();
    const { unmount } = renderApp('/markets?ref=FRIEND1', { signedIn: true, api: marked.call });
    unmount();
    localStorage.removeItem(INVITE_MARKER_KEY);
    const campaign = fakeApi();
    renderApp('/markets?ref=FRIEND1&utm_cmp=spring', { signedIn: true, api: campaign.call }).unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(marked.calls.filter((c) => c.name.startsWith('rebate'))).toEqual([]);
    expect(campaign.calls.filter((c) => c.name.startsWith('rebate'))).toEqual([]);
  });

  it('opens the login for a visitor who comes with a code', async () => {
    const { platform } = renderApp('/markets?ref=FRIEND1');
    await waitFor(() => expect(platform.login.get().drawer).toBe(true));
  });
});
