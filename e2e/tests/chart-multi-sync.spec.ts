// Multi-chart time and date-range sync that holds (issue 36, spec 3 §4): with both syncs on, a
// layout grown 1 -> 4 -> 8C draws every chart, all charts then show the same dates (the panes' test
// hooks data-visible-from / data-visible-to, the times of the first and last visible bars), a zoom
// and a scroll in one chart move all the others, and no uncaught error reaches the page.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { hotToken } from '../src/app';
import { canvases, chart, shot } from '../src/chart';

/** Screenshots for review, outside test-results (which every run clears). */
/** A generous bound for a layout change to show bars in every chart (the issue asks 3 s on an idle machine). */
const DRAWN_MS = 10_000;

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
/** The length of one bar of an interval such as "15s", "1m", "4h". */
function periodOf(resolution: string): number {
  const match = /^(\d+)([smhd])$/.exec(resolution);
  if (!match) throw new Error(`unknown interval ${resolution}`);
  return Number(match[1]) * UNIT_SECONDS[match[2]!]!;
}

interface Visible {
  from: number;
  to: number;
}

/** Each chart's visible dates, null for a chart that shows none yet. */
async function visibleRanges(page: Page): Promise<(Visible | null)[]> {
  return canvases(page).evaluateAll((elements) =>
    elements.map((element) => {
      const from = element.getAttribute('data-visible-from');
      const to = element.getAttribute('data-visible-to');
      return from && to ? { from: Number(from), to: Number(to) } : null;
    }),
  );
}

/** How far apart (seconds) the charts' first and last visible bars are, Infinity while one shows none. */
async function spread(page: Page): Promise<number> {
  const ranges = await visibleRanges(page);
  if (ranges.length === 0 || ranges.some((range) => range === null)) return Infinity;
  const all = ranges as Visible[];
  const froms = all.map((range) => range.from);
  const tos = all.map((range) => range.to);
  return Math.max(Math.max(...froms) - Math.min(...froms), Math.max(...tos) - Math.min(...tos));
}

/** Every chart of the layout shows bars within the bound. */
async function allDrawn(page: Page, count: number) {
  await expect(chart(page).getByRole('group', { name: new RegExp(`^Chart \\d of ${count}`) })).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const canvas = canvases(page).nth(i);
    await expect(canvas, `chart ${i + 1} of ${count} drawn`).toHaveAttribute('data-ready', 'true', { timeout: DRAWN_MS });
    await expect.poll(async () => Number(await canvas.getAttribute('data-bars')), { timeout: DRAWN_MS }).toBeGreaterThan(0);
  }
}

/** All charts show the same dates, within one bar. */
async function sameDates(page: Page, period: number, message: string) {
  await expect.poll(() => spread(page), { message, timeout: DRAWN_MS }).toBeLessThanOrEqual(period);
}

async function plotCentre(canvas: Locator) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the chart has no box');
  return { x: box.x + box.width * 0.45, y: box.y + box.height * 0.5 };
}

/** A hot token's page on 15 s bars with time and date-range sync on; the bar's length in seconds. */
async function openSynced(page: Page): Promise<number> {
  const token = await hotToken();
  await page.goto(`/trade/${token.chain}/${token.address}`);
  await allDrawn(page, 1);
  // 15 s bars: a first page of 1,000 is more than a chart shows, and a live bar opens every 15 s.
  await chart(page).getByRole('button', { name: 'All intervals' }).click();
  await chart(page).getByRole('dialog', { name: 'Intervals' }).getByRole('button', { name: '15s', exact: true }).click();
  await expect(canvases(page).first()).toHaveAttribute('data-resolution', '15s');
  await allDrawn(page, 1);
  await chart(page).getByRole('button', { name: 'Sync', exact: true }).click();
  await chart(page).getByRole('checkbox', { name: 'Time' }).check();
  await chart(page).getByRole('checkbox', { name: 'Date range' }).check();
  await page.keyboard.press('Escape');
  return periodOf('15s');
}

test.describe('multi-chart sync', () => {
  test('time and date-range sync hold while the layout grows 1 -> 4 -> 8C, and a zoom or scroll in one chart moves all', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const period = await openSynced(page);

    await chart(page).getByRole('combobox', { name: 'Layout' }).selectOption('4A');
    await allDrawn(page, 4);
    await sameDates(page, period, 'the 4 charts show the same dates');

    await chart(page).getByRole('combobox', { name: 'Layout' }).selectOption('8C');
    await allDrawn(page, 8);
    await sameDates(page, period, 'the 8 charts show the same dates');
    await page.screenshot({ path: shot('chart-8c-sync-1440.png') });

    // A zoom (the wheel) in the third chart: every chart takes its new dates.
    const before = (await visibleRanges(page))[0]!;
    const third = canvases(page).nth(2);
    const centre = await plotCentre(third);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -600);
    await expect.poll(async () => (await visibleRanges(page))[2]?.from, { message: 'the zoomed chart shows fewer bars' }).toBeGreaterThan(before.from);
    await sameDates(page, period, 'the 8 charts follow the zoom');
    const zoomed = (await visibleRanges(page))[0]!;
    expect(zoomed.from, 'the first chart zoomed too').toBeGreaterThan(before.from);

    // A scroll (a drag to the right, back in time) in the sixth chart: every chart follows.
    const sixth = canvases(page).nth(5);
    const start = await plotCentre(sixth);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 60, start.y, { steps: 6 });
    await page.mouse.move(start.x + 120, start.y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await visibleRanges(page))[5]?.to, { message: 'the dragged chart went back in time' }).toBeLessThan(zoomed.to);
    await sameDates(page, period, 'the 8 charts follow the scroll');
    expect((await visibleRanges(page))[0]!.to, 'the first chart scrolled too').toBeLessThan(zoomed.to);

    expect(errors, 'no uncaught error on the page').toEqual([]);
  });

  test('every layout size, 2 to 8 charts, shows one view with time and date-range sync on', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const period = await openSynced(page);
    for (const [layout, count] of [['2B', 2], ['3E', 3], ['4F', 4], ['5C', 5], ['6B', 6], ['7A', 7], ['8A', 8], ['2A', 2]] as const) {
      await chart(page).getByRole('combobox', { name: 'Layout' }).selectOption(layout);
      await allDrawn(page, count);
      await sameDates(page, period, `the ${count} charts of ${layout} show the same dates`);
    }
    expect(errors, 'no uncaught error on the page').toEqual([]);
  });
});
