import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform, simApi, simSession } from '@nova/platform-double/testing';
import { useTradeMessages } from '../../../i18n/messages';
import { OpenOrders } from './OpenOrders';

function Harness({ address, symbol }: { address: string; symbol: string }) {
  const { t, locale } = useTradeMessages();
  return <OpenOrders chain="solana" address={address} symbol={symbol} t={t} locale={locale} />;
}

describe('OpenOrders: a laddered exit', () => {
  it('labels each rung with its place in the plan', async () => {
    const session = await simSession();
    const api = simApi(session);
    const { tokens } = await api.call('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
    const token = tokens.find((t) => t.security_info.is_pixiu === 0);
    if (!token) throw new Error('no tradable Solana token in the sim');
    await api.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.5', slippage: 0.5 });
    await api.call('limitOrderLadder', { chain: 'solana', base_token: token.address, rungs: [{ multiple: 2, share_percent: 30 }, { multiple: 3, share_percent: 30 }, { multiple: 5, share_percent: 40 }] });
    renderWithPlatform(<Harness address={token.address} symbol={token.symbol} />, { session });
    const orders = await screen.findByRole('table', { name: 'Open orders' });
    const labels = within(orders).getAllByText(/^Rung \d\/3$/).map((label) => label.textContent);
    expect(labels.sort()).toEqual(['Rung 1/3', 'Rung 2/3', 'Rung 3/3']);
  });
});
