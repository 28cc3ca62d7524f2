// Issue 4: the session's token rules and the realtime client's reconnect rules, end to end.
import type { Page, WebSocket } from '@playwright/test';
import { LOGOUT_CODES, TOKEN_EXPIRED_CODES } from '@nova/shared-contracts';
import { expect, test } from '../src/fixtures';
import { hotToken } from '../src/app';
import { simAdmin } from '../src/admin';
import { SIM_URL } from '../src/env';
import { SESSION_KEY, seedSession, signUpByEmail } from '../src/sim';

const connection = (page: Page) => page.getByRole('status', { name: 'Realtime connection' });
const storedAccessToken = (page: Page) => page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { access_token?: string } | null)?.access_token ?? null, SESSION_KEY);

/** Paths of the calls the page made to the sim, in order. */
function simCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === SIM_URL) calls.push(url.pathname);
  });
  return calls;
}

test.describe('session', () => {
  test('an expired token is refreshed once and the call retried', async ({ page }) => {
    const { result } = await signUpByEmail();
    await seedSession(page, result);
    const calls = simCalls(page);
    await simAdmin('/__admin/fail', { endpoint: 'balanceList', code: TOKEN_EXPIRED_CODES[1], status: 401, message: 'token expired', times: 1 });
    const token = await hotToken();
    await page.goto(`/trade/${token.chain}/${token.address}`);
    const trade = page.getByRole('region', { name: 'mf_trade', exact: true });
    await expect(trade.getByText('Balance (SOL)')).toBeVisible();
    await expect.poll(() => calls.filter((p) => p === '/account/refresh_access_token').length).toBe(1);
    expect(calls.filter((p) => p === '/balance/list').length).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect(await storedAccessToken(page)).not.toBe(result.access_token);
  });

  test('a logout code signs the user out', async ({ page }) => {
    const { result } = await signUpByEmail();
    await seedSession(page, result);
    await simAdmin('/__admin/fail', { endpoint: 'balanceList', code: LOGOUT_CODES[0], status: 401, message: 'logged out elsewhere', times: 1 });
    const token = await hotToken();
    await page.goto(`/trade/${token.chain}/${token.address}`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await storedAccessToken(page)).toBeNull();
  });
});

interface Socket {
  ws: WebSocket;
  subscribes: string[];
  /** token_rank pushes received. */
  ranks: number;
}

/**
 * Every WebSocket of the page with the keys (channel + params) of the subscribe frames it sent.
 * The host's socket lives in a dedicated worker (platform-core's socket-worker.js): Playwright
 * reports the sockets of a page's workers as the page's own.
 */
function watchSockets(page: Page): Socket[] {
  const sockets: Socket[] = [];
  page.on('websocket', (ws) => {
    const socket: Socket = { ws, subscribes: [], ranks: 0 };
    sockets.push(socket);
    ws.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"channel":"token_rank"')) socket.ranks++;
    });
    ws.on('framesent', (frame) => {
      const message = JSON.parse(String(frame.payload)) as { action?: string; channel?: string; data?: unknown };
      if (message.action === 'subscribe') socket.subscribes.push(`${message.channel} ${JSON.stringify(message.data ?? {})}`);
    });
  });
  return sockets;
}

test.describe('realtime', () => {
  test('the sim drops every socket: reconnecting (1/5), then connected, every subscription back once, no duplicated rows', async ({ page }) => {
    const sockets = watchSockets(page);
    await page.goto('/markets');
    await expect(connection(page)).toHaveText('connected');
    const table = page.getByRole('table', { name: 'Hot tokens' });
    await expect(table.getByRole('row').nth(5)).toBeVisible();
    await expect.poll(() => sockets[0]?.subscribes.length ?? 0).toBeGreaterThan(1);
    const rowsBefore = await table.getByRole('row').count();

    await simAdmin('/__admin/drop_sockets', {});
    await expect(connection(page)).toHaveText('reconnecting (1/5)');
    // What the dropped socket had subscribed, read once it is closed (a late subscription before the drop included).
    const before = new Set(sockets[0]!.subscribes);
    await expect(connection(page)).toHaveText('connected');
    await expect.poll(() => sockets.length).toBe(2);
    // Every subscription back on the new socket, each once (one made after the drop goes there only).
    await expect.poll(() => [...before].filter((key) => !sockets[1]!.subscribes.includes(key))).toEqual([]);
    expect(sockets[1]!.subscribes.length, 'each channel subscribed once').toBe(new Set(sockets[1]!.subscribes).size);
    // Two ranked-list snapshots (every 2 s) on the new socket, then the table has its rows once.
    await expect.poll(() => sockets[1]!.ranks).toBeGreaterThanOrEqual(2);
    expect(await table.getByRole('row').count()).toBe(rowsBefore);
    await expect(page.getByRole('listitem', { name: 'SOL price' })).toContainText('$');
  });

  test('offline shows offline; online reconnects', async ({ page, context }) => {
    await page.goto('/markets');
    await expect(connection(page)).toHaveText('connected');
    await context.setOffline(true);
    await expect(connection(page)).toHaveText('offline');
    await context.setOffline(false);
    await expect(connection(page)).toHaveText('connected');
  });
});
