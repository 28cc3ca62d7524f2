import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResult } from '@nova/shared-contracts';
import { renderApp } from '../../test/renderApp';
import { recordRequests, simApi, simLogin } from '@nova/platform-double/testing';
import { INVITE_MARKER_KEY } from './invite';

const INFO = '/v1/rebate/rebate_info';
const RATE = '/v1/rebate/ref_code/rate';
const BIND = '/v1/rebate/invite/bind';

let seq = 0;
/** A fresh sim user (nobody bound yet) and the invite code of another one. */
async function setup(): Promise<{ trader: LoginResult; code: string }> {
  seq += 1;
  const trader = simLogin(`invited-${seq}@nova.test`);
  const friend = simLogin(`friend-${seq}@nova.test`);
  const { ref_code } = await simApi(friend).call('rebateInfo', {});
  requests.paths.length = 0; // only what the page asks counts
  return { trader, code: ref_code };
}

let requests: ReturnType<typeof recordRequests>;
beforeEach(() => {
  localStorage.clear();
  requests = recordRequests();
});
afterEach(() => requests.stop());

describe('invite modal', () => {
  it('offers the invite code with its cash-back rate; Not now leaves a marker', async () => {
    const { trader, code } = await setup();
    renderApp(`/markets?ref=${code}`, { login: trader });
    const dialog = await screen.findByRole('dialog', { name: 'You are invited' });
    expect(within(dialog).getByLabelText('Invite code')).toHaveTextContent(code);
    expect(dialog).toHaveTextContent('30.00% cash back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', { name: 'You are invited' })).not.toBeInTheDocument();
    expect(localStorage.getItem(INVITE_MARKER_KEY)).toBe(code);
    expect(requests.paths.filter((path) => path.startsWith('/v1/rebate'))).toEqual([INFO, RATE]);
  });

  it('binds the code to the account once, even on a double click', async () => {
    const { trader, code } = await setup();
    const { platform } = renderApp(`/markets?i=${code}`, { login: trader });
    // The referral summary another screen holds in the one cache: stale once the code is bound.
    const summary = platform.services.queries.endpoint('rebateInfo', {});
    await platform.services.query.fetchQuery(summary);
    const dialog = await screen.findByRole('dialog', { name: 'You are invited' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You are invited' })).not.toBeInTheDocument());
    expect(requests.paths.filter((path) => path === BIND)).toHaveLength(1);
    expect(await screen.findByText(`Invite code ${code} is bound.`)).toBeInTheDocument();
    expect(localStorage.getItem(INVITE_MARKER_KEY)).toBeNull();
    expect((await simApi(trader).call('rebateInfo', {})).referrer_code).toBe(code);
    // Marked stale (refetched when a screen shows it again).
    expect(platform.services.query.getQueryState(summary.queryKey)?.isInvalidated).toBe(true);
  });

  it('keeps the modal open with the reason when binding fails', async () => {
    const { trader, code } = await setup();
    renderApp(`/markets?ref=${code}`, { login: trader });
    const dialog = await screen.findByRole('dialog', { name: 'You are invited' });
    // Bound meanwhile (another tab, another device): the sim refuses a second bind.
    await simApi(trader).call('rebateBind', { ref_code: code, account_id: trader.user.user_id });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already bound to an invite code');
    expect(within(dialog).getByRole('button', { name: 'Bind' })).toBeEnabled();
  });

  it('says the account is already bound instead, and stores that code', async () => {
    const { trader, code: old } = await setup();
    await simApi(trader).call('rebateBind', { ref_code: old, account_id: trader.user.user_id });
    const { code } = await setup();
    renderApp(`/markets?ref=${code}`, { login: trader });
    expect(await screen.findByText(`Your account is already bound to invite code ${old}.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'You are invited' })).not.toBeInTheDocument();
    expect(localStorage.getItem('nova.prefs.referrerCode')).toBe(JSON.stringify(old));
  });

  it('stays quiet with a marker and on a campaign link; the plain link then offers the code', async () => {
    const { trader, code } = await setup();
    localStorage.setItem(INVITE_MARKER_KEY, code);
    const { unmount } = renderApp(`/markets?ref=${code}`, { login: trader });
    unmount();
    localStorage.removeItem(INVITE_MARKER_KEY);
    renderApp(`/markets?ref=${code}&utm_cmp=spring`, { login: trader }).unmount();
    // Then the same link without either: the offer opens, and its two requests are the only ones.
    renderApp(`/markets?ref=${code}`, { login: trader });
    expect(await screen.findByRole('dialog', { name: 'You are invited' })).toBeInTheDocument();
    expect(requests.paths.filter((path) => path.startsWith('/v1/rebate'))).toEqual([INFO, RATE]);
  });

  it('opens the login for a visitor who comes with a code', async () => {
    const { code } = await setup();
    const { platform } = renderApp(`/markets?ref=${code}`);
    await waitFor(() => expect(platform.login.get().drawer).toBe(true));
  });
});
