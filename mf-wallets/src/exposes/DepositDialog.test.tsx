import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, renderWithPlatform, simSession } from '@nova/platform-double/testing';
import DepositDialog from './DepositDialog';
import { walletSession } from '../test/sim';

describe('DepositDialog', () => {
  it('shows the Solana deposit address of the signed-in user with its QR code, native coin and network warning', async () => {
    const session = await simSession();
    renderWithPlatform(<DepositDialog onClose={() => {}} />, { session });
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(within(dialog).getByRole('tab', { name: 'Solana' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('status', { name: 'Loading deposit address' })).toBeInTheDocument();

    const address = await within(dialog).findByRole('status', { name: 'Deposit address' });
    expect(address).toHaveTextContent(session.user.sol_address!);
    expect(within(dialog).getByRole('img', { name: 'QR code of the Solana deposit address' })).toHaveAttribute('data-value', session.user.sol_address);
    expect(within(dialog).getByText('SOL')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Send only Solana assets');
  });

  it('switches the network and shows that chain\u2019s address and native coin', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    renderWithPlatform(<DepositDialog onClose={() => {}} />, { session });
    await screen.findByRole('status', { name: 'Deposit address' });
    await user.click(screen.getByRole('tab', { name: 'BSC' }));
    expect(await screen.findByRole('status', { name: 'Deposit address' })).toHaveTextContent(session.user.evm_address!);
    expect(screen.getByText('BNB')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Send only BSC assets');
  });

  it('starts on the chain it is opened for (the trade form\u2019s Deposit and Top up)', async () => {
    const session = await simSession();
    renderWithPlatform(<DepositDialog chain="base" onClose={() => {}} />, { session });
    expect(screen.getByRole('tab', { name: 'Base' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('status', { name: 'Deposit address' })).toHaveTextContent(session.user.evm_address!);
  });

  it('copies the address with a success toast', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const { platform } = renderWithPlatform(<DepositDialog onClose={() => {}} />, { session });
    await screen.findByRole('status', { name: 'Deposit address' });
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(session.user.sol_address);
    expect(platform.toast.shown()).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Deposit address copied' }));
  });

  it('says so clearly when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const { platform } = renderWithPlatform(<DepositDialog onClose={() => {}} />, { session });
    await screen.findByRole('status', { name: 'Deposit address' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(platform.toast.shown()).toContainEqual(expect.objectContaining({ kind: 'error', message: expect.stringContaining('refused clipboard access') }));
  });

  it('shows the error with Retry when the address fails to load, and recovers on Retry', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    renderWithPlatform(<DepositDialog onClose={() => {}} />, {
      session,
      handlers: [http.get(`${TEST_API_URL}/balance/deposit_address`, () => HttpResponse.json({ code: 500, message: 'address service down' }, { status: 500 }), { once: true })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the deposit address');
    expect(alert).toHaveTextContent('address service down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status', { name: 'Deposit address' })).toHaveTextContent(session.user.sol_address!);
  });

  it('closes with the close button and Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithPlatform(<DepositDialog onClose={onClose} />, { session: await simSession() });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows a Phantom login the Solana address it signed in with to fund, and asks the API for nothing', async () => {
    const user = userEvent.setup();
    const session = walletSession();
    const asked = vi.fn();
    const { platform } = renderWithPlatform(<DepositDialog onClose={() => {}} />, { session, handlers: [http.get(`${TEST_API_URL}/balance/deposit_address`, () => void asked())] });
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(within(dialog).getByText(/You trade from your own wallet/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Your wallet address' })).toHaveTextContent(session.user.sol_address!);
    expect(within(dialog).getByRole('img', { name: 'QR code of the Solana deposit address' })).toHaveAttribute('data-value', session.user.sol_address);
    expect(within(dialog).getByText('SOL')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(session.user.sol_address);
    expect(platform.toast.shown()).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Your wallet address copied' }));
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows an EVM wallet login its own 0x address on the EVM trading chains, starting on the active chain', async () => {
    const user = userEvent.setup();
    const evm = '0x9858effd232b4033e47d90003d41ec34ecaeda94';
    const session = { ...walletSession(), user: { user_id: 'mm-user', evm_address: evm, sol_address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', wallet_type: 'metamask' as const, authMethod: 'wallet' as const } };
    renderWithPlatform(<DepositDialog chain="base" onClose={() => {}} />, { session, activeChain: 'solana' });
    const networks = screen.getByRole('tablist', { name: 'Network' });
    expect(within(networks).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Ethereum', 'BSC', 'Base', 'Nova Layer']);
    expect(within(networks).getByRole('tab', { name: 'Base' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'Your wallet address' })).toHaveTextContent(evm);
    expect(screen.getByRole('note')).toHaveTextContent('Send only Base assets');
    await user.click(within(networks).getByRole('tab', { name: 'BSC' }));
    expect(screen.getByRole('status', { name: 'Your wallet address' })).toHaveTextContent(evm);
    expect(screen.getByText('BNB')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in with a custodial account, and loads nothing', () => {
    renderWithPlatform(<DepositDialog onClose={() => {}} />);
    expect(screen.getByRole('note')).toHaveTextContent('Sign in with an email, Google or exchange account');
    expect(screen.queryByRole('button', { name: 'Copy address' })).not.toBeInTheDocument();
  });
});
