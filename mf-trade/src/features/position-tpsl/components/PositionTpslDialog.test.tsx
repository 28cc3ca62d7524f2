import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '@nova/shared-contracts';
import { engine, renderWithPlatform, simApi, simSession } from '@nova/platform-double/testing';
import { useTradeMessages } from '../../../i18n/messages';
import { PositionTpslDialog } from './PositionTpslDialog';

function Harness({ request, onClose }: { request: Parameters<typeof PositionTpslDialog>[0]['request']; onClose: () => void }) {
  const { t, locale } = useTradeMessages();
  return <PositionTpslDialog request={request} t={t} locale={locale} onClose={onClose} />;
}

describe('PositionTpslDialog: a trailing stop', () => {
  it('names a bad distance as the sim would, shows where the stop sits now, and places a trailing stop', async () => {
    const session = await simSession();
    const api = simApi(session);
    const { tokens } = await api.call('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
    const token = tokens.find((t) => t.security_info.is_pixiu === 0);
    const state = engine.market.tokens.find((t) => t.def.address === token?.address);
    if (!token || !state) throw new Error('no tradable Solana token in the sim');
    const bought = await api.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.5', slippage: 0.5 });
    const price = engine.market.priceUsd(state).toNumber();
    let closed = false;
    const request = { id: 'r', chain: 'solana' as const, address: token.address, symbol: token.symbol, qty: Number(bought.amount_out), avgPrice: price, currentPrice: price, at: Date.now() };
    const user = userEvent.setup();
    renderWithPlatform(<Harness request={request} onClose={() => (closed = true)} />, { session });

    const distance = await screen.findByRole('textbox', { name: 'Trailing stop distance' });
    await user.type(distance, '0');
    await user.click(screen.getByRole('button', { name: 'Place orders' }));
    expect(distance).toHaveAccessibleDescription('Enter 0.1 to 50');
    await user.clear(distance);
    await user.type(distance, '2.555');
    expect(distance).toHaveAccessibleDescription('Enter a number with at most 2 decimals');
    await user.clear(distance);
    await user.type(distance, '10');
    expect(distance).toHaveAccessibleDescription(/^Stops at \$.* now, then rises with the best price \(never falls\)$/);

    await user.click(screen.getByRole('button', { name: 'Place orders' }));
    await expect.poll(() => closed).toBe(true);
    const [order] = (await api.call('limitOrderList', { chain: 'solana' })).order_list;
    expect(order).toMatchObject({ order_type: ORDER_TYPES.TrailingLimit, trail_percent: '10', side: 'sell' });
  });
});
