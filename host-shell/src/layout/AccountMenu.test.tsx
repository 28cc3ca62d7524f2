import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Asset, PlatformServices } from '@nova/shared-contracts';
import { renderApp } from '../test/renderApp';

const EVM = '0x9858effd232b4033e47d90003d41ec34ecaeda94';

const asset = (chain: Asset['chain'], symbol: string, balance: string, value: string): Asset => ({
  chain,
  token: symbol === 'SOL' || symbol === 'BNB' || symbol === 'ETH' ? '' : symbol,
  token_name: symbol,
  token_symbol: symbol,
  decimals: 9,
  balance,
  token_value: value,
  token_price: '1',
  wallet_address: 'w',
});

const ASSETS = [asset('solana', 'SOL', '2', '300'), asset('bsc', 'BNB', '1', '600'), asset('arbitrum', 'ETH', '1', '3000'), asset('solana', 'BONK', '1000', '12.5')];
const PERP = [
  { chain_type: 'SOL', total: '0', unrealised_pnl: '0', available: '0' },
  { chain_type: 'EVM', total: '40', unrealised_pnl: '0', available: '40' },
];

const api = ((name: string) => {
  if (name === 'balanceList') return Promise.resolve({ list: ASSETS });
  if (name === 'perpFundStats') return Promise.resolve(PERP);
  return new Promise(() => undefined);
}) as PlatformServices['api']['call'];

describe('profile drawer', () => {
  it('shows a MetaMask user their own 0x address, ETH/BSC/Base/layer-2 holdings only, and My wallet on the explorer', async () => {
    const user = userEvent.setup();
    renderApp('/markets', { api, user: { email: undefined, authMethod: 'wallet', wallet_type: 'metamask', sol_address: 'So1anaAddre55', evm_address: EVM } });
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
    renderApp('/markets', { api, user: { email: undefined, authMethod: 'wallet', wallet_type: 'phantom', sol_address: 'So1anaAddre55', evm_address: EVM } });
    await user.click(await screen.findByRole('button', { name: 'Account: So1ana…re55' }));
    const drawer = await screen.findByRole('dialog', { name: 'Phantom' });
    const holdings = await within(drawer).findByRole('list', { name: 'Holdings' });
    expect(within(holdings).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['SOL', 'BONK']);
    expect(within(drawer).getByRole('link', { name: 'My wallet' })).toHaveAttribute('href', '/wallets/solana/So1anaAddre55');
  });

  it('gives a custodial user Deposit and Withdraw, cycles the balance card and shows the perp cards with their Withdraw rule', async () => {
    const user = userEvent.setup();
    renderApp('/markets', { api, signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Account: trader@nova.test' }));
    const drawer = await screen.findByRole('dialog', { name: 'Custodial wallet' });
    expect(within(drawer).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    const card = await within(drawer).findByRole('button', { name: /^Total balance: \$3,952\.50\. Show Spot balance$/ });
    await user.click(card);
    expect(within(drawer).getByRole('button', { name: /^Spot balance: \$3,912\.50\./ })).toBeInTheDocument();
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
    renderApp('/perps', { api, signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Account: trader@nova.test' }));
    const drawer = await screen.findByRole('dialog', { name: 'Custodial wallet' });
    expect(within(drawer).getByRole('tab', { name: 'Perp' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Invite plan' }));
    expect(drawer.parentElement).toHaveAttribute('data-closing');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custodial wallet' })).toBeNull());
  });
});
