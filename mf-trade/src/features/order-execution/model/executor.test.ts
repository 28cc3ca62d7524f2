import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERRORS, ORDER_ERRORS, BUS_EVENTS } from '@nova/shared-contracts';
import type { ApiClient, OrderResult, RealtimeClient, ToastOptions, ToastService, WalletService } from '@nova/shared-contracts';
import { OrderExecutor } from './executor';
import type { OrderNotification, OrderTicket, WalletTicket } from './executorTypes';
import { orderErrorText } from './orderErrors';
import { createEventBus } from '@nova/platform-core';

const result = (txHash: string): OrderResult => ({ tx_hash: txHash, order_id: 'm1', side: 'buy', amount_in: '0.1', amount_out: '100', price_usd: '0.01', fee: '0.000025' });
const notification = (txHash: string, errorCode = 0): OrderNotification => ({
  txHash,
  errorCode,
  chain: 'solana',
  side: 'buy',
  tokenIn: '',
  tokenOut: 'T',
  amountOut: '100',
  amountOutUsd: '1',
  tokenOutDecimals: 6,
  order_type: 1,
});
const ticket: OrderTicket = { chain: 'solana', address: 'T', side: 'buy', symbol: 'TOK', payload: { chain: 'solana', token_in: '', token_out: 'T', token_amount: '0.1', slippage: 0.003 } };

function setup(call: (name: string, request: unknown, options?: { idempotencyKey?: string }) => Promise<unknown>, fillToast?: () => boolean) {
  let push: (data: OrderNotification) => void = () => undefined;
  const subscribe = vi.fn((_channel: string, _params: unknown, handler: (data: OrderNotification) => void) => {
    push = handler;
    return () => undefined;
  });
  const toasts: Array<{ id: string; options: ToastOptions }> = [];
  const toast: ToastService = {
    show: (options) => {
      toasts.push({ id: `t${toasts.length}`, options });
      return `t${toasts.length - 1}`;
    },
    update: (id, options) => toasts.push({ id, options }),
    dismiss: (id) => toasts.push({ id, options: { kind: 'info', message: 'dismissed' } }),
  };
  const api = { call: vi.fn(call), baseUrl: '' } as unknown as ApiClient;
  const realtime = { subscribe, getStatus: vi.fn(), onStatus: vi.fn(), reconnect: vi.fn() } as unknown as RealtimeClient;
  const bus = createEventBus(BUS_EVENTS);
  const executed = vi.fn();
  bus.on('trade.executed', executed);
  const created = vi.fn();
  bus.on('order.created', created);
  let keys = 0;
  const executor = new OrderExecutor({ api, realtime, toast, bus, t: (key, values) => (values?.symbol ? `${key}:${values.symbol}` : key), newKey: () => `key-${++keys}`, notificationTimeoutMs: 50, ...(fillToast ? { fillToast } : {}) });
  return { executor, api, toasts, push: (data: OrderNotification) => push(data), subscribe, executed, created };
}

describe('order executor (spec 1 §4 trade action)', () => {
  it('idle -> loading -> pending hash -> success from the notification matched by hash', async () => {
    const { executor, push, toasts, executed } = setup(async () => result('0xabc'));
    const states: string[] = [];
    executor.subscribe(() => states.push(executor.state('panel').status));
    const outcome = executor.placeMarketOrder('panel', ticket);
    await vi.waitFor(() => expect(executor.state('panel')).toEqual({ status: 'pending', txHash: '0xabc' }));
    push(notification('0xother'));
    expect(executor.state('panel').status).toBe('pending');
    push(notification('0xabc'));
    await expect(outcome).resolves.toMatchObject({ status: 'success' });
    expect(states).toEqual(['loading', 'pending', 'success']);
    expect(toasts.map((t) => [t.options.kind, t.options.message])).toEqual([
      ['loading', 'trade.toast.committed:TOK'],
      ['success', 'trade.toast.success:TOK'],
    ]);
    expect(toasts[1]?.options.durationMs).toBe(2000);
    expect(executed.mock.calls.map(([event]) => event.status)).toEqual(['pending', 'success']);
  });

  it('with fill toasts switched off a fill is not toasted (its pending toast goes); a failure still is', async () => {
    let hash = 0;
    const { executor, push, toasts } = setup(async () => result(`0xf${++hash}`), () => false);
    const filled = executor.placeMarketOrder('panel', ticket);
    await vi.waitFor(() => expect(executor.state('panel').status).toBe('pending'));
    push(notification('0xf1'));
    await expect(filled).resolves.toMatchObject({ status: 'success' });
    expect(toasts.map((t) => [t.id, t.options.message])).toEqual([
      ['t0', 'trade.toast.committed:TOK'],
      ['t0', 'dismissed'],
    ]);
    const failed = executor.placeMarketOrder('panel', ticket);
    await vi.waitFor(() => expect(executor.state('panel').status).toBe('pending'));
    push(notification('0xf2', 1001));
    await expect(failed).resolves.toMatchObject({ status: 'failed' });
    expect(toasts.at(-1)?.options.kind).toBe('error');
  });

  it('a notification that arrives before the answer is matched too', async () => {
    let push: (data: OrderNotification) => void = () => undefined;
    const env = setup(async () => {
      push(notification('0xearly'));
      return result('0xearly');
    });
    push = env.push;
    await expect(env.executor.placeMarketOrder('panel', ticket)).resolves.toMatchObject({ status: 'success', notification: { txHash: '0xearly' } });
  });

  it('handles each hash once: a repeated notification changes nothing', async () => {
    const { executor, push, toasts } = setup(async () => result('0x1'));
    const outcome = executor.placeMarketOrder('panel', ticket);
    await vi.waitFor(() => expect(executor.state('panel').status).toBe('pending'));
    push(notification('0x1'));
    push(notification('0x1', 5003));
    await outcome;
    expect(toasts.filter((t) => t.options.kind === 'error')).toEqual([]);
  });

  it('a failed notification shows the code message', async () => {
    const { executor, push, toasts } = setup(async () => result('0x2'));
    const outcome = executor.placeMarketOrder('panel', ticket);
    await vi.waitFor(() => expect(executor.state('panel').status).toBe('pending'));
    push(notification('0x2', 5003));
    await expect(outcome).resolves.toMatchObject({ status: 'failed', code: 5003 });
    expect(toasts.at(-1)?.options).toMatchObject({ kind: 'error', message: 'trade.code.5003' });
  });

  it('a double click places one order: the slot refuses while loading or pending', async () => {
    const { executor, api, push } = setup(async () => result('0x3'));
    const first = executor.placeMarketOrder('panel', ticket);
    await expect(executor.placeMarketOrder('panel', ticket)).resolves.toEqual({ status: 'busy' });
    await vi.waitFor(() => expect(executor.state('panel').status).toBe('pending'));
    await expect(executor.placeMarketOrder('panel', ticket)).resolves.toEqual({ status: 'busy' });
    push(notification('0x3'));
    await first;
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('refuses an identical submission from another button while one is in flight, and takes it again once settled', async () => {
    const { executor, api, push } = setup(async () => result('0x4'));
    const first = executor.placeMarketOrder('quick:solana:T', ticket);
    // The panel's Buy of the same token and side, a different slot: refused; a sell of it is not identical.
    await expect(executor.placeMarketOrder('panel', ticket)).resolves.toEqual({ status: 'busy' });
    await expect(executor.placeWalletOrder('panel', { ...ticket, address: 't', build: {} as WalletTicket['build'] }, {} as WalletService)).resolves.toEqual({ status: 'busy' });
    expect(executor.begin({ ...ticket, side: 'sell' })).not.toBeNull();
    push(notification('0x4'));
    await first;
    expect(api.call).toHaveBeenCalledTimes(1);
    expect(executor.begin(ticket)).not.toBeNull();
  });

  it('a submission begun before its checks holds the token and side until released, whatever slot an identical order comes from', async () => {
    const { executor, api, push } = setup(async () => result('0x5'));
    const submission = executor.begin(ticket);
    if (!submission) throw new Error('refused');
    expect(executor.begin(ticket)).toBeNull();
    await expect(executor.placeMarketOrder('quick:solana:T', ticket)).resolves.toEqual({ status: 'busy' });
    // The holder's own order goes through, and the hold stays until the holder releases it.
    const placed = executor.placeMarketOrder('quick:solana:T', ticket, submission);
    await vi.waitFor(() => expect(executor.state('quick:solana:T').status).toBe('pending'));
    push(notification('0x5'));
    await expect(placed).resolves.toMatchObject({ status: 'success' });
    await expect(executor.placeMarketOrder('panel', ticket)).resolves.toEqual({ status: 'busy' });
    submission.release();
    submission.release();
    expect(executor.begin(ticket)).not.toBeNull();
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('cancels a limit order with an idempotency key, the same one again after a lost answer and a new one for the next order', async () => {
    const keys: Array<string | undefined> = [];
    let fail = true;
    const { executor } = setup(async (_name, _request, options) => {
      keys.push(options?.idempotencyKey);
      if (fail) {
        fail = false;
        throw new ApiError(CLIENT_ERRORS.network, 'lost');
      }
      return { order_id: 'o1', cancelled: true };
    });
    const order = { order_id: 'o1', chain: 'solana' as const, wallet_address: 'W' };
    await expect(executor.cancelLimitOrder(order)).resolves.toMatchObject({ status: 'failed', code: CLIENT_ERRORS.network });
    await expect(executor.cancelLimitOrder(order)).resolves.toEqual({ status: 'cancelled' });
    await expect(executor.cancelLimitOrder({ ...order, order_id: 'o2' })).resolves.toEqual({ status: 'cancelled' });
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('sends one cancel of an order while one is in flight (a double click), and another order\'s cancel meanwhile', async () => {
    let answer: () => void = () => undefined;
    const { executor, api } = setup((_name, request) => (request as { order_id: string }).order_id === 'o1' ? new Promise((resolve) => { answer = () => resolve({ order_id: 'o1', cancelled: true }); }) : Promise.resolve({ order_id: 'o2', cancelled: true }));
    const order = { order_id: 'o1', chain: 'solana' as const, wallet_address: 'W' };
    const first = executor.cancelLimitOrder(order);
    await expect(executor.cancelLimitOrder(order)).resolves.toEqual({ status: 'busy' });
    await expect(executor.cancelLimitOrder({ ...order, order_id: 'o2' })).resolves.toEqual({ status: 'cancelled' });
    answer();
    await expect(first).resolves.toEqual({ status: 'cancelled' });
    expect(api.call).toHaveBeenCalledTimes(2);
    // Once answered, the order can be cancelled again (the server says whether it still exists).
    await executor.cancelLimitOrder({ ...order, order_id: 'o2' });
    expect(api.call).toHaveBeenCalledTimes(3);
  });

  it('a refused cancel gives its §8 reason (else its code), toasted unless the caller shows it', async () => {
    const { executor, toasts } = setup(async () => {
      throw new ApiError(5004, 'account frozen');
    });
    const order = { order_id: 'o1', chain: 'solana' as const, wallet_address: 'W' };
    await expect(executor.cancelLimitOrder(order, { failureToast: false })).resolves.toEqual({ status: 'failed', code: 5004, reason: 'trade.code.5004' });
    expect(toasts).toEqual([]);
    await executor.cancelLimitOrder(order);
    expect(toasts.map((shown) => shown.options)).toMatchObject([{ kind: 'error', message: 'trade.code.5004' }]);
  });

  it('never retries; after a lost answer the same order is sent again only by the user, with the same idempotency key', async () => {
    const calls: Array<string | undefined> = [];
    let fail = true;
    const { executor, push } = setup(async (_name, _request, options) => {
      calls.push(options?.idempotencyKey);
      if (fail) throw new ApiError(CLIENT_ERRORS.network, 'connection reset');
      return result('0x4');
    });
    await expect(executor.placeMarketOrder('panel', ticket)).resolves.toMatchObject({ status: 'failed', code: CLIENT_ERRORS.network });
    expect(calls).toHaveLength(1);
    fail = false;
    const again = executor.placeMarketOrder('panel', ticket);
    await vi.waitFor(() => expect(executor.state('panel').status).toBe('pending'));
    push(notification('0x4'));
    await again;
    expect(calls).toEqual(['key-1', 'key-1']);
    await executor.placeMarketOrder('panel', ticket);
    expect(calls[2]).toBe('key-2');
  });

  it('a changed order after a lost answer gets a new key', async () => {
    const calls: Array<string | undefined> = [];
    const { executor } = setup(async (_name, _request, options) => {
      calls.push(options?.idempotencyKey);
      throw new ApiError(CLIENT_ERRORS.network, 'lost');
    });
    await executor.placeMarketOrder('panel', ticket);
    await executor.placeMarketOrder('panel', { ...ticket, payload: { ...ticket.payload, token_amount: '0.2' } });
    expect(calls).toEqual(['key-1', 'key-2']);
  });

  it('every §8 order code shows its message; an unknown code shows the code and "trade failed"; 407001 is silent (the host opens the safety tip)', async () => {
    for (const code of Object.keys(ORDER_ERRORS).map(Number)) {
      const { executor, toasts } = setup(async () => {
        throw new ApiError(code, 'server text');
      });
      await executor.placeMarketOrder('panel', ticket);
      expect(toasts.at(-1)?.options).toMatchObject({ kind: 'error', message: `trade.code.${code}` });
    }
    const unknown = setup(async () => {
      throw new ApiError(9999, 'server text');
    });
    await unknown.executor.placeMarketOrder('panel', ticket);
    expect(unknown.toasts.at(-1)?.options.message).toBe('9999 trade.failed');
    const risk = setup(async () => {
      throw new ApiError(407001, 'risk');
    });
    await expect(risk.executor.placeMarketOrder('panel', ticket)).resolves.toMatchObject({ status: 'failed', code: 407001 });
    expect(risk.toasts).toEqual([]);
  });

  it('without a notification in time the order shows as committed and the slot frees', async () => {
    const { executor, toasts } = setup(async () => result('0x5'));
    await expect(executor.placeMarketOrder('panel', ticket)).resolves.toMatchObject({ status: 'success', notification: null });
    expect(toasts.at(-1)?.options.message).toBe('trade.toast.committedNoResult:TOK');
    expect(executor.busy('panel')).toBe(false);
  });

  it('subscribes to order_notification once', async () => {
    const { executor, subscribe } = setup(async () => result('0x6'));
    await executor.placeMarketOrder('a', ticket);
    await executor.placeMarketOrder('b', ticket);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('orderErrorText', () => {
  it('user-cancelled and wallet rejection (4001) are silent', () => {
    expect(orderErrorText(CLIENT_ERRORS.userCancelled)).toEqual({ kind: 'silent' });
    expect(orderErrorText(4001)).toEqual({ kind: 'silent' });
  });
  it('network failures say the order may not be placed', () => expect(orderErrorText(CLIENT_ERRORS.network)).toEqual({ kind: 'network' }));
});

describe('wallet execution (EVM)', () => {
  it('approves when asked, sends the built transaction with the wallet and submits its hash', async () => {
    const calls: string[] = [];
    const unsigned = { to: '0xrouter', data: '0xswap', value: '0', chainId: 8453 };
    const { executor, push } = setup(async (name) => {
      calls.push(name);
      if (name === 'tradeBuild') return { build_id: 'b1', chain: 'base', unsigned_tx: unsigned, unsigned_tx_string: '{}', expires_at: 0 };
      return result(`0x${'a'.repeat(64)}`);
    });
    const sent: unknown[] = [];
    const wallet = {
      sendTransaction: async (tx: unknown) => {
        sent.push(tx);
        return `0x${'a'.repeat(64)}`;
      },
    } as never;
    const approve = { to: '0xtoken', data: '0x095ea7b3', value: '0', chainId: 8453 };
    const outcome = executor.placeWalletOrder('panel', { chain: 'base', address: 'T', side: 'sell', symbol: 'TOK', build: { token_in: 'T', token_out: '', token_amount: '1', slippage: 0.003, wallet_address: '0xme', chain: 'base', quote_data: { quote_id: 'q1' } }, approve }, wallet);
    await vi.waitFor(() => expect(executor.state('panel').status).toBe('pending'));
    push(notification(`0x${'a'.repeat(64)}`));
    await expect(outcome).resolves.toMatchObject({ status: 'success' });
    expect(sent).toEqual([approve, unsigned]);
    expect(calls).toEqual(['tradeBuild', 'tradeSubmitTxHash']);
  });

  it('an exchange wallet only signs the build text: no approve or send, the signature is submitted', async () => {
    const bodies: unknown[] = [];
    const hash = `0x${'c'.repeat(64)}`;
    const { executor, push } = setup(async (name, request) => {
      bodies.push([name, request]);
      if (name === 'tradeBuild') return { build_id: 'b2', chain: 'base', unsigned_tx: { to: '0xrouter', data: '0xswap', value: '0', chainId: 8453 }, unsigned_tx_string: 'tx-text', expires_at: 0 };
      return result(hash);
    });
    const sendTransaction = vi.fn();
    const signMessage = vi.fn(async (family: string, text: string) => `sig(${family}:${text})`);
    const approve = { to: '0xtoken', data: '0x095ea7b3', value: '0', chainId: 8453 };
    const outcome = executor.placeWalletOrder('panel', { chain: 'base', address: 'T', side: 'sell', symbol: 'TOK', build: { token_in: 'T', token_out: '', token_amount: '1', slippage: 0.003, wallet_address: '0xme', chain: 'base', quote_data: { quote_id: 'q1' } }, approve, signOnly: true }, { sendTransaction, signMessage } as never);
    await vi.waitFor(() => expect(executor.state('panel').status).toBe('pending'));
    push(notification(hash));
    await expect(outcome).resolves.toMatchObject({ status: 'success' });
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(signMessage).toHaveBeenCalledWith('evm', 'tx-text');
    const [, submitted] = bodies[1] as [string, Record<string, unknown>];
    expect(submitted).toMatchObject({ signature: 'sig(evm:tx-text)', unsignedTxString: 'tx-text', extraData: { build_id: 'b2' } });
    expect(submitted).not.toHaveProperty('txHash');
  });

  it('a wallet error other than a refusal toasts its message', async () => {
    const { executor, toasts } = setup(async () => ({ build_id: 'b1', chain: 'base', unsigned_tx: { to: '0x', data: '0x', value: '0', chainId: 8453 }, expires_at: 0 }));
    const wallet = { sendTransaction: () => Promise.reject(new Error('insufficient funds for gas')) } as never;
    await executor.placeWalletOrder('panel', { chain: 'base', address: 'T', side: 'buy', symbol: 'TOK', build: { token_in: '', token_out: 'T', token_amount: '1', slippage: 0.003, wallet_address: '0xme', chain: 'base', quote_data: { quote_id: 'q1' } } }, wallet);
    expect(toasts.at(-1)?.options).toMatchObject({ kind: 'error', message: 'insufficient funds for gas' });
  });
});

describe('triggered limit / TP/SL orders', () => {
  it('a notification of an order this page did not place (limit, TP/SL) is reported once', async () => {
    const { triggeredText } = await import('./triggered');
    const triggered: OrderNotification[] = [];
    let push: (data: OrderNotification) => void = () => undefined;
    const subscribe = (_c: string, _p: unknown, handler: (data: OrderNotification) => void) => {
      push = handler;
      return () => undefined;
    };
    const executor = new OrderExecutor({
      api: { call: vi.fn(), baseUrl: '' } as unknown as ApiClient,
      realtime: { subscribe } as unknown as RealtimeClient,
      toast: { show: () => '', update: () => undefined, dismiss: () => undefined },
      bus: createEventBus(BUS_EVENTS),
      t: (key) => key,
      newKey: () => 'k',
      onTriggered: (data) => triggered.push(data),
    });
    executor.listen();
    const fill = { ...notification('0xtp'), order_id: 'o1', order_type: 5 };
    push(fill);
    push(fill);
    push(notification('0xmarket'));
    expect(triggered).toEqual([fill]);
    expect(triggeredText(fill)).toEqual({ key: 'trade.toast.triggered', kindKey: 'trade.orders.takeProfit', code: 0 });
    expect(triggeredText({ order_type: 6, errorCode: 1001 })).toEqual({ key: 'trade.toast.triggerFailed', kindKey: 'trade.orders.stopLoss', code: 1001 });
    expect(triggeredText({ order_type: 0, errorCode: 0 }).kindKey).toBe('trade.orderType.limit');
  });
});

describe('limit orders (a position TP/SL: several in one slot)', () => {
  const tp = { base_token: 'T', chain: 'solana' as const, wallet_address: 'W', sub_order_type: 'take_profit' as const, order_data: { side: 'sell' as const, quote_investment: '5', target_price_usd: '2' } };
  const sl = { ...tp, sub_order_type: 'stop_loss' as const, order_data: { ...tp.order_data, target_price_usd: '0.5' } };

  it('creates each in order with its own idempotency key, one success toast; a repeat submit in flight is refused', async () => {
    const calls: Array<[string, string | undefined]> = [];
    let answer: () => void = () => undefined;
    const { executor, toasts, created: announced } = setup(async (_name, request, options) => {
      calls.push([(request as typeof tp).sub_order_type, options?.idempotencyKey]);
      await new Promise<void>((resolve) => (answer = resolve));
      return { order_id: `o${calls.length}` };
    });
    const created = executor.createLimitOrders('tpsl:T', [tp, sl], 'placed');
    await expect(executor.createLimitOrders('tpsl:T', [tp, sl], 'placed')).resolves.toEqual({ status: 'busy' });
    expect(executor.state('tpsl:T').status).toBe('loading');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    answer();
    await expect(created).resolves.toEqual({ status: 'success', orderIds: ['o1', 'o2'] });
    // Each placed order is announced on the bus (telemetry counts it by kind).
    expect(announced.mock.calls.map(([event]) => event)).toEqual([
      { chain: 'solana', address: 'T', side: 'sell', kind: 'take_profit' },
      { chain: 'solana', address: 'T', side: 'sell', kind: 'stop_loss' },
    ]);
    expect(calls).toEqual([
      ['take_profit', 'key-1'],
      ['stop_loss', 'key-2'],
    ]);
    expect(toasts.map((t) => t.options.message)).toEqual(['placed']);
    expect(executor.state('tpsl:T').status).toBe('idle');
  });

  it('a lost answer stops with the network message; the re-send keeps the keys of the orders already created and of the lost one', async () => {
    const calls: Array<string | undefined> = [];
    let lose = true;
    const { executor, toasts } = setup(async (_name, request, options) => {
      calls.push(options?.idempotencyKey);
      if (lose && (request as { sub_order_type: string }).sub_order_type === 'stop_loss') throw new ApiError(CLIENT_ERRORS.network, 'connection reset');
      return { order_id: 'o' };
    });
    await expect(executor.createLimitOrders('tpsl:T', [tp, sl])).resolves.toEqual({ status: 'failed', code: CLIENT_ERRORS.network, message: 'trade.error.network' });
    expect(toasts.map((t) => t.options)).toEqual([expect.objectContaining({ kind: 'error', message: 'trade.error.network' })]);
    lose = false;
    await expect(executor.createLimitOrders('tpsl:T', [tp, sl])).resolves.toMatchObject({ status: 'success' });
    expect(calls).toEqual(['key-1', 'key-2', 'key-1', 'key-2']);
    // Once all were created, the next orders are new ones.
    await executor.createLimitOrders('tpsl:T', [tp]);
    expect(calls.at(-1)).toBe('key-3');
  });

  it('a refused order shows its §8 message (an unknown code: the code and "trade failed") and resolves with it', async () => {
    const { executor, toasts } = setup(async () => {
      throw new ApiError(1001, 'insufficient balance');
    });
    await expect(executor.createLimitOrders('tpsl:T', [tp, sl])).resolves.toEqual({ status: 'failed', code: 1001, message: 'trade.code.1001' });
    const unknown = setup(async () => {
      throw new ApiError(777, 'nope');
    });
    await expect(unknown.executor.createLimitOrders('tpsl:T', [tp])).resolves.toEqual({ status: 'failed', code: 777, message: '777 trade.failed' });
    expect(toasts.map((t) => t.options.message)).toEqual(['trade.code.1001']);
    expect(executor.state('tpsl:T')).toEqual({ status: 'failed', code: 1001 });
  });

  it('a failure message given (a filled buy\'s TP/SL: "order fail") is the toast; the §8 message is still resolved', async () => {
    const { executor, toasts } = setup(async () => {
      throw new ApiError(1001, 'insufficient balance');
    });
    await expect(executor.createLimitOrders('panel:T', [tp, sl], 'created', 'order fail')).resolves.toEqual({ status: 'failed', code: 1001, message: 'trade.code.1001' });
    expect(toasts.map((t) => t.options)).toEqual([expect.objectContaining({ kind: 'error', message: 'order fail' })]);
    expect(executor.state('panel:T')).toEqual({ status: 'failed', code: 1001 });
  });
});
