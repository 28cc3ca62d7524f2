// The chart's OHLCV legend (issue 36): the last bar's open, high, low, close, volume and change
// when the pointer is off the chart, the hovered bar's under the crosshair, one legend per chart of
// a multi-chart layout, and a box of fixed size (a crosshair move or a live push changes its text,
// never the size of the legend or of the chart's canvas).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hotToken } from '../src/app';
import { canvases, chart } from '../src/chart';

const legends = (page: Page) => chart(page).getByRole('group', { name: 'Bar values' });

type Bar = { time: number; open: number; close: number };
const lastBars = (page: Page) => canvases(page).first().evaluate((el) => (el as HTMLElement & { novaBars(): Bar[] }).novaBars().slice(-40));

test('the legend reads the last bar, then the hovered bar, in a box of fixed size', async ({ page }) => {
  const token = await hotToken();
  await page.goto(`/trade/${token.chain}/${token.address}`);
  const canvas = canvases(page).first();
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const legend = legends(page).first();
  const bars = await lastBars(page);
  await expect(legend).toHaveAttribute('data-time', String(bars.at(-1)!.time));
  for (const term of ['O', 'H', 'L', 'C', 'Vol']) await expect(legend.getByText(term, { exact: true }).locator('+ dd')).toHaveText(/^\$\d/);
  await expect(legend.getByText('Chg', { exact: true }).locator('+ dd')).toHaveText(/^[+-]?\$[\d.,₀-₉]+ \([+-]?[\d.,]+%\)$/);

  const legendBox = await legend.boundingBox();
  const canvasBox = (await canvas.boundingBox())!;
  // The middle of the plot: a bar well before the last one.
  await page.mouse.move(canvasBox.x + canvasBox.width * 0.4, canvasBox.y + canvasBox.height * 0.5);
  await expect(legend).not.toHaveAttribute('data-time', String(bars.at(-1)!.time));
  const hovered = Number(await legend.getAttribute('data-time'));
  expect((await canvas.evaluate((el) => (el as HTMLElement & { novaBars(): Bar[] }).novaBars().map((bar) => bar.time))).includes(hovered)).toBe(true);
  expect(await legend.boundingBox()).toEqual(legendBox);
  expect(await canvas.boundingBox()).toEqual(canvasBox);

  // Off the chart: the last bar again.
  await page.mouse.move(1, 1);
  await expect.poll(async () => (await legend.getAttribute('data-time')) === String((await lastBars(page)).at(-1)!.time)).toBe(true);
});

test('every chart of a multi-chart layout has its own legend', async ({ page }) => {
  const token = await hotToken();
  await page.goto(`/trade/${token.chain}/${token.address}`);
  await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await chart(page).getByRole('combobox', { name: 'Layout' }).selectOption('4A');
  await expect(canvases(page)).toHaveCount(4);
  await expect(legends(page)).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await expect(canvases(page).nth(i)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(legends(page).nth(i)).toHaveAttribute('data-time', /^\d+$/);
  }
});
