// The chart's data (issue 11, spec 3 §4): older bars loaded when scrolling left, no missing and
// no duplicate bar after a socket drop, a k-line error retried then offered as Retry, and no chart
// retained after 50 mounts and unmounts.
import { expect, test } from '@playwright/test';
import type { ChainKey } from '@nova/shared-contracts';
import { connectionStatus, hotToken } from '../src/app';
import { simAdmin } from '../src/admin';
import { canvases, chart, chooseInterval, openChart } from '../src/chart';
import { callSim } from '../src/sim';

test.describe('chart data', () => {
  test('scrolling left loads older bars', async ({ page }) => {
    await openChart(page);
    await chooseInterval(page, '1s');
    const canvas = canvases(page).first();
    await expect(canvas).toHaveAttribute('data-bars', '1000');
    const oldest = Number(await canvas.getAttribute('data-oldest'));
    await chart(page).getByRole('scrollbar').first().focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => Number(await canvas.getAttribute('data-bars'))).toBeGreaterThan(1000);
    expect(Number(await canvas.getAttribute('data-oldest'))).toBeLessThan(oldest);
  });

  test('a socket drop and reconnect leaves no missing and no duplicate bar (compared with the REST history)', async ({ page, context }) => {
    const token = await openChart(page);
    // The token trades every 400 ms through the test (the sim's own flow has quiet spells of many
    // seconds, and a quiet second gets its bar only with the next trade): small buys and sells by
    // its largest holder, alternating, so its price stays where it is.
    let flow = 0;
    const trading = setInterval(() => {
      void simAdmin('/__admin/trade', { chain: token.chain, address: token.address, side: flow++ % 2 ? 'sell' : 'buy', usd: 5 }).catch(() => undefined);
    }, 400);
    try {
      await chooseInterval(page, '1s');
      const canvas = canvases(page).first();
      await expect(canvas).toHaveAttribute('data-ready', 'true');
      await expect(connectionStatus(page)).toHaveText('connected');
      const before = Math.floor(Date.now() / 1000);
      // Offline closes the socket (spec 3 §4); trades go on in the sim meanwhile: wait until its REST
      // history has 5 s of bars since the drop.
      await context.setOffline(true);
      await expect(connectionStatus(page)).not.toHaveText('connected');
      const restSince = async (from: number) => (await callSim('tokenKline', { chain: token.chain as ChainKey, token_address: token.address, start_time: from * 1000, end_time: Date.now(), period: 1, limit: 1000 })).length;
      await expect.poll(() => restSince(before), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
      await context.setOffline(false);
      await expect(connectionStatus(page)).toHaveText('connected', { timeout: 20_000 });
      const reconnected = Math.floor(Date.now() / 1000);
      const bars = () => canvas.evaluate((el) => (el as HTMLElement & { novaBars(): { time: number; close: number }[] }).novaBars());
      // The backfill, then live bars: a bar past the reconnect, and one for every second from the drop to it.
      const state = async () => {
        const held = await bars();
        const last = held.at(-1)?.time ?? 0;
        if (last < reconnected + 2) return `last bar ${last - reconnected} s after the reconnect`;
        const times = held.map((bar) => bar.time).filter((time) => time >= before - 5 && time < last);
        const missing = times.filter((time, i) => i > 0 && time - times[i - 1]! !== 1);
        return missing.length === 0 && (times[0] ?? Infinity) <= before ? 'backfilled' : `gaps before ${missing.map((time) => time - before).join(', ')} s after the drop (first bar at ${(times[0] ?? 0) - before})`;
      };
      await expect.poll(state, { timeout: 30_000 }).toBe('backfilled');
      // The chart's bars from the drop to its last closed bar match the REST history: the same
      // seconds, none twice, none missing, the same closes. A trade of the window's last second may
      // still be on its way to the page when the bars are read (a loaded machine delays pushes),
      // so both are read again until they agree; a bar the backfill got wrong never does.
      await expect(async () => {
        const held = await bars();
        // Up to the chart's last closed bar (quiet seconds get their flat bar with the next trade).
        const after = Math.min(Math.floor(Date.now() / 1000) - 2, held.at(-1)!.time - 1);
        expect(after - before, 'the window spans the drop').toBeGreaterThanOrEqual(4);
        const window = held.filter((bar) => bar.time >= before - 5 && bar.time <= after);
        const times = window.map((bar) => bar.time);
        expect(new Set(times).size, 'no duplicate bar').toBe(times.length);
        for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!, `no gap after ${times[i - 1]}`).toBe(1);
        const rest = await callSim('tokenKline', { chain: token.chain as ChainKey, token_address: token.address, start_time: (before - 5) * 1000, end_time: after * 1000 + 999, period: 1, limit: 1000 });
        const restTimes = rest.map((bar) => Math.floor(bar.time / 1000)).filter((time) => time >= before - 5 && time <= after);
        expect(times).toEqual(restTimes);
        const restClose = new Map(rest.map((bar) => [Math.floor(bar.time / 1000), Number(bar.close)]));
        for (const bar of window) expect(Math.abs(bar.close - restClose.get(bar.time)!) / bar.close, `close of ${bar.time}`).toBeLessThan(1e-9);
      }).toPass({ timeout: 10_000 });
    } finally {
      clearInterval(trading);
    }
  });

  test('50 mounts and unmounts of the chart leave no chart instance (canvas) retained and the heap flat', async ({ page }) => {
    test.setTimeout(180_000);
    const token = await openChart(page);
    const tokenPath = `/trade/${token.chain}/${token.address}`;
    const go = (path: string) =>
      page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    const cdp = await page.context().newCDPSession(page);
    /** After a full GC: the JS heap used, and how many canvas elements the heap still holds. */
    const measure = async () => {
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const proto = await cdp.send('Runtime.evaluate', { expression: 'HTMLCanvasElement.prototype' });
      const found = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.result.objectId! });
      const count = await cdp.send('Runtime.callFunctionOn', { objectId: found.objects.objectId!, functionDeclaration: 'function () { return this.length; }', returnByValue: true });
      return { used: usedSize, canvases: count.result.value as number };
    };
    const cycle = async () => {
      await go('/markets');
      await expect(canvases(page)).toHaveCount(0);
      await go(tokenPath);
      await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    };
    for (let i = 0; i < 3; i++) await cycle(); // warm-up: every chunk and cache in
    await go('/markets');
    await expect(canvases(page)).toHaveCount(0);
    const baseline = await measure();
    await go(tokenPath);
    await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    for (let i = 0; i < 49; i++) await cycle();
    await go('/markets');
    await expect(canvases(page)).toHaveCount(0);
    const end = await measure();
    console.log(`[chart heap] after 50 mount/unmount cycles: ${(baseline.used / 1048576).toFixed(1)} MiB -> ${(end.used / 1048576).toFixed(1)} MiB; canvases ${baseline.canvases} -> ${end.canvases}`);
    expect(end.canvases, 'no chart canvas retained').toBe(baseline.canvases);
    expect(end.used - baseline.used, 'heap growth after GC').toBeLessThan(4 * 1048576);
  });

  test('a k-line error is retried 3 times 3 s apart, then offers Retry, which loads the chart', async ({ page }) => {
    let failing = true;
    let calls = 0;
    await page.route('**/token/kline?**', async (route) => {
      if (!failing) return route.continue();
      calls += 1;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 40400, message: 'kline store offline' }) });
    });
    const token = await hotToken();
    await page.goto(`/trade/${token.chain}/${token.address}`);
    const alert = chart(page).getByRole('alert');
    await expect(alert).toContainText('Max retry attempts reached', { timeout: 30_000 });
    expect(calls).toBe(4);
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  });
});
