import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform, simSession } from '@nova/platform-double/testing';
import WithdrawDialog from './WithdrawDialog';
import { walletSession } from '../test/sim';

const FRESH_SOLANA = '11111111111111111111111111111112';

describe('WithdrawDialog', () => {
  it('refuses an invalid address for the chain and an amount above the balance before sending', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    renderWithPlatform(<WithdrawDialog onClose={() => {}} />, { session });
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(await within(dialog).findByText(/Available: 10 SOL/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Destination address' }), '0x52908400098527886E0F7030069857D2E4169EE7');
    expect(within(dialog).getByText('This is not a valid Solana address')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Destination address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Destination address' }), FRESH_SOLANA);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '11');
    expect(within(dialog).getByText('Insufficient SOL balance')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('shows the rent message on 5070, then withdraws with a 5 s toast linking the transaction', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const session = await simSession();
    const { platform } = renderWithPlatform(<WithdrawDialog onClose={onClose} />, { session });
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    await within(dialog).findByText(/Available: 10 SOL/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Destination address' }), FRESH_SOLANA);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '.0005');
    expect(amount).toHaveValue('0.0005');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('Increase the amount: a new Solana account needs 0.00089088 SOL for rent.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const toast = platform.toast.shown().find((t) => t.kind === 'success');
    expect(toast).toMatchObject({ message: 'Withdrawal of 1 SOL sent. View the transaction', durationMs: 5000, href: expect.stringMatching(/^https:\/\/solscan\.io\/tx\/\w+/) });
  });

  it('Max on the native coin sends the whole balance, the fee taken from it, and the sim accepts it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const session = await simSession();
    const { platform } = renderWithPlatform(<WithdrawDialog onClose={onClose} />, { session });
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    await within(dialog).findByText(/Available: 10 SOL/);
    expect(within(dialog).getByText('Taken from the amount sent')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Destination address' }), FRESH_SOLANA);
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('10');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(platform.toast.shown().find((t) => t.kind === 'success')?.message).toBe('Withdrawal of 10 SOL sent. View the transaction');
  });

  it('lists the chain\u2019s assets and starts on the chain it is given', async () => {
    const session = await simSession();
    renderWithPlatform(<WithdrawDialog chain="bsc" onClose={() => {}} />, { session });
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(within(dialog).getByRole('tab', { name: 'BSC' })).toHaveAttribute('aria-selected', 'true');
    const asset = within(dialog).getByRole('combobox', { name: 'Asset' });
    await waitFor(() => expect(within(asset).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining([expect.stringMatching(/^BNB/)])));
  });

  it('tells a wallet login that withdraw is for custodial accounts', async () => {
    renderWithPlatform(<WithdrawDialog onClose={() => {}} />, { session: walletSession() });
    expect(screen.getByRole('note')).toHaveTextContent('Only for custodial accounts');
  });
});
