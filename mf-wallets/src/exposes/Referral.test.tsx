import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUsd } from '@nova/shared-ui';
import type { StoredSession } from '@nova/platform-double';
import { TEST_API_URL, renderWithPlatform, simSession } from '@nova/platform-double/testing';
import Referral from './Referral';
import { callSim } from '../test/sim';

const refCodeOf = async (session: StoredSession) => (await callSim('rebateInfo', {}, session.access_token)).ref_code;

/** A new user who binds `code` and, with `trade`, buys 1 SOL of a liquid token (earning the referrer a rebate). */
async function invitee(code: string, trade = false): Promise<StoredSession> {
  const session = await simSession();
  await callSim('rebateBind', { ref_code: code }, session.access_token);
  if (trade) {
    const { tokens } = await callSim('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
    const token = tokens.find((t) => t.security_info.is_pixiu === 0);
    if (!token) throw new Error('no tradable Solana token in the sim');
    await callSim('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '1', slippage: 0.5 }, session.access_token);
  }
  return session;
}

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('Referral page frame', () => {
  it('links the three views through the Referral tab list', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Referral view="affiliate" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate plan' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Referral' });
    expect(within(tabs).getByRole('tab', { name: 'Affiliate plan' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Invite plan' }));
    await user.click(within(tabs).getByRole('tab', { name: 'Bind invite code' }));
    expect(platform.navigations).toEqual(['/referral', '/bind-code']);
  });

  it('bind and invite plan ask a visitor to log in and come back to the same page', async () => {
    const user = userEvent.setup();
    const { platform, unmount } = renderWithPlatform(<Referral view="bind" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bind invite code' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    const asked: unknown[] = [];
    platform.session.requestLogin = async (options) => {
      asked.push(options);
      return false;
    };
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    unmount();
    const plan = renderWithPlatform(<Referral view="plan" />);
    plan.platform.session.requestLogin = async (options) => {
      asked.push(options);
      return false;
    };
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(asked).toEqual([{ redirectTo: '/bind-code' }, { redirectTo: '/referral' }]);
  });
});

describe('Bind invite code', () => {
  it('prefills the code stored by the host, shows its cash-back rate, binds it and shows the bound code', async () => {
    const user = userEvent.setup();
    const code = await refCodeOf(await simSession());
    sessionStorage.setItem('nova.referrer.v1', JSON.stringify({ ref: code }));
    const session = await simSession();
    renderWithPlatform(<Referral view="bind" />, { session });
    const field = await screen.findByLabelText('Invitation code');
    expect(field).toHaveValue(code);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Cash-back rate of this code: 30.00%'));
    await user.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Invite code ${code} is now bound to your account.`);
    expect(await screen.findByText('Your account is bound to invite code')).toBeInTheDocument();
    expect(screen.getByText(code)).toBeInTheDocument();
    expect((await callSim('rebateInfo', {}, session.access_token)).referrer_code).toBe(code);
  });

  it('prefers the ref_code URL parameter to the stored code', async () => {
    const code = await refCodeOf(await simSession());
    sessionStorage.setItem('nova.referrer.v1', JSON.stringify({ ref: 'STORED1' }));
    window.history.replaceState(null, '', `/bind-code?ref_code=${code}`);
    renderWithPlatform(<Referral view="bind" />, { session: await simSession() });
    expect(await screen.findByLabelText('Invitation code')).toHaveValue(code);
  });

  it('keeps Bind disabled while the code is blank', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Referral view="bind" />, { session: await simSession() });
    const field = await screen.findByLabelText('Invitation code');
    expect(screen.getByRole('button', { name: 'Bind' })).toBeDisabled();
    await user.type(field, '   ');
    expect(screen.getByRole('button', { name: 'Bind' })).toBeDisabled();
    await user.type(field, 'X');
    expect(screen.getByRole('button', { name: 'Bind' })).toBeEnabled();
  });

  it('shows why the server refused the code and keeps what was typed', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const own = await refCodeOf(session);
    renderWithPlatform(<Referral view="bind" />, { session });
    const field = await screen.findByLabelText('Invitation code');
    await user.type(field, own);
    await user.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('you cannot bind your own invite code');
    expect(field).toHaveValue(own);
  });

  it('says an unknown code is unknown before binding', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Referral view="bind" />, { session: await simSession() });
    await user.type(await screen.findByLabelText('Invitation code'), 'NOPE00');
    expect(await screen.findByRole('alert')).toHaveTextContent('unknown invite code');
  });

  it('an account already bound sees its referrer code instead of the form', async () => {
    const code = await refCodeOf(await simSession());
    const session = await invitee(code);
    renderWithPlatform(<Referral view="bind" />, { session });
    expect(await screen.findByText(code)).toBeInTheDocument();
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
  });
});

describe('Invite plan', () => {
  it('shows the own code and the invite link with the locale prefix, its QR code, and copies the link, in the page\u2019s language', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const code = await refCodeOf(session);
    renderWithPlatform(<Referral view="plan" />, { session, locale: 'de' });
    const invite = await screen.findByRole('region', { name: 'Deine Einladung' });
    const link = `${window.location.origin}/de/r/${code}`;
    expect(within(invite).getByRole('status', { name: 'Empfehlungscode' })).toHaveTextContent(code);
    expect(within(invite).getByRole('status', { name: 'Einladungslink' })).toHaveTextContent(link);
    expect(within(invite).getByRole('img', { name: 'QR-Code deines Einladungslinks' })).toHaveAttribute('data-value', link);
    await user.click(within(invite).getByRole('button', { name: 'Link kopieren' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(within(invite).getByRole('button', { name: 'Code kopieren' }));
    expect(await navigator.clipboard.readText()).toBe(code);
  });

  it('a new referrer sees zero figures, Claim disabled and the empty states of every list', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Referral view="plan" />, { session: await simSession() });
    const summary = await screen.findByLabelText('Rebate summary');
    expect(within(summary).getByText('Invitees').nextSibling).toHaveTextContent('0');
    expect(within(summary).getByText('Rebate rate').nextSibling).toHaveTextContent('30.00%');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(await screen.findByText('No invitees yet. Share your invite link to start earning.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rebates' }));
    expect(await screen.findByText('No rebates yet. They appear when your invitees trade.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    expect(await screen.findByText('No claims yet.')).toBeInTheDocument();
  });

  it('claims the open rebates once, even on a double click, into the perpetuals account whose balance rises, then lists the claim', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    await invitee(await refCodeOf(session), true);
    const before = await callSim('rebateInfo', {}, session.access_token);
    expect(Number(before.claimable_usd)).toBeGreaterThan(0);
    const keys: Array<string | null> = [];
    const { platform } = renderWithPlatform(<Referral view="plan" />, {
      session,
      // records the key, then falls through to the sim (a resolver that returns nothing passes the request on)
      handlers: [http.post(`${TEST_API_URL}/v1/rebate/claim`, ({ request }) => void keys.push(request.headers.get('idempotency-key')))],
    });
    const usd = (value: string | number) => formatUsd(value, { locale: 'en', compact: false });

    const invitees = await screen.findByRole('table', { name: 'Invitees' });
    expect(within(invitees).getAllByRole('row')).toHaveLength(2);
    const summary = screen.getByLabelText('Rebate summary');
    expect(within(summary).getByText('Paid into').nextSibling).toHaveTextContent('EVM perpetuals account');
    expect(within(summary).getByText('Perpetuals balance').nextSibling).toHaveTextContent(usd(before.payout_balance_usd));
    const claim = screen.getByRole('button', { name: 'Claim' });
    await user.dblClick(claim);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled());
    const after = await callSim('rebateInfo', {}, session.access_token);
    expect(Number(after.payout_balance_usd)).toBeCloseTo(Number(before.payout_balance_usd) + Number(before.claimable_usd), 8);
    await waitFor(() =>
      expect(platform.toast.shown()).toContainEqual({ kind: 'success', message: `Claimed ${usd(before.claimable_usd)} into your EVM perpetuals account. Its balance is now ${usd(after.payout_balance_usd)}.` }),
    );
    await waitFor(() => expect(within(summary).getByText('Perpetuals balance').nextSibling).toHaveTextContent(usd(after.payout_balance_usd)));

    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const claims = await callSim('rebateClaimRecords', {}, session.access_token);
    expect(claims.total).toBe(1);
    expect(claims.list[0]?.amount_usd).toBe(before.claimable_usd);
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    const table = await screen.findByRole('table', { name: 'Claims' });
    expect(within(table).getByText(claims.list[0]!.claim_id)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rebates' }));
    expect(within(await screen.findByRole('table', { name: 'Rebates' })).getAllByText('Claimed').length).toBeGreaterThan(0);
  });

  it("shows an invitee their cash back on their own trade, claimable like a rebate", async () => {
    const user = userEvent.setup();
    const referrer = await simSession();
    const session = await invitee(await refCodeOf(referrer), true);
    const info = await callSim('rebateInfo', {}, session.access_token);
    expect(Number(info.claimable_usd)).toBeGreaterThan(0);
    renderWithPlatform(<Referral view="plan" />, { session });
    const summary = await screen.findByLabelText('Rebate summary');
    expect(within(summary).getByText('Claimable').nextSibling).toHaveTextContent(formatUsd(info.claimable_usd, { locale: 'en', compact: false }));
    await user.click(screen.getByRole('tab', { name: 'Rebates' }));
    const row = within(await screen.findByRole('table', { name: 'Rebates' })).getByRole('row', { name: /Your cash back/ });
    expect(row).toHaveTextContent(formatUsd(info.claimable_usd, { locale: 'en', compact: false }));
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('shows why a claim failed and sends it only once', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    await invitee(await refCodeOf(session), true);
    let calls = 0;
    renderWithPlatform(<Referral view="plan" />, {
      session,
      handlers: [
        http.post(`${TEST_API_URL}/v1/rebate/claim`, () => {
          calls += 1;
          return HttpResponse.json({ code: 500, message: 'rebate ledger busy' }, { status: 500 });
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Claim failed: rebate ledger busy');
    expect(calls).toBe(1);
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('pages the invitee list 20 rows at a time', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const code = await refCodeOf(session);
    for (let i = 0; i < 21; i += 1) await invitee(code);
    renderWithPlatform(<Referral view="plan" />, { session });
    const table = await screen.findByRole('table', { name: 'Invitees' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const pager = screen.getByRole('navigation', { name: 'Invitees pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Invitees pages' })).toHaveTextContent('Page 2 of 2'));
    expect(within(await screen.findByRole('table', { name: 'Invitees' })).getAllByRole('row')).toHaveLength(2);
  });
});

describe('Affiliate plan', () => {
  it('explains the programme to a visitor and opens login toward the invite plan', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Referral view="affiliate" />);
    const tiers = screen.getByRole('table', { name: 'Rebate tiers' });
    expect(within(tiers).getByRole('row', { name: /Referrer/ })).toHaveTextContent('30%');
    const asked: unknown[] = [];
    platform.session.requestLogin = async (options) => {
      asked.push(options);
      return false;
    };
    await user.click(screen.getByRole('button', { name: 'Log in to start inviting' }));
    expect(asked).toEqual([{ redirectTo: '/referral' }]);
  });

  it('sends a signed-in user to the invite plan', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Referral view="affiliate" />, { session: await simSession() });
    await user.click(screen.getByRole('button', { name: 'Start inviting' }));
    expect(platform.navigations).toEqual(['/referral']);
  });
});
