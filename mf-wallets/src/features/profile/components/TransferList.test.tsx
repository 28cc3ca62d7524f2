import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API_URL, renderWithPlatform, simSession } from '@nova/platform-double/testing';
import WalletProfile from '../../../exposes/WalletProfile';

const DEPOSIT_HASH = `0x${'ab'.repeat(32)}`;
const WITHDRAW_HASH = `0x${'cd'.repeat(32)}`;
const SENDER = `0x${'12'.repeat(20)}`;
const RECIPIENT = `0x${'34'.repeat(20)}`;

/** GET /balance/transfers answered with two rows on the first page of 22 and one on the second. */
const transfers = (offsets: string[]) =>
  http.get(`${TEST_API_URL}/balance/transfers`, ({ request }) => {
    const offset = new URL(request.url).searchParams.get('offset') ?? '0';
    offsets.push(offset);
    const now = Date.now();
    const list =
      offset === '0'
        ? [
            { id: `bsc|${WITHDRAW_HASH}`, type: 'withdrawal', status: 'completed', chain: 'bsc', token: '', token_symbol: 'BNB', amount: '0.5', fee: '0.0003', fee_symbol: 'BNB', address: RECIPIENT, tx_hash: WITHDRAW_HASH, tx_url: `http://sim.test/tx/bsc/${WITHDRAW_HASH}`, time: now - 60_000 },
            { id: `bsc|${DEPOSIT_HASH}|0`, type: 'deposit', status: 'pending', chain: 'bsc', token: '0x55d398326f99059ff775485246999027b3197955', token_symbol: 'USDT', amount: '25', address: SENDER, tx_hash: DEPOSIT_HASH, time: now - 120_000 },
          ]
        : [{ id: 'solana|sig|native', type: 'deposit', status: 'failed', chain: 'solana', token: '', token_symbol: 'SOL', amount: '1.5', address: 'Sender1111111111111111111111111111111111111', tx_hash: '5igNaTuRe', time: now - 86_400_000 }];
    return HttpResponse.json({ code: 0, message: 'success', data: { list, total: 22 } });
  });

describe('the own wallet\'s deposits and withdrawals', () => {
  it('lists each transfer with its kind, signed amount and unit, network, fee, status, time and transaction link, 20 a page', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    const offsets: string[] = [];
    renderWithPlatform(<WalletProfile chain="solana" address={session.user.sol_address as string} />, { session, handlers: [transfers(offsets)] });
    await user.click(await screen.findByRole('tab', { name: 'Transaction record' }));
    const kinds = screen.getByRole('tablist', { name: 'Record type' });
    expect(within(kinds).getByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(kinds).getByRole('tab', { name: 'Deposits and withdrawals' }));

    const table = await screen.findByRole('table', { name: 'Deposits and withdrawals' });
    const [withdrawal, deposit] = within(table).getAllByRole('row').slice(1);
    expect(withdrawal).toHaveTextContent(/Withdrawal.*BSC.*−0\.5 BNB.*Fee 0\.0003 BNB.*Completed.*1m/);
    expect(within(withdrawal as HTMLElement).getByRole('link', { name: 'View transaction 0xcdcd…cdcd on BSC' })).toHaveAttribute('href', `http://sim.test/tx/bsc/${WITHDRAW_HASH}`);
    expect(withdrawal).toHaveTextContent('To 0x3434…3434');
    expect(deposit).toHaveTextContent(/Deposit.*BSC.*\+25 USDT.*Pending/);
    expect(deposit).toHaveTextContent('From 0x1212…1212');
    // No page of its own: the chain's public explorer.
    expect(within(deposit as HTMLElement).getByRole('link', { name: 'View transaction 0xabab…abab on BSC' })).toHaveAttribute('href', expect.stringMatching(new RegExp(`^https://.+/tx/${DEPOSIT_HASH}$`)));

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const second = await screen.findByRole('row', { name: /Solana/ });
    expect(second).toHaveTextContent(/Deposit.*\+1\.5 SOL.*Failed/);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(offsets).toEqual(['0', '20']);
  });

  it('says when there are none yet (the sim\'s fresh account)', async () => {
    const user = userEvent.setup();
    const session = await simSession();
    renderWithPlatform(<WalletProfile chain="solana" address={session.user.sol_address as string} />, { session });
    await user.click(await screen.findByRole('tab', { name: 'Transaction record' }));
    await user.click(screen.getByRole('tab', { name: 'Deposits and withdrawals' }));
    expect(await screen.findByText('No deposits or withdrawals yet.')).toBeInTheDocument();
  });
});
