// Drawings a trader can work with (issue 36 item 4): a drawing is selected by clicking it (the
// primitive's hit test), deleted with the Delete key and brought back with undo; a Fibonacci
// retracement shows its level labels (the canvas's texts are in the test hook
// data-drawing-labels); Remove drawings asks first and Cancel keeps them; a reload keeps them.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { canvases, chart, openChart, shot } from '../src/chart';

const rail = (page: Page) => chart(page).getByRole('group', { name: 'Drawing tools' });

/** A click at a fraction of the chart's plot (clear of the price axis on the right and the time axis below). */
async function clickAt(page: Page, fx: number, fy: number) {
  const box = (await canvases(page).first().boundingBox())!;
  await page.mouse.click(box.x + (box.width - 70) * fx, box.y + (box.height - 30) * fy);
}

test.describe('chart drawings', () => {
  test('select a trend line by clicking it, delete it, undo; a Fibonacci retracement with its levels; Remove asks; a reload keeps them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openChart(page);
    const canvas = canvases(page).first();
    // Without the magnet the line runs exactly where the clicks were, so a click between them is on it.
    const magnet = rail(page).getByRole('button', { name: 'Magnet' });
    await magnet.click();
    await expect(magnet).toHaveAttribute('aria-pressed', 'false');

    await rail(page).getByRole('button', { name: 'Trend line' }).click();
    await clickAt(page, 0.3, 0.3);
    await clickAt(page, 0.6, 0.6);
    await expect(canvas).toHaveAttribute('data-drawings', '1');
    await clickAt(page, 0.45, 0.45);
    const toolbar = chart(page).getByRole('toolbar', { name: 'Selected drawing: Trend line 1' });
    await expect(toolbar).toBeVisible();
    await page.keyboard.press('Delete');
    await expect(canvas).toHaveAttribute('data-drawings', '0');
    await expect(toolbar).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(canvas).toHaveAttribute('data-drawings', '1');

    // Selected again, restyled from its toolbar.
    await clickAt(page, 0.45, 0.45);
    await toolbar.getByRole('combobox', { name: 'Line width' }).selectOption({ label: '4 px' });
    await page.screenshot({ path: shot('chart-drawing-selected-1440.png') });

    await rail(page).getByRole('button', { name: 'Fibonacci retracement' }).click();
    await clickAt(page, 0.65, 0.7);
    await clickAt(page, 0.85, 0.2);
    await expect(canvas).toHaveAttribute('data-drawings', '2');
    for (const level of ['0 (', '0.236 (', '0.382 (', '0.5 (', '0.618 (', '0.786 (', '1 (']) await expect(canvas).toHaveAttribute('data-drawing-labels', new RegExp(`"${level.replace(/[.(]/g, '\\$&')}`));

    await rail(page).getByRole('button', { name: 'Remove drawings' }).click();
    const ask = page.getByRole('dialog', { name: 'Remove drawings?' });
    await expect(ask).toContainText('2 drawings on');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(canvas).toHaveAttribute('data-drawings', '2');

    await page.reload();
    await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(canvases(page).first()).toHaveAttribute('data-drawings', '2');
    await expect(canvases(page).first()).toHaveAttribute('data-drawing-labels', /"0\.618 \(/);
  });

  test('on a phone the drawings list selects a drawing and its toolbar fits the chart', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChart(page);
    const canvas = canvases(page).first();
    await rail(page).getByRole('button', { name: 'Price range' }).click();
    await clickAt(page, 0.3, 0.3);
    await clickAt(page, 0.7, 0.6);
    await expect(canvas).toHaveAttribute('data-drawings', '1');
    await expect(canvas).toHaveAttribute('data-drawing-labels', /bars? · /);
    await rail(page).getByRole('button', { name: 'Drawings on this chart' }).click();
    await chart(page).getByRole('dialog', { name: 'Drawings on this chart' }).getByRole('button', { name: 'Select Price range 1' }).click();
    await rail(page).getByRole('button', { name: 'Drawings on this chart' }).click();
    const toolbar = chart(page).getByRole('toolbar', { name: 'Selected drawing: Price range 1' });
    await expect(toolbar).toBeVisible();
    const bar = (await toolbar.boundingBox())!;
    const box = (await canvas.boundingBox())!;
    expect(bar.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(bar.x + bar.width).toBeLessThanOrEqual(box.x + box.width + 1);
    await page.screenshot({ path: shot('chart-drawing-selected-390.png') });
  });
});
