// The chart area (issue 11, spec 3 §2-§5): every interval, a style switch, a 4-chart layout with
// symbol sync, the shortcuts, the price axis of a tiny-priced token never negative, the screenshot,
// a phone's single chart, and the trader's own trades and order lines with their buttons. What
// survives a reload is in chart-persistence.spec.ts, paging, reconnects, errors and memory in
// chart-data.spec.ts. The chart pane's canvas carries test hooks: data-resolution, data-style,
// data-bars, data-oldest, data-ready, data-drawings, data-lines, data-axis-labels (the labels the
// price axis drew last), and the element function novaBars() (the bars the chart holds).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { simAdmin } from '../src/admin';
import { canvases, chart, chooseInterval, openChart, shot } from '../src/chart';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

const INTERVALS = ['1s', '10s', '15s', '30s', '1m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d'];

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
});
