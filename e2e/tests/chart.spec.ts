// The chart area (issue 11, spec 3 §2-§5): every interval, a style switch, a 4-chart layout with
// symbol sync, the shortcuts, settings and drawings across a reload, the price axis of a
// tiny-priced token never negative, older bars loaded when scrolling left, the trader's own
// trades and order lines with their buttons, no gap or duplicate bar after a socket drop, and no
// chart retained after 50 mounts and unmounts. The chart pane's canvas carries test hooks:
// data-resolution, data-style, data-bars, data-oldest, data-ready, data-drawings, data-lines,
// data-axis-labels (the labels the price axis drew last), and the element function novaBars()
// (the bars the chart holds).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { ChainKey } from '@nova/shared-contracts';
import { connectionStatus, hotToken, slot } from '../src/app';
import { simAdmin } from '../src/admin';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

/** Screenshots for review, outside test-results (which every run clears). */
const shot = (name: string) => path.join(os.tmpdir(), 'nova-chart-shots', name);
const INTERVALS = ['1s', '10s', '15s', '30s', '1m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d'];

const chart = (page: Page) => slot(page, 'mf_chart');
const canvases = (page: Page) => chart(page).getByRole('img', { name: / price chart$/ });

async function openChart(page: Page, path?: string) {
  const token = await hotToken();
  await page.goto(path ?? `/trade/${token.chain}/${token.address}`);
  await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  return token;
}

/**
 * Waits until the trade page's saved chart settings (prefs key `chart.settings.trade`, spec 3 §3,
 * written 1 s after the last change) hold `expected`: what a reload then restores.
 */
async function savedSettings(page: Page, expected: Record<string, unknown>) {
  const read = () => page.evaluate(() => JSON.parse(localStorage.getItem('nova.prefs.chart.settings.trade') ?? 'null') as unknown);
  await expect.poll(read, { message: 'the chart settings saved' }).toMatchObject(expected);
}

async function chooseInterval(page: Page, interval: string) {
  await chart(page).getByRole('button', { name: 'All intervals' }).click();
  await chart(page).getByRole('dialog', { name: 'Intervals' }).getByRole('button', { name: interval, exact: true }).click();
}

test.describe('chart area', () => {
  test('every interval loads bars', async ({ page }) => {
    await openChart(page);
    for (const interval of INTERVALS) {
      await chooseInterval(page, interval);
      const canvas = canvases(page).first();
      await expect(canvas).toHaveAttribute('data-resolution', interval);
      await expect(canvas).toHaveAttribute('data-ready', 'true');
      expect(Number(await canvas.getAttribute('data-bars')), interval).toBeGreaterThan(0);
    }
  });

  test('switches the style and shows 4 charts that follow the symbol with symbol sync', async ({ page }) => {
    await openChart(page);
    await chart(page).getByRole('combobox', { name: 'Chart style' }).selectOption({ label: 'Heikin Ashi' });
    await expect(canvases(page).first()).toHaveAttribute('data-style', 'heikinAshi');
    await chart(page).getByRole('combobox', { name: 'Layout' }).selectOption('4A');
    await expect(chart(page).getByRole('group', { name: /^Chart \d of 4/ })).toHaveCount(4);
    await chart(page).getByRole('button', { name: 'Sync', exact: true }).click();
    await chart(page).getByRole('checkbox', { name: 'Symbol' }).check();
    await page.keyboard.press('Escape');

    const { tokens } = await callSim('tokenHotList', { chain: 'solana' });
    const other = tokens[1]!;
    // In-app navigation to another token (the router follows history like a link click does).
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/trade/solana/${other.address}`);
    for (let i = 0; i < 4; i++) await expect(canvases(page).nth(i)).toHaveAttribute('data-symbol', `solana:${other.address}`);
    await page.screenshot({ path: shot('chart-4a-1440.png') });
  });

  test('keyboard shortcuts choose pinned intervals and toggle fullscreen; taken keys do nothing', async ({ page }) => {
    await openChart(page);
    const tabs = chart(page).getByRole('tablist', { name: 'Interval' });
    await page.keyboard.press('5');
    await expect(tabs.getByRole('tab', { name: '5m' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('9');
    await expect(tabs.getByRole('tab', { name: '1d' })).toHaveAttribute('aria-selected', 'true');
    const url = page.url();
    // With the chart focused, "/" (the host's search elsewhere), Alt+G, Alt+A and Shift+T do nothing.
    await canvases(page).first().click();
    for (const key of ['/', 'Alt+g', 'Alt+a', 'Shift+T']) await page.keyboard.press(key);
    expect(page.url()).toBe(url);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: '1d' })).toHaveAttribute('aria-selected', 'true');
    const fullscreen = chart(page).getByRole('button', { name: 'Fullscreen' });
    await page.keyboard.press('Shift+F');
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    const box = await canvases(page).first().boundingBox();
    expect(box!.width).toBeGreaterThan(1300);
    await page.keyboard.press('Shift+F');
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
    // Esc leaves fullscreen too (issue 36).
    await page.keyboard.press('Shift+F');
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  });

  test('settings and drawings survive a reload', async ({ page }) => {
    await openChart(page);
    await chart(page).getByRole('combobox', { name: 'Chart style' }).selectOption({ label: 'Area' });
    await chooseInterval(page, '15m');
    const canvas = canvases(page).first();
    await chart(page).getByRole('button', { name: 'Horizontal line' }).click();
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(canvas).toHaveAttribute('data-drawings', '1');
    await savedSettings(page, { areaContents: [{ resolution: '15m', style: 'area' }] });
    await page.reload();
    await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(chart(page).getByRole('combobox', { name: 'Chart style' })).toHaveValue('area');
    await expect(canvases(page).first()).toHaveAttribute('data-resolution', '15m');
    await expect(canvases(page).first()).toHaveAttribute('data-drawings', '1');
  });

  test('chart settings (scale mode, grid, timezone) apply at once and survive a reload', async ({ page }) => {
    await openChart(page);
    const open = async () => {
      await chart(page).getByRole('button', { name: 'Chart settings' }).click();
      return page.getByRole('dialog', { name: 'Chart settings' });
    };
    let dialog = await open();
    const tabs = dialog.getByRole('tablist', { name: 'Chart settings sections' });
    await tabs.getByRole('tab', { name: 'Scales' }).click();
    await dialog.getByRole('radiogroup', { name: 'Scale mode' }).getByRole('radio', { name: 'Logarithmic' }).check();
    await tabs.getByRole('tab', { name: 'Appearance' }).click();
    await dialog.getByRole('combobox', { name: 'Grid lines' }).selectOption({ label: 'None' });
    await tabs.getByRole('tab', { name: 'Time' }).click();
    await dialog.getByRole('combobox', { name: 'Timezone' }).selectOption({ label: '(UTC+8) Shanghai' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    // Still no negative price label on the log scale.
    const labels = async () => JSON.parse((await canvases(page).first().getAttribute('data-axis-labels')) ?? '[]') as string[];
    await expect.poll(async () => (await labels()).length).toBeGreaterThan(0);
    expect((await labels()).some((label) => label.trim().startsWith('-'))).toBe(false);

    await savedSettings(page, { timezone: 'Asia/Shanghai' });
    await page.reload();
    await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    dialog = await open();
    await dialog.getByRole('tab', { name: 'Scales' }).click();
    await expect(dialog.getByRole('radio', { name: 'Logarithmic' })).toBeChecked();
    await dialog.getByRole('tab', { name: 'Appearance' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Grid lines' })).toHaveValue('none');
    await dialog.getByRole('tab', { name: 'Time' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Asia/Shanghai');
  });

  test('the price axis of a tiny-priced token has no negative label', async ({ page }) => {
    // A token that has always traded below 0.001: the sim's admin reprices one (its history too), and sets it back after.
    const { tokens } = await callSim('tokenHotList', { chain: 'solana', limit: 50 });
    const token = tokens.at(-1)!;
    const price = (price_usd: string) => simAdmin('/__admin/price', { chain: 'solana', address: token.address, price_usd, history: true });
    await price('0.0000123');
    try {
      await openChart(page, `/trade/solana/${token.address}`);
      const canvas = canvases(page).first();
      await expect(canvas).toHaveAttribute('data-axis-labels', /\[.+\]/);
      const labels = JSON.parse((await canvas.getAttribute('data-axis-labels'))!) as string[];
      expect(labels.length).toBeGreaterThan(1);
      expect(labels.filter((label) => label.startsWith('-'))).toEqual([]);
      expect(labels.some((label) => /₀|₁|₂|₃|₄|₅|₆|₇|₈|₉/.test(label))).toBe(true);
      await page.screenshot({ path: shot('chart-tiny-1440.png') });
    } finally {
      await price(Number(token.current_price).toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 15 }));
    }
  });

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

  test('the screenshot menu downloads the chart as a PNG with its caption band under it', async ({ page }) => {
    const token = await openChart(page);
    const canvas = canvases(page).first();
    const box = (await canvas.boundingBox())!;
    const download = page.waitForEvent('download');
    await chart(page).getByRole('button', { name: 'Screenshot' }).click();
    await page.getByRole('menuitem', { name: 'Download image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${token.chain}-${token.address.slice(0, 8)}-${await canvas.getAttribute('data-resolution')}.png`);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The IHDR's width and height: the chart's, plus the 28 px caption band (device pixel ratio 1).
    expect(Math.abs(bytes.readUInt32BE(16) - box.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(bytes.readUInt32BE(20) - (box.height + 28))).toBeLessThanOrEqual(1);
  });

  test('fits a 390 px phone screen as a single chart', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChart(page);
    await expect(chart(page).getByRole('combobox', { name: 'Layout' })).toHaveCount(0);
    await page.screenshot({ path: shot('chart-390.png'), fullPage: true });
  });

  test('a buy puts the own-trade marker on the chart; the position and a limit order get lines whose buttons work', async ({ page }) => {
    const { result } = await signUpByEmail();
    await seedSession(page, result);
    const token = await openChart(page);
    const canvas = canvases(page).first();
    const bought = await callSim('tradeOrderCreate', { type: 'market', side: 'buy', baseAddress: token.address, amount: '0.1', chain: 'solana', slippage: 0.5 }, result.access_token);
    await expect.poll(async () => Number(await canvas.getAttribute('data-markers')), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(canvas).toHaveAttribute('data-lines', /position/, { timeout: 20_000 });
    await expect(chart(page).getByRole('button', { name: /^Close position: sell all / })).toBeVisible();
    await callSim(
      'limitOrderCreate',
      { base_token: token.address, chain: 'solana', order_data: { quote_investment: '0.01', side: 'buy', target_price_usd: (Number(bought.price_usd) / 2).toPrecision(6) } },
      result.access_token,
    );
    await expect(canvas).toHaveAttribute('data-lines', /limitBuy/, { timeout: 20_000 });
    await page.screenshot({ path: shot('chart-lines-1440.png') });
    // Hovering the position's Close previews the market sell: a preview line, the others dimmed.
    await chart(page).getByRole('button', { name: /^Close position: sell all / }).hover();
    await expect(canvas).toHaveAttribute('data-lines', /marketPreview/);
    await chart(page).getByRole('button', { name: /^Cancel Limit buy order at / }).click();
    await expect(canvas).not.toHaveAttribute('data-lines', /limitBuy/, { timeout: 20_000 });
    // TP/SL on the position line: mf-trade's dialog (the one place of order execution) places it, the chart draws it.
    await chart(page).getByRole('button', { name: /^Take profit or stop loss for / }).click();
    const tpsl = page.getByRole('dialog', { name: /^Take profit \/ stop loss · / });
    await tpsl.getByRole('textbox', { name: 'Take-profit price (USD)' }).fill((Number(bought.price_usd) * 10).toPrecision(6));
    await tpsl.getByRole('button', { name: 'Place orders' }).click();
    await expect(tpsl).toHaveCount(0);
    await expect(canvas).toHaveAttribute('data-lines', /(^|\|)tp(\||$)/, { timeout: 20_000 });
  });

  test('favourite drawing tools, a style template and a hidden drawing toolbar survive a reload', async ({ page }) => {
    await openChart(page);
    const rail = chart(page).getByRole('group', { name: 'Drawing tools' });
    const canvas = canvases(page).first();
    await rail.getByRole('button', { name: 'Favourite drawing tools' }).click();
    const stars = chart(page).getByRole('dialog', { name: 'Favourite drawing tools' });
    await stars.getByRole('button', { name: 'Favourite: Horizontal line' }).click();
    await stars.getByRole('button', { name: 'Favourite: Rectangle' }).click();
    await expect(stars.getByRole('button', { name: 'Favourite: Rectangle' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    const bar = chart(page).getByRole('toolbar', { name: 'Favourites bar' });
    await expect(bar.getByRole('button', { name: 'Horizontal line' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Rectangle' })).toBeVisible();

    // A magenta, 4 px, dashed style saved as a template; a horizontal line drawn with it from the favourites bar.
    await rail.getByRole('button', { name: 'Drawing style' }).click();
    const style = chart(page).getByRole('dialog', { name: 'Drawing style' });
    await style.getByLabel('Line colour').fill('#ff00ff');
    await style.getByRole('combobox', { name: 'Line width' }).selectOption({ label: '4 px' });
    await style.getByRole('combobox', { name: 'Line style' }).selectOption({ label: 'Dashed' });
    await style.getByRole('textbox', { name: 'Template name' }).fill('Magenta dashes');
    await style.getByRole('button', { name: 'Save as template' }).click();
    await expect(style.getByRole('status')).toHaveText('Template “Magenta dashes” saved.');
    await page.screenshot({ path: shot('chart-drawing-style-1440.png') });
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Horizontal line' }).click();
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 3, box.y + box.height / 2);
    await expect(canvas).toHaveAttribute('data-drawings', '1');
    /** Magenta pixels the chart's canvases hold: the line as drawn on screen. */
    const magenta = () =>
      canvas.evaluate((el) => {
        let count = 0;
        for (const c of el.querySelectorAll('canvas')) {
          const context = c.getContext('2d');
          if (!context || c.width === 0 || c.height === 0) continue;
          const data = context.getImageData(0, 0, c.width, c.height).data;
          for (let i = 0; i < data.length; i += 4) if (data[i]! > 220 && data[i + 1]! < 40 && data[i + 2]! > 220) count++;
        }
        return count;
      });
    await expect.poll(magenta).toBeGreaterThan(200);

    // Hiding the rail gives the chart its width.
    const width = box.width;
    await chart(page).getByRole('button', { name: 'Drawing toolbar' }).click();
    await expect(rail).toHaveCount(0);
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(width + 20);
    await page.screenshot({ path: shot('chart-favourites-no-rail-1440.png') });

    await savedSettings(page, { showDrawingToolbar: false });
    await page.reload();
    await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(chart(page).getByRole('group', { name: 'Drawing tools' })).toHaveCount(0);
    await expect(chart(page).getByRole('button', { name: 'Drawing toolbar' })).toHaveAttribute('aria-pressed', 'false');
    await expect(bar.getByRole('button')).toHaveCount(2);
    await expect(bar.getByRole('button', { name: 'Rectangle' })).toBeVisible();
    await expect(canvases(page).first()).toHaveAttribute('data-drawings', '1');
    await expect.poll(magenta).toBeGreaterThan(200);
    await chart(page).getByRole('button', { name: 'Drawing toolbar' }).click();
    await chart(page).getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Drawing style' }).click();
    await expect(style.getByRole('combobox', { name: 'Line width' })).toHaveValue('4');
    await style.getByRole('button', { name: 'Delete template Magenta dashes' }).click();
    await expect(style.getByRole('button', { name: 'Apply template Magenta dashes' })).toHaveCount(0);
  });

  test('a 4-chart layout restores each chart’s symbol, interval and style after a reload', async ({ page }) => {
    const token = await openChart(page);
    await chart(page).getByRole('combobox', { name: 'Layout' }).selectOption('4A');
    await expect(canvases(page)).toHaveCount(4);
    // Chart 2: 5m line.
    await canvases(page).nth(1).click();
    await expect(chart(page).getByRole('group', { name: /^Chart 2 of 4/ })).toHaveAttribute('aria-current', 'true');
    await chooseInterval(page, '5m');
    await chart(page).getByRole('combobox', { name: 'Chart style' }).selectOption({ label: 'Line' });
    // Chart 3: another token (the selected chart follows the page), as area.
    await canvases(page).nth(2).click();
    await chart(page).getByRole('combobox', { name: 'Chart style' }).selectOption({ label: 'Area' });
    const { tokens } = await callSim('tokenHotList', { chain: 'solana' });
    const other = tokens.find((t) => t.address !== token.address)!;
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/trade/solana/${other.address}`);
    await expect(canvases(page).nth(2)).toHaveAttribute('data-symbol', `solana:${other.address}`);
    const expected = [
      [`${token.chain}:${token.address}`, '1m', 'candle'],
      [`${token.chain}:${token.address}`, '5m', 'line'],
      [`solana:${other.address}`, '1m', 'area'],
      [`${token.chain}:${token.address}`, '1m', 'candle'],
    ];
    const contents = async () =>
      Promise.all([0, 1, 2, 3].map(async (i) => [await canvases(page).nth(i).getAttribute('data-symbol'), await canvases(page).nth(i).getAttribute('data-resolution'), await canvases(page).nth(i).getAttribute('data-style')]));
    expect(await contents()).toEqual(expected);
    await savedSettings(page, {
      layout: '4A',
      selectedIndex: 2,
      areaContents: [{ resolution: '1m', style: 'candle' }, { resolution: '5m', style: 'line' }, { address: other.address, resolution: '1m', style: 'area' }, { resolution: '1m', style: 'candle' }],
    });
    await page.reload();
    await expect(canvases(page)).toHaveCount(4, { timeout: 20_000 });
    for (let i = 0; i < 4; i++) await expect(canvases(page).nth(i)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    expect(await contents()).toEqual(expected);
    await expect(chart(page).getByRole('group', { name: /^Chart 3 of 4/ })).toHaveAttribute('aria-current', 'true');
    await page.screenshot({ path: shot('chart-4a-restored-1440.png') });
  });

  test('order and position labels sit on the side the chart settings say, after a reload too', async ({ page }) => {
    const { result } = await signUpByEmail();
    await seedSession(page, result);
    const token = await openChart(page);
    const canvas = canvases(page).first();
    await callSim('tradeOrderCreate', { type: 'market', side: 'buy', baseAddress: token.address, amount: '0.1', chain: 'solana', slippage: 0.5 }, result.access_token);
    const close = chart(page).getByRole('button', { name: /^Close position: sell all / });
    await expect(close).toBeVisible({ timeout: 20_000 });
    const middle = async () => {
      const c = (await canvas.boundingBox())!;
      return c.x + c.width / 2;
    };
    expect((await close.boundingBox())!.x).toBeLessThan(await middle());
    await chart(page).getByRole('button', { name: 'Chart settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chart settings' });
    await dialog.getByRole('tab', { name: 'Events' }).click();
    await dialog.getByRole('radiogroup', { name: 'Order and position labels' }).getByRole('radio', { name: 'Right' }).check();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The label's left edge past the middle, its right edge left of the price axis.
    await expect.poll(async () => (await close.boundingBox())!.x).toBeGreaterThan(await middle());
    const c = (await canvas.boundingBox())!;
    const b = (await close.boundingBox())!;
    expect(b.x + b.width).toBeLessThan(c.x + c.width - 40);
    await page.screenshot({ path: shot('chart-labels-right-1440.png') });
    await savedSettings(page, { orderPanelPosition: 'right' });
    await page.reload();
    await expect(close).toBeVisible({ timeout: 20_000 });
    expect((await close.boundingBox())!.x).toBeGreaterThan(await middle());
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
