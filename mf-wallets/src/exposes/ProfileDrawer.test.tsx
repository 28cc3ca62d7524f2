import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@nova/shared-contracts';
import { HttpResponse, http } from 'msw';
import { TEST_API_URL, engine, renderWithPlatform, simLogin } from '@nova/platform-double/testing';
import ProfileDrawer from './ProfileDrawer';
import type { ProfileDrawerProps } from './ProfileDrawer';

const EVM = '0x9858effd232b4033e47d90003d41ec34ecaeda94';

let seq = 0;
/** A fresh sim user whose holdings are exactly `balances` (sim balance keys: `<chain>|` native, `perp|SOL`, `perp|EVM`). */
function userWith(balances: Record<string, string>, patch: Partial<LoginResult['user']> = {}): LoginResult {
  const login = simLogin(`drawer-${++seq}@nova.test`);
  const id = login.user.user_id;
  for (const [key] of [...engine.state.balances.entries()]) if (key.startsWith(`${id}|`)) engine.state.balances.delete(key);
  for (const [suffix, amount] of Object.entries(balances)) engine.state.balances.set(`${id}|${suffix}`, amount);
  return { ...login, user: { ...login.user, ...patch } };
}

const SPOT = { 'solana|': '2', 'bsc|': '1', 'arbitrum|': '1' };
const WALLET_USER = { email: undefined, authMethod: 'wallet', sol_address: 'So1anaAddre55', evm_address: EVM } as const;
const usd = (text: string) => Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, ''));

function renderDrawer(login: LoginResult, props: Partial<ProfileDrawerProps> = {}) {
  const handlers = { onClose: vi.fn(), openDialog: vi.fn(), onLanguage: vi.fn() };
  const languages = [
    { locale: 'en', name: 'English' },
    { locale: 'de', name: 'Deutsch' },
  ] as const;
  const view = renderWithPlatform(<ProfileDrawer page="markets" closing={false} languages={languages} {...handlers} {...props} />, { session: login });
  return { ...view, ...handlers };
}

describe('ProfileDrawer', { timeout: 20_000 }, () => {
  it('shows a MetaMask user their own 0x address, ETH/BSC/Base/layer-2 holdings only, and My wallet on the explorer', async () => {
    renderDrawer(userWith(SPOT, { ...WALLET_USER, wallet_type: 'metamask' }));
    const drawer = screen.getByRole('dialog', { name: 'MetaMask' });
    expect(within(drawer).getByRole('status', { name: 'Your address' })).toHaveTextContent('0x9858…da94');
    const holdings = await within(drawer).findByRole('list', { name: 'Holdings' });
    expect(within(holdings).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('BNB')]);
    expect(within(drawer).queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: /My wallet/ })).toHaveAttribute('href', `https://etherscan.io/address/${EVM}`);
  });

  it('lists a Phantom user\u2019s Solana holdings only and opens their own wallet in the app', async () => {
    const user = userEvent.setup();
    const { platform } = renderDrawer(userWith(SPOT, { ...WALLET_USER, wallet_type: 'phantom' }));
    const drawer = screen.getByRole('dialog', { name: 'Phantom' });
    const holdings = await within(drawer).findByRole('list', { name: 'Holdings' });
    expect(within(holdings).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['SOL']);
    const myWallet = within(drawer).getByRole('link', { name: 'My wallet' });
    expect(myWallet).toHaveAttribute('href', '/wallets/solana/So1anaAddre55');
    await user.click(myWallet);
    expect(platform.navigations).toEqual(['/wallets/solana/So1anaAddre55']);
  });

  it('offers a wallet login the perp card of its own wallet only: Phantom SOL, MetaMask EVM', async () => {
    const user = userEvent.setup();
    const phantom = renderDrawer(userWith({ 'perp|SOL': '5', 'perp|EVM': '40' }, { ...WALLET_USER, wallet_type: 'phantom', wallet_family: 'solana' }), { page: 'perps' });
    const cards = await within(screen.getByRole('dialog', { name: 'Phantom' })).findByRole('list', { name: 'Perpetual accounts' });
    expect(within(cards).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['SOL perpetual account']);
    // A wallet deposits from the wallet (the perps dialog signs it); Convert is a custodial balance's.
    expect(within(cards).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(cards).queryByRole('button', { name: 'Convert' })).toBeNull();
    phantom.unmount();
    renderDrawer(userWith({ 'perp|SOL': '5', 'perp|EVM': '40' }, { ...WALLET_USER, wallet_type: 'metamask', wallet_family: 'evm' }), { page: 'perps' });
    const drawer = screen.getByRole('dialog', { name: 'MetaMask' });
    const evmCards = await within(drawer).findByRole('list', { name: 'Perpetual accounts' });
    expect(within(evmCards).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['EVM perpetual account']);
    // The total counts the account the wallet can act on: 40 USD, not the SOL account's 5 beside it.
    await user.click(within(drawer).getByRole('button', { name: /^Total balance: / }));
    await waitFor(() => expect(usd(within(drawer).getByRole('button', { name: /^Spot balance: / }).getAttribute('aria-label') ?? '')).toBe(0));
    await user.click(within(drawer).getByRole('button', { name: /^Spot balance: / }));
    expect(usd(within(drawer).getByRole('button', { name: /^Perpetual balance: / }).getAttribute('aria-label') ?? '')).toBe(40);
  });

  it('copies a wallet user\u2019s own address and says so', async () => {
    const user = userEvent.setup();
    const { platform } = renderDrawer(userWith(SPOT, { ...WALLET_USER, wallet_type: 'phantom' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Phantom' })).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe('So1anaAddre55');
    expect(platform.toast.shown().map((toast) => toast.message)).toEqual(['Address copied']);
  });

  it('gives a custodial user Deposit and Withdraw, cycles the balance card and shows the perp cards with their Withdraw rule', async () => {
    const user = userEvent.setup();
    const { openDialog } = renderDrawer(userWith({ ...SPOT, 'perp|SOL': '0', 'perp|EVM': '40' }));
    const drawer = screen.getByRole('dialog', { name: 'Custodial wallet' });
    await user.click(within(drawer).getByRole('button', { name: 'Deposit' }));
    await user.click(within(drawer).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(drawer).getByRole('button', { name: 'Export recovery phrase' }));
    expect(openDialog.mock.calls).toEqual([['deposit'], ['withdraw'], ['recovery']]);
    // 2 SOL + 1 BNB + 1 ETH at the sim's moving native prices, and 40 USD in the EVM perp account.
    const card = await within(drawer).findByRole('button', { name: /^Total balance: \$[\d,]+\.\d\d\. Show Spot balance$/ });
    const total = usd(card.getAttribute('aria-label') ?? '');
    await user.click(card);
    const spot = within(drawer).getByRole('button', { name: /^Spot balance: \$[\d,]+\.\d\d\./ });
    expect(usd(spot.getAttribute('aria-label') ?? '') + 40).toBeCloseTo(total, 2);
    await user.click(within(drawer).getByRole('button', { name: /^Spot balance/ }));
    expect(within(drawer).getByRole('button', { name: /^Perpetual balance: \$40\.00\./ })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: 'Perp' }));
    const sol = within(drawer).getByRole('listitem', { name: 'SOL perpetual account' });
    const evm = within(drawer).getByRole('listitem', { name: 'EVM perpetual account' });
    expect(within(sol).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(within(evm).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    await user.click(within(evm).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(sol).getByRole('button', { name: 'Convert' }));
    expect(openDialog.mock.calls.slice(3)).toEqual([[{ perp: 'withdraw', chain: 'bsc' }], [{ perp: 'convert', chain: 'solana' }]]);
  });

  it('opens on the Perp tab on the perpetual page, follows Invite plan in the app, switches the language and logs out', async () => {
    const user = userEvent.setup();
    const { platform, onClose, onLanguage } = renderDrawer(userWith(SPOT), { page: 'perps' });
    const drawer = screen.getByRole('dialog', { name: 'Custodial wallet' });
    expect(within(drawer).getByRole('tab', { name: 'Perp' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Invite plan' }));
    expect(platform.navigations).toEqual(['/referral']);
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(onLanguage).toHaveBeenCalledWith('de');
    await user.click(within(drawer).getByRole('button', { name: 'Log out' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(platform.session.get().user).toBeNull());
  });

  it('says it is loading, then shows a failure of the balances with Retry, which recovers', async () => {
    const user = userEvent.setup();
    const login = userWith(SPOT);
    const handlers = { onClose: vi.fn(), openDialog: vi.fn(), onLanguage: vi.fn() };
    renderWithPlatform(<ProfileDrawer page="markets" closing={false} languages={[]} {...handlers} />, {
      session: login,
      handlers: [http.get(`${TEST_API_URL}/balance/list`, () => HttpResponse.json({ code: 400, message: 'balances down' }), { once: true })],
    });
    const drawer = screen.getByRole('dialog', { name: 'Custodial wallet' });
    expect(within(drawer).getByRole('status', { name: 'Loading balances' })).toBeInTheDocument();
    const failure = await within(drawer).findByRole('alert');
    expect(failure).toHaveTextContent('Could not load balances.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByRole('list', { name: 'Holdings' })).toBeInTheDocument();
  });
});
