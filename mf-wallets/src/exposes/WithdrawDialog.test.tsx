import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { encryptPassword } from '@nova/shared-contracts';
import { renderWithPlatform, simSession } from '@nova/platform-double/testing';
import WithdrawDialog from './WithdrawDialog';
import { callSim, consentCode, emailSession, walletSession } from '../test/sim';

const FRESH_SOLANA = '11111111111111111111111111111112';
const PASSWORD = 'correct horse battery';

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

  it('refuses a mixed-case EVM address whose EIP-55 checksum is wrong, and takes it in lower case', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    renderWithPlatform(<WithdrawDialog chain="bsc" onClose={() => {}} />, { session });
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    const address = within(dialog).getByRole('textbox', { name: 'Destination address' });
    await user.type(address, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '0.1');
    expect(within(dialog).getByText('This BSC address has a wrong checksum (EIP-55). Check it, or type it all in lower case.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await user.clear(address);
    await user.type(address, '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
    expect(within(dialog).queryByText(/wrong checksum/)).not.toBeInTheDocument();
  });

  it('email user: 5070 on the form, then confirm (fee, what arrives, full address), a wrong then the right password, and the outcome with its transaction link', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const session = await emailSession(PASSWORD);
    const { platform } = renderWithPlatform(<WithdrawDialog onClose={onClose} />, { session });
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    await within(dialog).findByText(/Available: 10 SOL/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Destination address' }), FRESH_SOLANA);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '.0005');
    expect(amount).toHaveValue('0.0005');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('Increase the amount: a new Solana account needs 0.00089088 SOL for rent.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    const review = await within(dialog).findByLabelText('Check the withdrawal');
    expect(review).toHaveTextContent('Amount1 SOL');
    expect(review).toHaveTextContent('Network fee0.000025 SOL');
    expect(review).toHaveTextContent('Recipient gets0.999975 SOL');
    expect(review).toHaveTextContent(`To${FRESH_SOLANA}`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));

    await user.type(await within(dialog).findByLabelText('Password'), 'wrong horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(/Incorrect password/)).toBeInTheDocument();
    expect((await callSim('balanceList', { chain: 'solana' }, session.access_token)).list.find((a) => a.token === '')?.balance).toBe('10');
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Withdrawal of 1 SOL sent.');
    const link = within(dialog).getByRole('link', { name: 'View the transaction' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/tx\/solana\/\w{40,}$/));
    expect(platform.toast.shown().find((t) => t.kind === 'success')).toMatchObject({ message: 'Withdrawal of 1 SOL sent. View the transaction', durationMs: 5000, href: link.getAttribute('href') });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a withdraw refused after the check stays on screen with its reason; Back keeps what was typed', async () => {
    const user = userEvent.setup();
    const session = await emailSession(PASSWORD);
    renderWithPlatform(<WithdrawDialog onClose={() => {}} />, { session });
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    await within(dialog).findByText(/Available: 10 SOL/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Destination address' }), FRESH_SOLANA);
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm withdrawal' }));
    // Meanwhile the balance is spent elsewhere (another withdrawal, after its own security check): the withdraw is refused with 1001.
    const { public_key } = await callSim('accountPublicKey');
    await callSim('verifyPassword', { email: session.user.email, password: await encryptPassword(public_key, PASSWORD) }, session.access_token);
    await callSim('custodialWithdraw', { chain: 'solana', from_wallet: session.user.sol_address, to_wallet: FRESH_SOLANA, token_amount: '5' }, session.access_token);
    await user.type(await within(dialog).findByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Insufficient balance/i);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Destination address' })).toHaveValue(FRESH_SOLANA);
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('10');
  });

  it('Google user: Max sends the whole balance after a fresh consent', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const onReauthenticate = vi.fn((method: 'google' | 'exchange') => consentCode(session.user.email ?? '', method));
    const { platform } = renderWithPlatform(<WithdrawDialog onClose={() => {}} />, { session, onReauthenticate });
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    await within(dialog).findByText(/Available: 10 SOL/);
    expect(within(dialog).getByText('Taken from the amount sent')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Destination address' }), FRESH_SOLANA);
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm withdrawal' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Verify with Google' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Withdrawal of 10 SOL sent.');
    expect(onReauthenticate).toHaveBeenCalledWith('google');
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
