import { describe, expect, it, vi } from 'vitest';
import { ApiError, BUS_EVENTS, CLIENT_ERRORS } from '@nova/shared-contracts';
import type { ApiClient, EndpointRequest, RealtimeClient, ToastOptions } from '@nova/shared-contracts';
import { createEventBus } from '@nova/platform-core';
import { OrderExecutor } from './executor';

const plan: EndpointRequest<'limitOrderLadder'> = { chain: 'solana', base_token: 'T', rungs: [{ multiple: 2, share_percent: 50 }, { multiple: 3, share_percent: 50 }] };

function setup(call: (name: string, request: unknown, options?: { idempotencyKey?: string }) => Promise<unknown>) {
  const toasts: ToastOptions[] = [];
  const api = { call: vi.fn(call), baseUrl: '' } as unknown as ApiClient;
  const realtime = { subscribe: vi.fn(() => () => undefined) } as unknown as RealtimeClient;
  let keys = 0;
  const executor = new OrderExecutor({
    api,
    realtime,
    toast: { show: (options) => String(toasts.push(options)), update: () => undefined, dismiss: () => undefined },
    bus: createEventBus(BUS_EVENTS),
    t: (key) => key,
    newKey: () => `key-${++keys}`,
  });
  return { executor, api, toasts };
}

describe('an exit plan through the one executor', () => {
  it('sends the whole plan in one call with an idempotency key and toasts its success', async () => {
    const { executor, api, toasts } = setup(async () => ({ plan_id: 'p1', order_ids: ['o1', 'o2'] }));
    const outcome = await executor.exitPlan('plan:T', 'limitOrderLadder', plan, 'saved');
    expect(outcome).toEqual({ status: 'success', result: { plan_id: 'p1', order_ids: ['o1', 'o2'] } });
    expect(api.call).toHaveBeenCalledWith('limitOrderLadder', plan, { idempotencyKey: 'key-1' });
    expect(toasts.map((t) => [t.kind, t.message])).toEqual([['success', 'saved']]);
  });

  it('refuses a second save while the first is in flight (a double click)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { executor, api } = setup(() => new Promise((resolve) => (answer = resolve)));
    const first = executor.exitPlan('plan:T', 'limitOrderLadder', plan, 'saved');
    expect(await executor.exitPlan('plan:T', 'limitOrderLadder', plan, 'saved')).toEqual({ status: 'busy' });
    answer({ plan_id: 'p1', order_ids: [] });
    expect((await first).status).toBe('success');
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('re-sends the same plan with the same key after a lost answer, a new one after a refusal', async () => {
    const errors = [new ApiError(CLIENT_ERRORS.network, 'offline'), new ApiError(400, 'invalid rungs')];
    const { executor, api } = setup(async () => {
      const error = errors.shift();
      if (error) throw error;
      return { plan_id: 'p1', order_ids: [] };
    });
    expect((await executor.exitPlan('plan:T', 'limitOrderLadder', plan, 'saved')).status).toBe('failed');
    expect((await executor.exitPlan('plan:T', 'limitOrderLadder', plan, 'saved')).status).toBe('failed');
    await executor.exitPlan('plan:T', 'limitOrderLadder', plan, 'saved');
    expect(vi.mocked(api.call).mock.calls.map((call) => (call[2] as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });
});
