import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

const EVM = '0x9858effd232b4033e47d90003d41ec34ecaeda94';

describe('account menu', () => {
  it('shows a MetaMask user their own 0x address and opens it on the explorer', async () => {
    const user = userEvent.setup();
    renderApp('/markets', { user: { email: undefined, authMethod: 'wallet', wallet_type: 'metamask', sol_address: 'So1anaAddre55', evm_address: EVM } });
    const button = await screen.findByRole('button', { name: 'Account: 0x9858…da94' });
    await user.click(button);
    expect(screen.getByRole('link', { name: 'My wallet' })).toHaveAttribute('href', `https://etherscan.io/address/${EVM}`);
  });

  it('opens a Phantom user\'s own Solana wallet in the app', async () => {
    const user = userEvent.setup();
    renderApp('/markets', { user: { email: undefined, authMethod: 'wallet', wallet_type: 'phantom', sol_address: 'So1anaAddre55', evm_address: EVM } });
    await user.click(await screen.findByRole('button', { name: 'Account: So1ana…re55' }));
    expect(screen.getByRole('link', { name: 'My wallet' })).toHaveAttribute('href', '/wallets/solana/So1anaAddre55');
  });
});
