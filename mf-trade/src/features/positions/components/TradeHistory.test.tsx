import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderResult } from '@nova/shared-contracts';
import { renderWithPlatform, simApi, simSession } from '@nova/platform-double/testing';
import { useTradeMessages } from '../../../i18n/messages';
import { TradeHistory } from './TradeHistory';

function Harness({ address, symbol }: { address: string; symbol: string }) {
  const { t, locale } = useTradeMessages();
  return <TradeHistory chain="solana" address={address} symbol={symbol} t={t} locale={locale} />;
}

afterEach(() => vi.restoreAllMocks());

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('TradeHistory: the CSV export', () => {
  it('downloads every trade of the user with its fee and tx hash, and says how many', async () => {
    const session = await simSession();
    const api = simApi(session);
    const { tokens } = await api.call('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
    const token = tokens.find((t) => t.security_info.is_pixiu === 0);
    if (!token) throw new Error('no tradable Solana token in the sim');
    const bought: OrderResult = await api.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.2', slippage: 0.5 });
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:trades';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Harness address={token.address} symbol={token.symbol} />, { session });

    await user.click(await screen.findByRole('button', { name: 'Export all your trades as CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await textOf(files[0]!)).trim().split('\r\n');
    expect(lines[0]).toMatch(/^time_utc,chain,token_symbol,token_address,side,.*,fee,fee_coin,source,tx_hash,wallet_address$/);
    expect(lines).toHaveLength(2);
    const row = lines[1]!.split(',');
    expect(row.slice(1, 5)).toEqual(['solana', token.symbol, token.address, 'buy']);
    expect(row.at(-2)).toBe(bought.tx_hash);
    expect(Number(row[10])).toBeGreaterThan(0);
    expect(row[11]).toBe('SOL');
    await waitFor(() => expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toContain('success 1 trade exported.'));
  });

  it('a user with no trades is told so and gets no file', async () => {
    const session = await simSession();
    const create = vi.spyOn(URL, 'createObjectURL');
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<Harness address="T" symbol="TOK" />, { session });
    expect(await screen.findByText('No trades of this token yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export all your trades as CSV' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toContain('info No trades to export yet.'));
    expect(create).not.toHaveBeenCalled();
  });
});
