import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '@nova/shared-ui';
import { engine, renderWithPlatform, simApi, simSession } from '@nova/platform-double/testing';
import { useTradeMessages } from '../../../i18n/messages';
import { OpenOrders } from './OpenOrders';

function Harness({ address, symbol }: { address: string; symbol: string }) {
  const { t, locale } = useTradeMessages();
  return <OpenOrders chain="solana" address={address} symbol={symbol} t={t} locale={locale} />;
}

describe('OpenOrders: the trigger record', () => {
  it('shows what the engine saw: waiting, the last price checked, then the fill with its fee under Triggered', async () => {
    const session = await simSession();
    const api = simApi(session);
    const { tokens } = await api.call('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
    const token = tokens.find((t) => t.security_info.is_pixiu === 0);
    const state = engine.market.tokens.find((t) => t.def.address === token?.address);
    if (!token || !state) throw new Error('no tradable Solana token in the sim');
    const price = engine.market.priceUsd(state);
    await api.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: 'limit', order_data: { quote_investment: '0.5', side: 'buy', target_price_usd: price.mul(0.5).toSignificantDigits(8).toFixed() } });
    const move = (factor: number) => {
      engine.market.setPrice(state, price.mul(factor), engine.now(), { history: false });
      engine.trading.processTriggers();
    };
    const user = userEvent.setup();
    const view = renderWithPlatform(<Harness address={token.address} symbol={token.symbol} />, { session });
    const orders = await screen.findByRole('table', { name: 'Open orders' });
    expect(within(orders).getByText('Waiting for the first price change')).toBeInTheDocument();

    move(0.9);
    view.unmount();
    renderWithPlatform(<Harness address={token.address} symbol={token.symbol} />, { session });
    expect(await screen.findByText(/^Last check: \$/)).toBeInTheDocument();

    move(0.4);
    await user.click(screen.getByRole('button', { name: 'Triggered' }));
    const fired = await screen.findByRole('table', { name: 'Your triggered orders' });
    expect(within(fired).getByText(/^Filled at \$.*· fee 0\.000025 SOL$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Triggered' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('OpenOrders: a trailing stop', () => {
  it('shows its distance, the peak it follows and its stop price, and moves them up with a new best price', async () => {
    const session = await simSession();
    const api = simApi(session);
    const { tokens } = await api.call('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
    const token = tokens.find((t) => t.security_info.is_pixiu === 0);
    const state = engine.market.tokens.find((t) => t.def.address === token?.address);
    if (!token || !state) throw new Error('no tradable Solana token in the sim');
    const bought = await api.call('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.5', slippage: 0.5 });
    await api.call('limitOrderCreate', { base_token: token.address, chain: 'solana', sub_order_type: 'trailing_stop', order_data: { quote_investment: String(bought.amount_out), side: 'sell', trail_percent: '10' } });
    const price = engine.market.priceUsd(state);
    renderWithPlatform(<Harness address={token.address} symbol={token.symbol} />, { session });
    const orders = await screen.findByRole('table', { name: 'Open orders' });
    expect(within(orders).getByText('Trailing stop · Sell')).toBeInTheDocument();
    const placed = async () => (await api.call('limitOrderList', { chain: 'solana' })).order_list[0];
    const first = await placed();
    const cancelAt = (order: typeof first) => within(orders).getByRole('button', { name: `Cancel the order at ${formatUsd(order?.target_price_usd ?? null, { compact: false })}` });
    expect(cancelAt(first)).toBeInTheDocument();
    expect(within(orders).getByText(`10.00% below the peak ${formatUsd(first?.peak_price_usd ?? null, { compact: false })}`)).toBeInTheDocument();

    engine.market.setPrice(state, price.mul(2), engine.now(), { history: false });
    engine.trading.processTriggers();
    const moved = await placed();
    expect(Number(moved?.target_price_usd)).toBeGreaterThan(Number(first?.target_price_usd));
    // spot.myorders announces the moved order: the row follows without a reload.
    expect(await within(orders).findByText(`10.00% below the peak ${formatUsd(moved?.peak_price_usd ?? null, { compact: false })}`)).toBeInTheDocument();
    expect(cancelAt(moved)).toBeInTheDocument();
  });
});
