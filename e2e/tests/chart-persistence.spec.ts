// What the chart keeps across a reload (issue 11, spec 3 §3-§5): settings and drawings, the
// settings dialog's scale mode, grid and timezone, favourite drawing tools, a style template and a
// hidden toolbar, a 4-chart layout's symbols, intervals and styles, and the side of the order and
// position labels.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { canvases, chart, chooseInterval, openChart, shot } from '../src/chart';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

/**
 * Waits until the trade page's saved chart settings (prefs key `chart.settings.trade`, spec 3 §3,
 * written 1 s after the last change) hold `expected`: what a reload then restores.
 */
async function savedSettings(page: Page, expected: Record<string, unknown>) {
  const read = () => page.evaluate(() => JSON.parse(localStorage.getItem('nova.prefs.chart.settings.trade') ?? 'null') as unknown);
  await expect.poll(read, { message: 'the chart settings saved' }).toMatchObject(expected);
}

test.describe('chart persistence', () => {
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
});
