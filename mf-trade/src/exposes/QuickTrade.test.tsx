import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, renderWithPlatform, sim, simSession } from '@nova/platform-double/testing';
import QuickTrade from './QuickTrade';

async function liquidSolanaToken() {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=20&min_liquidity=20000' });
  const token = (response.body as { data: { tokens: { address: string; symbol: string; security_info: { is_pixiu: number } }[] } }).data.tokens.find((t) => t.security_info.is_pixiu === 0);
  if (!token) throw new Error('no liquid solana token');
  return token;
}

let ids = 0;
const request = (address: string, over: Record<string, unknown> = {}) => ({ id: `q${++ids}`, chain: 'solana' as const, address, side: 'buy' as const, amount: '0.01', source: 'test', at: Date.now(), ...over });

describe('QuickTrade (headless executor of trade.quick)', () => {
  it('buys once per request id with the one executor, and a repeat of the id places nothing', async () => {
    const token = await liquidSolanaToken();
    let orders = 0;
    const { platform } = renderWithPlatform(<QuickTrade />, {
      session: await simSession(),
      handlers: [
        http.post(`${TEST_API_URL}/trade/order/create`, () => {
          orders++;
          return undefined;
        }),
      ],
    });
    const once = request(token.address);
    platform.bus.emit('trade.quick', once);
    platform.bus.emit('trade.quick', once);
    await waitFor(() => expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toContain(`success Trade success: ${token.symbol}`), { timeout: 5000 });
    expect(orders).toBe(1);
  });

  it("a double click on a list's ⚡ places one order: the second request is dropped while the first is in flight, however slowly it is checked", async () => {
    const token = await liquidSolanaToken();
    let orders = 0;
    let balanceChecks = 0;
    let firstSettled: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => {
      firstSettled = resolve;
    });
    const second = request(token.address);
    const { platform } = renderWithPlatform(<QuickTrade />, {
      session: await simSession(),
      handlers: [
        // The second click arrives while the first order is being sent...
        http.post(`${TEST_API_URL}/trade/order/create`, () => {
          if (++orders === 1) platform.bus.emit('trade.quick', second);
          return undefined;
        }),
        // ...and its balance check is answered only after the first order filled (a loaded page).
        http.get(`${TEST_API_URL}/balance/list`, async () => {
          if (++balanceChecks > 1) await settled;
          return undefined;
        }),
      ],
    });
    platform.bus.on('trade.executed', (event) => event.status === 'success' && firstSettled());
    platform.bus.emit('trade.quick', request(token.address));
    await waitFor(() => expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toContain(`success Trade success: ${token.symbol}`), { timeout: 5000 });
    // The second request was dropped on arrival: it never checked the balance, so it places nothing.
    expect(balanceChecks).toBe(1);
    expect(orders).toBe(1);
  });

  it('runs a request emitted before it was mounted (replayed) while it is fresh', async () => {
    const token = await liquidSolanaToken();
    const { platform, rerender } = renderWithPlatform(<div />, { session: await simSession() });
    platform.bus.emit('trade.quick', request(token.address, { side: 'sell', percent: 50, amount: undefined }));
    rerender(<QuickTrade />);
    await waitFor(() => expect(platform.toast.shown().at(-1)).toMatchObject({ kind: 'error', message: 'Nothing to sell.' }));
  });

  it('a stale replayed request is not executed', async () => {
    const token = await liquidSolanaToken();
    const { platform } = renderWithPlatform(<QuickTrade />, { session: await simSession() });
    const nothingHeld = { side: 'sell', percent: 50, amount: undefined };
    // The stale request first, then a fresh one of the same kind: only the fresh one says anything.
    platform.bus.emit('trade.quick', request(token.address, { ...nothingHeld, at: Date.now() - 60_000 }));
    platform.bus.emit('trade.quick', request(token.address, nothingHeld));
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toContain('Nothing to sell.'));
    expect(platform.toast.shown().map((t) => t.message)).toEqual(['Nothing to sell.']);
  });

  it('a visitor gets the login drawer', async () => {
    const token = await liquidSolanaToken();
    const { platform } = renderWithPlatform(<QuickTrade />);
    const login = vi.spyOn(platform.session, 'requestLogin');
    platform.bus.emit('trade.quick', request(token.address));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
  });

  it("a request without an amount buys the status bar's amount of its own chain", async () => {
    const token = await liquidSolanaToken();
    const { platform } = renderWithPlatform(<QuickTrade />, { session: await simSession() });
    platform.bus.emit('quickBuy.amount', { amount: '0.5', byChain: { bsc: '0.5', solana: '0.00001' } });
    platform.bus.emit('trade.quick', request(token.address, { amount: undefined }));
    await waitFor(() => expect(platform.toast.shown().at(-1)).toMatchObject({ kind: 'error', message: 'The minimum quick buy is 0.0001 SOL.' }));
  });

  it('a buy below 0.0001 shows min-amount', async () => {
    const token = await liquidSolanaToken();
    const { platform } = renderWithPlatform(<QuickTrade />, { session: await simSession() });
    platform.bus.emit('trade.quick', request(token.address, { amount: '0.00001' }));
    await waitFor(() => expect(platform.toast.shown().at(-1)).toMatchObject({ kind: 'error', message: 'The minimum quick buy is 0.0001 SOL.' }));
  });
});

describe('QuickTrade: risky tokens', () => {
  it('a quick sell of a honeypot asks first; declining places nothing', async () => {
    const engine = await sim.ready;
    const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=100' });
    const honeypot = (response.body as { data: { tokens: { address: string; symbol: string; security_info: { is_pixiu: number } }[] } }).data.tokens.find((t) => t.security_info.is_pixiu !== 0);
    if (!honeypot) throw new Error('no honeypot');
    const session = await simSession();
    await engine.handle({ method: 'POST', path: '/trade/order/create', headers: { authorization: `Bearer ${session.access_token}` }, body: { chain: 'solana', token_in: '', token_out: honeypot.address, token_amount: '0.01', slippage: 1 } });
    let orders = 0;
    const { platform } = renderWithPlatform(<QuickTrade />, {
      session,
      handlers: [
        http.post(`${TEST_API_URL}/trade/order/create`, () => {
          orders++;
          return undefined;
        }),
      ],
    });
    platform.bus.emit('trade.quick', request(honeypot.address, { side: 'sell', percent: 100, amount: undefined }));
    const dialog = await screen.findByRole('dialog', { name: 'Risky token' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(orders).toBe(0);
    expect(platform.toast.shown()).toEqual([]);
  });

  it('places the TP/SL orders of a held position on trade.tpsl (the chart hands it over), checking the targets first', async () => {
    const token = await liquidSolanaToken();
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<QuickTrade />, { session: await simSession() });
    await platform.api.call('tradeOrderCreate', { type: 'market', side: 'buy', baseAddress: token.address, amount: '0.1', chain: 'solana', slippage: 0.5 });
    const { list } = await platform.api.call('holdsList', { chain: 'solana' });
    const held = list.find((h) => h.token_address === token.address);
    const qty = Number(held?.balance);
    const now = Number(held?.current_price ?? 0) || 0.001;
    platform.bus.emit('trade.tpsl', { id: 't1', chain: 'solana', address: token.address, symbol: token.symbol, qty, avgPrice: now, currentPrice: now, at: Date.now() });
    const dialog = await screen.findByRole('dialog', { name: `Take profit / stop loss · ${token.symbol}` });
    // A take-profit below the price would trigger at once: refused.
    await user.type(within(dialog).getByRole('textbox', { name: 'Take-profit price (USD)' }), String(now / 2));
    await user.click(within(dialog).getByRole('button', { name: 'Place orders' }));
    expect(within(dialog).getByText('Take profit must be above the current price')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Take-profit price (USD)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Take-profit price (USD)' }), (now * 3).toPrecision(6));
    await user.type(within(dialog).getByRole('textbox', { name: 'Stop-loss price (USD)' }), (now / 3).toPrecision(6));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Share of the holding sold' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Share of the holding sold' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Place orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 12_000 });
    const { order_list } = await platform.api.call('limitOrderList', { chain: 'solana', base_token: token.address, status: 2 });
    expect(order_list.map((o) => o.order_type).sort()).toEqual([5, 6]);
    expect(platform.toast.shown().at(-1)?.message).toBe('Take-profit / stop-loss orders placed');
  }, 30_000);

  it('the TP/SL orders go through the one executor: each with an idempotency key; a refused one shows its §8 message and the dialog stays', async () => {
    const token = await liquidSolanaToken();
    const user = userEvent.setup();
    const keys: Array<string | null> = [];
    const { platform } = renderWithPlatform(<QuickTrade />, {
      session: await simSession(),
      handlers: [
        http.post(`${TEST_API_URL}/v1/trading_bot/limit_trade/create`, ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          return HttpResponse.json({ code: 1001, message: 'insufficient balance' }, { status: 400 });
        }),
      ],
    });
    act(() => platform.bus.emit('trade.tpsl', { id: 't4', chain: 'solana', address: token.address, symbol: token.symbol, qty: 10, avgPrice: 1, currentPrice: 1, at: Date.now() }));
    const dialog = await screen.findByRole('dialog', { name: `Take profit / stop loss · ${token.symbol}` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Take-profit price (USD)' }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Place orders' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient balance.');
    expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toEqual(['error Insufficient balance.']);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(screen.getByRole('dialog', { name: `Take profit / stop loss · ${token.symbol}` })).toBeInTheDocument();
  });

  it('ignores a stale trade.tpsl request (a late mount never opens a surprise dialog)', async () => {
    const token = await liquidSolanaToken();
    const { platform } = renderWithPlatform(<QuickTrade />, { session: await simSession() });
    act(() => platform.bus.emit('trade.tpsl', { id: 't2', chain: 'solana', address: token.address, symbol: token.symbol, qty: 10, avgPrice: 1, currentPrice: 1, at: Date.now() }));
    expect(await screen.findByRole('dialog', { name: `Take profit / stop loss · ${token.symbol}` })).toBeInTheDocument();
    // A stale request (its dialog would replace the open one) is ignored.
    act(() => platform.bus.emit('trade.tpsl', { id: 't3', chain: 'solana', address: token.address, symbol: 'STALE', qty: 10, avgPrice: 1, currentPrice: 1, at: Date.now() - 60_000 }));
    expect(screen.getByRole('dialog', { name: `Take profit / stop loss · ${token.symbol}` })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Take profit / stop loss · STALE' })).not.toBeInTheDocument();
  });
});

describe('QuickTrade: order lines (trade.order from the chart)', () => {
  async function pendingBuy(platform: ReturnType<typeof renderWithPlatform>['platform'], address: string, target: string) {
    await platform.api.call('limitOrderCreate', { base_token: address, chain: 'solana', order_data: { side: 'buy', quote_investment: '0.2', target_price_usd: target } });
    const { order_list } = await platform.api.call('limitOrderList', { chain: 'solana', base_token: address, status: 2 });
    const order = order_list.find((o) => o.side === 'buy');
    if (!order) throw new Error('the limit order was not created');
    return order;
  }

  it('cancels an order once, however often the request is seen', async () => {
    const token = await liquidSolanaToken();
    const { platform } = renderWithPlatform(<QuickTrade />, { session: await simSession() });
    const order = await pendingBuy(platform, token.address, '0.0000001');
    const action = { id: 'c1', action: 'cancel' as const, order, at: Date.now() };
    platform.bus.emit('trade.order', action);
    platform.bus.emit('trade.order', action);
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toEqual(['cancel success']));
    const { order_list } = await platform.api.call('limitOrderList', { chain: 'solana', base_token: token.address, status: 2 });
    expect(order_list.map((o) => o.order_id)).not.toContain(order.order_id);
  });

  it('reverses an order: the sell of the same size at the same target first, then the buy goes', async () => {
    const token = await liquidSolanaToken();
    const bodies: Array<{ order_data: { side: string; quote_investment: string; target_price_usd: string } }> = [];
    const { platform } = renderWithPlatform(<QuickTrade />, {
      session: await simSession(),
      handlers: [
        http.post(`${TEST_API_URL}/v1/trading_bot/limit_trade/create`, async ({ request: sent }) => {
          bodies.push((await sent.clone().json()) as (typeof bodies)[number]);
          return undefined;
        }),
      ],
    });
    // A sell needs tokens to sell: hold some first.
    await platform.api.call('tradeOrderCreate', { type: 'market', side: 'buy', baseAddress: token.address, amount: '0.5', chain: 'solana', slippage: 0.5 });
    // A buy 10 % below the price: its reverse sells fewer tokens than the 0.5 SOL bought.
    const info = await platform.api.call('tokenInfo', { chain: 'solana', token: token.address });
    const target = (Number(info.current_price) * 0.9).toPrecision(6);
    const order = await pendingBuy(platform, token.address, target);
    const [gas] = await platform.api.call('unityGasPrice', { chains: ['solana'] });
    platform.bus.emit('trade.order', { id: 'r1', action: 'reverse', order, at: Date.now() });
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toEqual(['creation success', 'Order reversed']), { timeout: 5000 });
    // 0.2 SOL at the target buys 0.2 × SOL price / target tokens: that many are offered.
    expect(bodies[1]?.order_data).toMatchObject({ side: 'sell', target_price_usd: String(Number(target)) });
    const expected = (0.2 * Number(gas?.native_coin_price)) / Number(target);
    expect(Math.abs(Number(bodies[1]?.order_data.quote_investment) / expected - 1)).toBeLessThan(1e-5);
    const { order_list } = await platform.api.call('limitOrderList', { chain: 'solana', base_token: token.address, status: 2 });
    expect(order_list.map((o) => o.order_id)).not.toContain(order.order_id);
  });

  it('a failed create leaves the original order in place', async () => {
    const token = await liquidSolanaToken();
    let creates = 0;
    const { platform } = renderWithPlatform(<QuickTrade />, {
      session: await simSession(),
      // The first create (the user's order) goes through; the reversed one is refused.
      handlers: [http.post(`${TEST_API_URL}/v1/trading_bot/limit_trade/create`, () => (creates++ === 0 ? undefined : Response.json({ code: 5001, message: 'refused', data: null })))],
    });
    const order = await pendingBuy(platform, token.address, '0.0000001');
    platform.bus.emit('trade.order', { id: 'r2', action: 'reverse', order, at: Date.now() });
    await waitFor(() => expect(platform.toast.shown().map((t) => t.kind)).toEqual(['error']));
    expect(creates).toBe(2);
    const { order_list } = await platform.api.call('limitOrderList', { chain: 'solana', base_token: token.address, status: 2 });
    expect(order_list.map((o) => o.order_id)).toEqual([order.order_id]);
  });

  it('ignores a stale request', async () => {
    const token = await liquidSolanaToken();
    const { platform } = renderWithPlatform(<QuickTrade />, { session: await simSession() });
    const order = await pendingBuy(platform, token.address, '0.0000001');
    // The stale request first, then a fresh one: the order is cancelled once (a second cancel would fail).
    platform.bus.emit('trade.order', { id: 'c2', action: 'cancel', order, at: Date.now() - 60_000 });
    platform.bus.emit('trade.order', { id: 'c3', action: 'cancel', order, at: Date.now() });
    await waitFor(() => expect(platform.toast.shown().map((t) => t.message)).toContain('cancel success'));
    expect(platform.toast.shown().map((t) => `${t.kind} ${t.message}`)).toEqual(['success cancel success']);
  });
});
