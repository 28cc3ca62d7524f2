import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPassword } from '@nova/shared-contracts';
import type { LimitOrder, LoginResult, OrderResult, Token } from '@nova/shared-contracts';
import { describe, expect, it } from 'vitest';
import { startServer } from './server';
import type { RunningServer } from './server';

async function call(server: RunningServer, method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<{ status: number; body: { code: number; data: unknown } }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
}

async function login(server: RunningServer, email: string, password: string) {
  const key = (await call(server, 'GET', '/account/user/public_key')).body.data as { public_key: string };
  return call(server, 'POST', '/account/user/login', { email, password: await encryptPassword(key.public_key, password) });
}

describe('persistence', () => {
  it('keeps accounts, sessions, balances, positions, orders and the watch list across a restart, and --reset starts fresh', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'market-sim-'));
    const first = await startServer({ port: 0, seed: 21, dataDir });
    const email = 'keep@nova.test';
    await call(first, 'POST', '/account/user/send/code', { email });
    const code = ((await call(first, 'GET', `/__dev/codes?email=${email}`)).body.data as { code: string }).code;
    const key = (await call(first, 'GET', '/account/user/public_key')).body.data as { public_key: string };
    const session = (await call(first, 'POST', '/account/user/register', { email, code, password: await encryptPassword(key.public_key, 'persist me') })).body.data as LoginResult;
    const token = ((await call(first, 'GET', '/token/hot/list?chain=solana&min_liquidity=20000&limit=5')).body.data as { tokens: Token[] }).tokens.find((t) => t.security_info.is_pixiu === 0) as Token;
    const order = (await call(first, 'POST', '/trade/order/create', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '1', slippage: 0.5 }, session.access_token)).body.data as OrderResult;
    await call(first, 'POST', '/user/collect/add_watch_token', { chain: 'solana', token_address: token.address }, session.access_token);
    await call(first, 'POST', '/v1/trading_bot/limit_trade/create', { base_token: token.address, chain: 'solana', order_data: { quote_investment: '0.5', side: 'buy', target_price_usd: '0.0000000001' } }, session.access_token);
    const before = {
      balances: (await call(first, 'GET', '/balance/list?chain=solana', undefined, session.access_token)).body.data,
      watch: (await call(first, 'GET', '/user/collect/query_watch_token_list', undefined, session.access_token)).body.data,
      orders: ((await call(first, 'GET', '/v1/trading_bot/limit_trade/order_list', undefined, session.access_token)).body.data as { order_list: LimitOrder[] }).order_list.map((o) => o.order_id),
    };
    await first.close();
    expect(readdirSync(dataDir)).toEqual(['market-sim.sqlite']);

    const second = await startServer({ port: 0, seed: 21, dataDir });
    const balances = (await call(second, 'GET', '/balance/list?chain=solana', undefined, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> };
    expect(balances.list.map((a) => [a.token, a.balance])).toEqual((before.balances as typeof balances).list.map((a) => [a.token, a.balance]));
    expect(balances.list.find((a) => a.token === token.address)?.balance).toBe(order.amount_out);
    expect((await call(second, 'GET', '/user/collect/query_watch_token_list', undefined, session.access_token)).body.data).toMatchObject({ watch_tokens: [{ token_address: token.address }] });
    expect(((await call(second, 'GET', '/v1/trading_bot/limit_trade/order_list', undefined, session.access_token)).body.data as { order_list: LimitOrder[] }).order_list.map((o) => o.order_id)).toEqual(before.orders);
    expect((await login(second, email, 'persist me')).status).toBe(200);
    await second.close();

    const third = await startServer({ port: 0, seed: 21, dataDir, reset: true });
    expect((await login(third, email, 'persist me')).body.code).toBe(405001);
    expect((await call(third, 'GET', '/balance/list', undefined, session.access_token)).body.code).toBe(0x26281d8);
    await third.close();
  });
});
