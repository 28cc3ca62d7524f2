import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { engine, simLogin } from '@nova/platform-double/testing';

const EVM = '0x9858effd232b4033e47d90003d41ec34ecaeda94';

let seq = 0;
/** A fresh sim user whose holdings are exactly `balances` (sim balance keys: `<chain>|` native, `perp|SOL`, `perp|EVM`). */
function userWith(balances: Record<string, string>) {
  const login = simLogin(`drawer-${++seq}@nova.test`);
  const id = login.user.user_id;
  for (const [key] of [...engine.state.balances.entries()]) if (key.startsWith(`${id}|`)) engine.state.balances.delete(key);
  for (const [suffix, amount] of Object.entries(balances)) engine.state.balances.set(`${id}|${suffix}`, amount);
  return login;
}

const SPOT = { 'solana|': '2', 'bsc|': '1', 'arbitrum|': '1' };
const usd = (text: string) => Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, ''));

describe('profile drawer', () => {
  it('shows a MetaMask user their own 0x address, ETH/BSC/Base/layer-2 holdings only, and My wallet on the explorer', async () => {
    const user = userEvent.setup();
    renderApp('/markets', { login: userWith(SPOT), user: { email: undefined, authMethod: 'wallet', wallet_type: 'metamask', sol_address: 'So1anaAddre55', evm_address: EVM } });
    await user.click(await screen.findByRole('button', { name: 'Account: 0x9858…da94' }));
    const drawer = await screen.findByRole('dialog', { name: 'MetaMask' });
    expect(within(drawer).getByRole('status', { name: 'Your address' })).toHaveTextContent('0x9858…da94');
    const holdings = await within(drawer).findByRole('list', { name: 'Holdings' });
    expect(within(holdings).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('BNB')]);
    expect(within(drawer).queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: /My wallet/ })).toHaveAttribute('href', `https://etherscan.io/address/${EVM}`);
  });

  it('lists a Phantom user\u2019s Solana holdings only and opens their own wallet in the app', async () => {
    const user = userEvent.setup();
    renderApp('/markets', { login: userWith(SPOT), user: { email: undefined, authMethod: 'wallet', wallet_type: 'phantom', sol_address: 'So1anaAddre55', evm_address: EVM } });
    await user.click(await screen.findByRole('button', { name: 'Account: So1ana…re55' }));
    const drawer = await screen.findByRole('dialog', { name: 'Phantom' });
    const holdings = await within(drawer).findByRole('list', { name: 'Holdings' });
    expect(within(holdings).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['SOL']);
    expect(within(drawer).getByRole('link', { name: 'My wallet' })).toHaveAttribute('href', '/wallets/solana/So1anaAddre55');
  });

  it('gives a custodial user Deposit and Withdraw, cycles the balance card and shows the perp cards with their Withdraw rule', async () => {
    const user = userEvent.setup();
    const login = userWith({ ...SPOT, 'perp|SOL': '0', 'perp|EVM': '40' });
    renderApp('/markets', { login });
    await user.click(await screen.findByRole('button', { name: `Account: ${login.user.email}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Custodial wallet' });
    expect(within(drawer).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    // 2 SOL + 1 BNB + 1 ETH at the sim's moving native prices, and 40 USD in the EVM perp account.
    const card = await within(drawer).findByRole('button', { name: /^Total balance: \$[\d,]+\.\d\d\. Show Spot balance$/ });
    const total = usd(card.getAttribute('aria-label') ?? card.textContent ?? '');
    await user.click(card);
    const spot = within(drawer).getByRole('button', { name: /^Spot balance: \$[\d,]+\.\d\d\./ });
    expect(usd(spot.getAttribute('aria-label') ?? spot.textContent ?? '') + 40).toBeCloseTo(total, 2);
    await user.click(within(drawer).getByRole('button', { name: /^Spot balance/ }));
    expect(within(drawer).getByRole('button', { name: /^Perpetual balance: \$40\.00\./ })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: 'Perp' }));
    const sol = within(drawer).getByRole('listitem', { name: 'SOL perpetual account' });
    const evm = within(drawer).getByRole('listitem', { name: 'EVM perpetual account' });
    expect(within(sol).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(within(evm).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    expect(within(sol).getByRole('button', { name: 'Convert' })).toBeEnabled();
  });

  it('chooses the Perp tab on the perpetual page and closes with the slide on a route change', async () => {
    const user = userEvent.setup();
    renderApp('/perps', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Account: trader@nova.test' }));
    const drawer = await screen.findByRole('dialog', { name: 'Custodial wallet' });
    expect(within(drawer).getByRole('tab', { name: 'Perp' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Invite plan' }));
    expect(drawer).toHaveAttribute('data-closing');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custodial wallet' })).toBeNull());
  });
});
