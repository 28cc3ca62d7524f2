import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPES } from '@nova/shared-contracts';
import type { LimitOrder } from '@nova/shared-contracts';
import { renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import TradePanel from '../../../exposes/TradePanel';

async function hotSolanaToken() {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=1' });
  const token = (response.body as { data: { tokens: { address: string; symbol: string }[] } }).data.tokens[0];
  if (!token) throw new Error('the sim has no hot solana token');
  return token;
}

describe('the trade form\'s TP/SL strategies: a trailing stop row (issue 34)', () => {
  it('a wrong distance is named at its field and holds Buy; a valid one places a trailing stop with the take-profit after the fill', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const session = await simSession();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('switch', { name: 'Take-profit / stop-loss' }));
    await user.click(await within(region).findByRole('button', { name: '+ Add strategy' }));
    await user.click(within(region).getByRole('menuitem', { name: 'Take profit' }));
    const tp = within(region).getByRole('group', { name: 'Take profit 1' });
    await user.type(within(tp).getByRole('textbox', { name: 'Gain (%)' }), '100');
    await user.type(within(tp).getByRole('textbox', { name: 'Sell (%)' }), '100');
    await user.click(within(region).getByRole('button', { name: '+ Add strategy' }));
    await user.click(within(region).getByRole('menuitem', { name: 'Trailing stop' }));
    const trailing = within(region).getByRole('group', { name: 'Trailing stop 1' });
    const distance = within(trailing).getByRole('textbox', { name: 'Trailing stop distance' });
    await user.type(within(trailing).getByRole('textbox', { name: 'Sell (%)' }), '100');
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));

    // The sim's rule at the field: out of range, then too many decimals; Buy waits meanwhile.
    await user.type(distance, '60');
    expect(distance).toBeInvalid();
    expect(distance).toHaveAccessibleDescription('Enter 0.1 to 50');
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeDisabled();
    await user.clear(distance);
    await user.type(distance, '1.255');
    expect(distance).toHaveAccessibleDescription('Enter a number with at most 2 decimals');
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeDisabled();
    await user.clear(distance);
    await user.type(distance, '12.5');
    expect(distance).toBeValid();
    expect(distance).not.toHaveAccessibleDescription();

    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toContain('creation success'), { timeout: 8000 });
    const engine = await sim.ready;
    const listed = await engine.handle({ method: 'GET', path: '/v1/trading_bot/limit_trade/order_list?chain=solana', headers: { authorization: `Bearer ${session.access_token}` } });
    const pending = (listed.body as { data: { order_list: LimitOrder[] } }).data.order_list.filter((o) => o.status === ORDER_STATUS.Pending);
    expect(pending.map((o) => o.order_type).sort()).toEqual([ORDER_TYPES.TrailingLimit, ORDER_TYPES.TakeProfit].sort());
    const stop = pending.find((o) => o.order_type === ORDER_TYPES.TrailingLimit);
    expect(Number(stop?.trail_percent)).toBe(12.5);
    // Both sell the whole bought amount: one filling cancels the other (the sim's one-cancels-other).
    expect(stop?.quote_investment).toBe(pending.find((o) => o.order_type === ORDER_TYPES.TakeProfit)?.quote_investment);
  }, 30_000);
});
