import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform, simSession } from '@nova/platform-double/testing';
import PerpTransferDialog, { availableOf } from './PerpTransferDialog';

describe('PerpTransferDialog', () => {
  it('withdraw on its own: the chain type of the given network, its available balance, closing calls onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithPlatform(<PerpTransferDialog action="withdraw" chain="solana" onClose={onClose} />, { session: await simSession() });
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from perpetual account' });
    expect(within(dialog).getByRole('combobox', { name: 'Network' })).toHaveValue('solana');
    // A new sim account holds 500 USD on its Solana perp account.
    expect(await within(dialog).findByText('Available: 500 USDT')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Receiving address' })).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('convert on its own starts on the given EVM network and checks the wallet balance', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<PerpTransferDialog action="convert" chain="eth" onClose={() => undefined} />, { session: await simSession() });
    const dialog = await screen.findByRole('dialog', { name: 'Convert to perpetual account' });
    expect(within(dialog).getByRole('combobox', { name: 'Network' })).toHaveValue('eth');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (USDT)' }), '5000');
    expect(await within(dialog).findByText('Insufficient USDT balance')).toBeInTheDocument();
  });

  it('convert for a wallet login is its on-chain deposit from the wallet, on the given network', async () => {
    const session = await simSession();
    const metamask = { ...session, user: { ...session.user, authMethod: 'wallet' as const, wallet_type: 'metamask' as const, wallet_family: 'evm' as const } };
    renderWithPlatform(<PerpTransferDialog action="convert" chain="eth" onClose={() => undefined} />, { session: metamask });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit to perpetual account' });
    expect(within(dialog).getByRole('combobox', { name: 'Network' })).toHaveValue('eth');
    expect(screen.queryByRole('dialog', { name: 'Convert to perpetual account' })).not.toBeInTheDocument();
  });

  it('signed out it renders nothing; the dialog opens once signed in', async () => {
    const session = await simSession();
    const { platform } = renderWithPlatform(<PerpTransferDialog action="convert" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => platform.session.signIn(session));
    expect(await screen.findByRole('dialog', { name: 'Convert to perpetual account' })).toBeInTheDocument();
  });

  it('reads the available balance of the chain type', () => {
    const rows = [{ chain_type: 'SOL', available: 500 }, { chain_type: 'EVM', available: '12.5' }] as never;
    expect(availableOf(rows, 'EVM')).toBe('12.5');
    expect(availableOf(rows, 'SOL')).toBe('500');
    expect(availableOf(undefined, 'SOL')).toBe('0');
  });
});
