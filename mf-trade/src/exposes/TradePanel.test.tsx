import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defaultChainPresets, queryKeys, tradePresetsPref } from '@nova/shared-contracts';
import type { TokenInfo } from '@nova/shared-contracts';
import { TEST_API_URL, renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import TradePanel from './TradePanel';

async function hotSolanaToken() {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=1' });
  const token = (response.body as { data: { tokens: { address: string; symbol: string }[] } }).data.tokens[0];
  if (!token) throw new Error('the sim has no hot solana token');
  return token;
}

describe('TradePanel', () => {
  it('names the token by its symbol cleaned of bidi controls (U+202E + "TDSU" never reads as USDT), in the heading and the form', async () => {
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    act(() => platform.query.setQueryData<TokenInfo>(queryKeys.tokenInfo('solana', token.address), (info) => (info ? { ...info, symbol: '\u202ETDSU' } : info)));
    const region = await screen.findByRole('region', { name: 'Trade TDSU' });
    expect(region.innerHTML).not.toContain('\u202E');
  });

  it('signed out: shows the live price and a "Log in to trade" button that asks the host to log in', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />);
    expect(screen.getByRole('status', { name: 'Loading trade panel' })).toBeInTheDocument();

    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    expect(within(region).getByText('Price').nextSibling?.textContent).toMatch(/^\$\d/);
    expect(within(region).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();

    const requestLogin = vi.spyOn(platform.session, 'requestLogin');
    await user.click(within(region).getByRole('button', { name: 'Log in to trade' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
  });

  it('signed in: validates the amount (Top up above the balance, each finding its own message)', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });

    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    // The sim gives every new account 10 SOL.
    expect(within(region).getByText('Balance (SOL)').nextSibling).toHaveTextContent('10');
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeDisabled();

    const amount = within(region).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '.123456');
    expect(amount).toHaveValue('0.1234');
    await user.clear(amount);
    await user.type(amount, '12');
    expect(within(region).getByRole('alert')).toHaveTextContent('Insufficient balance.');
    const deposit = vi.fn();
    platform.bus.on('deposit.open', deposit);
    await user.click(within(region).getByRole('button', { name: 'Top up' }));
    expect(deposit).toHaveBeenCalledWith({ chain: 'solana' });

    await user.clear(amount);
    await user.type(amount, '0');
    expect(within(region).getByRole('alert')).toHaveTextContent('The amount must not be zero.');
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeDisabled();
  });

  it('buys by amount and sells 50 % then 100 % through order create, with the fill toasts', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });

    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    expect(within(region).getByRole('textbox', { name: 'Amount' })).toHaveValue('0.01');
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toContain(`success Trade success: ${token.symbol}`), { timeout: 5000 });
    await waitFor(() => expect(within(region).getByRole('textbox', { name: 'Amount' })).toHaveValue(''));
    await waitFor(() => expect(within(region).getByText(`Balance (${token.symbol})`).nextSibling?.textContent).not.toMatch(/^0/), { timeout: 8000 });

    await user.click(within(region).getByRole('tab', { name: 'Sell' }));
    const percents = within(region).getByRole('group', { name: 'Quick percents' });
    expect(within(percents).getAllByRole('button').map((b) => b.textContent)).toEqual(['25%', '50%', '75%', '100%', 'Max']);
    await user.click(within(percents).getByRole('button', { name: '50%' }));
    expect(within(region).getByRole('textbox', { name: 'Percent of balance' })).toHaveValue('50');
    const sold = platform.toast.shown().length;
    await user.click(within(region).getByRole('button', { name: 'Sell' }));
    await waitFor(() => expect(platform.toast.shown().length).toBeGreaterThan(sold), { timeout: 5000 });
    await waitFor(() => expect(platform.toast.shown().at(-1)?.message).toBe(`Trade success: ${token.symbol}`), { timeout: 5000 });

    await user.click(within(percents).getByRole('button', { name: 'Max' }));
    expect(within(region).getByText('Sells your whole balance')).toBeInTheDocument();
    // The form waits for the balance after the first sell before it sells the whole of it.
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Sell' })).toBeEnabled());
    await user.click(within(region).getByRole('button', { name: 'Sell' }));
    await waitFor(() => expect(platform.toast.shown().at(-1)?.message).toBe(`Trade success: ${token.symbol}`), { timeout: 5000 });
    await waitFor(() => expect(within(region).getByText(`Balance (${token.symbol})`).nextSibling?.textContent).toMatch(/^0/), { timeout: 8000 });
  }, 30_000);

  it('a double click places one order', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    let orders = 0;
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      session: await simSession(),
      handlers: [
        http.post(`${TEST_API_URL}/trade/order/create`, () => {
          orders++;
          return undefined;
        }),
      ],
    });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    await user.dblClick(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toContain(`Trade success: ${token.symbol}`), { timeout: 5000 });
    expect(orders).toBe(1);
  });

  it("a double click's second click is no order even when it lands after the first one filled; a fresh click after an error is", async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    let orders = 0;
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      session: await simSession(),
      handlers: [
        http.post(`${TEST_API_URL}/trade/order/create`, () => {
          orders++;
          return orders === 1 ? HttpResponse.json({ code: 5003, message: 'liquidity' }) : undefined;
        }),
      ],
    });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(platform.toast.shown().at(-1)).toMatchObject({ kind: 'error', message: 'Insufficient liquidity.' }));
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toContain(`Trade success: ${token.symbol}`), { timeout: 5000 });
    expect(orders).toBe(2);
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    // fireEvent.click is false when the click's default (submitting the form) was prevented.
    expect(fireEvent.click(within(region).getByRole('button', { name: 'Buy' }), { detail: 2 })).toBe(false);
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeEnabled();
    expect(orders).toBe(2);
  });

  it('shows the §8 message of an order code', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      session: await simSession(),
      handlers: [http.post(`${TEST_API_URL}/trade/order/create`, () => HttpResponse.json({ code: 5002, message: 'slippage' }), { once: true })],
    });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('button', { name: '0.1 SOL' }));
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(platform.toast.shown().at(-1)).toMatchObject({ kind: 'error', message: 'Slippage too low: raise it and try again.' }));
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeEnabled();
  });

  it('zero native balance: Deposit opens the deposit dialog', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      session: await simSession(),
      handlers: [http.get(`${TEST_API_URL}/balance/list`, () => HttpResponse.json({ code: 0, message: 'success', data: { list: [] } }))],
    });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    const deposit = vi.fn();
    platform.bus.on('deposit.open', deposit);
    await user.click(within(region).getByRole('button', { name: 'Deposit' }));
    expect(deposit).toHaveBeenCalledTimes(1);
  });

  it('Limit is offered on Solana to custodial logins and needs a target price', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('tab', { name: 'Limit' }));
    // Nothing typed yet: no error, the button waits.
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeDisabled();
    await user.click(within(region).getByRole('button', { name: '0.1 SOL' }));
    expect(within(region).getByRole('alert')).toHaveTextContent('target price cannot be empty');
    expect(within(region).getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(within(region).getByRole('slider', { name: 'Change from current' })).toHaveValue('0');
    await user.type(within(region).getByRole('textbox', { name: 'Target price (USD)' }), '0.5');
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('chains with trading off show a notice, not a form', async () => {
    renderWithPlatform(<TradePanel chain="polygon" address="0x0000000000000000000000000000000000000001" />);
    expect(await screen.findByRole('note')).toHaveTextContent('Trading is not available on Polygon.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens the trade settings of the token\'s own chain', async () => {
    const user = userEvent.setup();
    const engine = await sim.ready;
    const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=gatelayer&limit=1' });
    const token = (response.body as { data: { tokens: { address: string; symbol: string }[] } }).data.tokens[0];
    if (!token) throw new Error('no gatelayer token');
    renderWithPlatform(<TradePanel chain="gatelayer" address={token.address} />, { session: await simSession() });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('button', { name: /Trade settings/ }));
    expect(await screen.findByRole('dialog', { name: 'Trade settings' })).toHaveTextContent('GT');
  });

  it('shows the error with Retry when token info fails, and recovers on Retry', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      handlers: [http.get(`${TEST_API_URL}/token_info/:chain/:token`, () => HttpResponse.json({ code: 503, message: 'token service unavailable' }, { status: 503 }), { once: true })],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the trade panel');
    expect(alert).toHaveTextContent('token service unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: `Trade ${token.symbol}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('quick amounts are the first four saved for the chain and follow prefs changes', async () => {
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />);
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    const amounts = () => within(within(region).getByRole('group', { name: 'Quick amounts' })).getAllByRole('button').map((button) => button.textContent);
    expect(amounts()).toEqual(['0.01 SOL', '0.1 SOL', '0.5 SOL', '1 SOL', 'Max']);

    act(() => platform.prefs.set(tradePresetsPref('solana'), { ...defaultChainPresets('solana'), quickAmounts: ['0.3', '0.7', '1.5', '3', '9'] }));
    expect(amounts()).toEqual(['0.3 SOL', '0.7 SOL', '1.5 SOL', '3 SOL', 'Max']);

    act(() => platform.prefs.set(tradePresetsPref('solana'), { quickAmounts: 'broken' }));
    expect(amounts()).toEqual(['0.01 SOL', '0.1 SOL', '0.5 SOL', '1 SOL', 'Max']);
  });
});

describe('TradePanel: position and history', () => {
  it('with "Toast when an order fills" off a filled buy shows no success toast', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    act(() => platform.prefs.set('alertToast', false));
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    const filled = new Promise<void>((resolve) => platform.bus.on('trade.executed', (event) => event.status === 'success' && resolve()));
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await act(() => filled);
    expect(platform.toast.shown().filter((shown) => shown.kind === 'success')).toEqual([]);
  });

  it('after a buy shows the position with PnL, Close sells it all, and the history lists both trades', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    expect(within(region).getByText(/^Est\. network fee:/)).toHaveTextContent(/^Est\. network fee: [\d.,]+ SOL/);
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    const position = await screen.findByRole('region', { name: 'Your position' }, { timeout: 8000 });
    expect(within(position).getByText('Avg buy price').nextSibling?.textContent).toMatch(/^\$\d/);
    // USD amounts keep their cents (-$1.30, never -$1.3).
    expect(within(position).getByText('Total PnL').nextSibling?.textContent).toMatch(/^-?\$\d[\d,]*\.\d{2,}( |$)/);
    expect(within(position).getByRole('button', { name: 'Break-even' })).toBeInTheDocument();
    const shares: unknown[] = [];
    platform.bus.on('pnl.share', (request) => shares.push(request));
    await user.click(within(position).getByRole('button', { name: 'Share PnL' }));
    expect(shares).toEqual([{ wallet: platform.session.get().user?.sol_address, chain: 'solana', token: token.address }]);
    // Quick-sell-only mode (spec 1 §2): only Close, kept as a preference.
    await user.click(within(position).getByRole('button', { name: 'Quick sell only' }));
    expect(within(position).getByRole('button', { name: 'Quick sell only' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(position).queryByRole('button', { name: 'Break-even' })).not.toBeInTheDocument();
    expect(within(position).queryByRole('button', { name: 'Share PnL' })).not.toBeInTheDocument();
    expect(platform.prefs.get('trade.quickSellOnly', false)).toBe(true);
    await user.click(within(position).getByRole('button', { name: 'Quick sell only' }));
    expect(within(position).getByRole('button', { name: 'Break-even' })).toBeInTheDocument();
    await user.click(within(position).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByText(`You hold no ${token.symbol}.`)).toBeInTheDocument(), { timeout: 8000 });
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'Your trades' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), { timeout: 8000 });
    expect(platform.toast.shown().filter((t) => t.kind === 'error')).toEqual([]);
  }, 30_000);
});

describe('TradePanel: one price', () => {
  it("the form's price and the position card read the token's one cache entry: a change there moves both, and the PnL with it", async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    const card = await screen.findByTestId('position-card', {}, { timeout: 8000 });
    const { list } = await platform.api.call('holdsList', { chain: 'solana' });
    const average = Number(list.find((row) => row.token_address === token.address)?.buy_avg_price);
    expect(average).toBeGreaterThan(0);

    const key = queryKeys.tokenInfo('solana', token.address);
    for (const factor of [2, 0.5]) {
      // What a token_price_change push does to the entry (a later push of the sim may move it on).
      act(() => platform.query.setQueryData(key, (info) => (info ? { ...info, current_price: average * factor } : info)));
      await waitFor(() => {
        const price = Number(platform.query.getQueryData(key)?.current_price);
        expect(Number(within(region).getByTestId('trade-price').dataset.price)).toBe(price);
        expect(Number(card.dataset.price)).toBe(price);
        expect(within(card).getByTestId('position-unrealised').textContent?.startsWith('-')).toBe(price < average);
      });
    }
  }, 20_000);
});

describe('TradePanel: limit orders', () => {
  it('creates a limit order, lists it under Open orders and cancels it', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('tab', { name: 'Limit' }));
    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    await user.type(within(region).getByRole('textbox', { name: 'Target price (USD)' }), '0.0000001');
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toContain('creation success'));
    await user.click(screen.getByRole('tab', { name: 'Open orders' }));
    const table = await screen.findByRole('table', { name: 'Open orders' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Limit · BuyWaiting for the first price change', '0.01 SOL', '$0.0₆1', 'Cancel']);
    await user.click(within(table).getByRole('button', { name: 'Cancel the order at $0.0₆1' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toContain('cancel success'));
    expect(await screen.findByText('No open orders.')).toBeInTheDocument();
  }, 20_000);
});

describe('TradePanel: open orders', () => {
  const ordersPath = `${TEST_API_URL}/v1/trading_bot/limit_trade/order_list`;
  const cancelPath = `${TEST_API_URL}/v1/trading_bot/limit_trade/cancel`;
  const order = (address: string, symbol: string, fields: { order_id: string; side: 'buy' | 'sell'; quote_investment: string; target_price_usd: string; order_type?: number }) => ({
    status: 2, chain: 'solana', base_token: address, token_name: symbol, token_symbol: symbol, token_icon: '', order_type: 0, wallet_address: 'W', created_at: 1, ...fields,
  });
  const listed = (orders: unknown[]) => http.get(ordersPath, () => HttpResponse.json({ code: 0, message: 'success', data: { order_list: orders, total: orders.length } }));

  it('amounts carry their unit (a buy spends SOL, a sell sells the token), targets their $', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      session: await simSession(),
      handlers: [listed([
        order(token.address, token.symbol, { order_id: 'b1', side: 'buy', quote_investment: '0.5', target_price_usd: '0.0012' }),
        order(token.address, token.symbol, { order_id: 's1', side: 'sell', quote_investment: '1234.5678', target_price_usd: '0.25', order_type: 5 }),
      ])],
    });
    await user.click(await screen.findByRole('tab', { name: 'Open orders' }));
    const table = await screen.findByRole('table', { name: 'Open orders' });
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    const [, buy, sell] = within(table).getAllByRole('row');
    expect(cells(buy!)).toEqual(['Limit · BuyWaiting for the first price change', '0.5 SOL', '$0.0012', 'Cancel']);
    expect(cells(sell!)).toEqual(['Take profit · SellWaiting for the first price change', `1,234.56 ${token.symbol}`, '$0.25', 'Cancel']);
    expect(within(table).getByRole('button', { name: 'Cancel the order at $0.25' })).toBeInTheDocument();
  });

  it('a refused cancel keeps its reason on screen, and repeated clicks while it is in flight send one cancel', async () => {
    const token = await hotSolanaToken();
    let cancels = 0;
    let answer: () => void = () => undefined;
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, {
      session: await simSession(),
      handlers: [
        listed([order(token.address, token.symbol, { order_id: 'b1', side: 'buy', quote_investment: '0.5', target_price_usd: '0.0012' })]),
        http.post(cancelPath, async () => {
          cancels += 1;
          await new Promise<void>((resolve) => (answer = resolve));
          return HttpResponse.json({ code: 5004, message: 'account frozen' });
        }),
      ],
    });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Open orders' }));
    const table = await screen.findByRole('table', { name: 'Open orders' });
    const cancel = within(table).getByRole('button', { name: 'Cancel the order at $0.0012' });
    // Two separate clicks (not one double click) while the first cancel waits for its answer.
    fireEvent.click(cancel);
    fireEvent.click(cancel);
    await waitFor(() => expect(cancels).toBe(1));
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not cancel the order at $0.0012: Your account is frozen.');
    // The list refetched after the refusal; the reason is still there, and not only in a passing toast.
    await waitFor(() => expect(platform.query.isFetching()).toBe(0));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(platform.toast.shown().filter((shown) => shown.kind === 'error')).toEqual([]);
    expect(cancels).toBe(1);
  });
});

describe('TradePanel: keyboard trading', () => {
  it('B / S pick the side, 1-4 the quick picks, Enter submits; keys typed in the amount stay there', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(within(region).getByRole('list', { name: 'Keyboard shortcuts' })).toHaveTextContent('Shortcuts are off while you type in a field.');

    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('s');
    expect(within(region).getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('2');
    expect(within(region).getByRole('textbox', { name: 'Percent of balance' })).toHaveValue('50');
    await user.keyboard('b');
    expect(within(region).getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');

    const amount = within(region).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, 's1');
    expect(amount).toHaveValue('1');
    expect(within(region).getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');

    amount.blur();
    await user.keyboard('1');
    expect(amount).toHaveValue('0.01');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toContain(`success Trade success: ${token.symbol}`), { timeout: 5000 });
  }, 20_000);
});

describe('TradePanel: take-profit / stop-loss', () => {
  it('the editor forces Market and Buy, and a filled buy creates its orders', async () => {
    const user = userEvent.setup();
    const token = await hotSolanaToken();
    const { platform } = renderWithPlatform(<TradePanel chain="solana" address={token.address} />, { session: await simSession() });
    const region = await screen.findByRole('region', { name: `Trade ${token.symbol}` });
    await user.click(within(region).getByRole('tab', { name: 'Sell' }));
    await user.click(within(region).getByRole('switch', { name: 'Take-profit / stop-loss' }));
    expect(within(region).getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(region).getByRole('tab', { name: 'Limit' }));
    expect(within(region).getByRole('tab', { name: 'Market' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(region).getByRole('button', { name: '+ Add strategy' }));
    await user.click(within(region).getByRole('menuitem', { name: 'Take profit' }));
    const tp = within(region).getByRole('group', { name: 'Take profit 1' });
    expect(within(tp).getByRole('textbox', { name: 'Gain (%)' })).toHaveAttribute('placeholder', '+0');
    await user.type(within(tp).getByRole('textbox', { name: 'Gain (%)' }), '5a0');
    expect(within(tp).getByRole('textbox', { name: 'Gain (%)' })).toHaveValue('+50');
    await user.type(within(tp).getByRole('textbox', { name: 'Sell (%)' }), '300');
    expect(within(tp).getByRole('textbox', { name: 'Sell (%)' })).toHaveValue('100');
    await user.click(within(region).getByRole('button', { name: '+ Add strategy' }));
    await user.click(within(region).getByRole('menuitem', { name: 'Stop loss' }));
    const sl = within(region).getByRole('group', { name: 'Stop loss 1' });
    await user.type(within(sl).getByRole('textbox', { name: 'Loss (%)' }), '20');
    expect(within(sl).getByRole('textbox', { name: 'Loss (%)' })).toHaveValue('-20');
    await user.type(within(sl).getByRole('textbox', { name: 'Sell (%)' }), '100');
    await user.click(within(region).getByRole('button', { name: '+ Add strategy' }));
    await user.click(within(region).getByRole('menuitem', { name: 'Sell half at 2x' }));
    await user.click(within(region).getByRole('button', { name: '+ Add strategy' }));
    expect(within(region).getByRole('menuitem', { name: /Sell half at 2x · The same take-profit exists\./ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(region).getByRole('button', { name: '+ Add strategy' }));

    await user.click(within(region).getByRole('button', { name: '0.01 SOL' }));
    await user.click(within(region).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toContain('creation success'), { timeout: 8000 });
    await user.click(screen.getByRole('tab', { name: 'Open orders' }));
    const orders = await screen.findByRole('table', { name: 'Open orders' });
    await waitFor(() => expect(within(orders).getAllByRole('row')).toHaveLength(4));
    expect(orders).toHaveTextContent('Stop loss · Sell');
  }, 30_000);
});
