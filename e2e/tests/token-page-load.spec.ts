// The token page as it loads (issue 37, the phone part): nothing moves when the header, the chart
// and the trade panel arrive, and every control a finger presses is at least 24 px or spaced as
// WCAG 2.5.8 asks (axe's `target-size`, which Lighthouse's accessibility audit runs).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { hotToken, settled } from '../src/app';
import { expect, test } from '../src/fixtures';

/** The layout shifts since navigation (the page's own PerformanceObserver, installed before its scripts), each with what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; moved: string[] }> = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element?.closest('[aria-label]')?.getAttribute('aria-label') ?? element?.tagName ?? '?';
          return `${name}: y ${Math.round(previousRect.y)} -> ${Math.round(currentRect.y)}, height ${Math.round(previousRect.height)} -> ${Math.round(currentRect.height)}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: shifts });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number; moved: string[] }> }).layoutShifts);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`${viewport.width} px: the token page's header, chart and trade panel arrive without moving what is below them`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    const token = await hotToken();
    await page.goto(`/trade/${token.chain}/${token.address}`);
    // The header's figures and the chart's canvas are there: everything that loads above the fold has arrived.
    await expect(page.getByRole('region', { name: 'mf_discover header' }).getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'mf_chart' }).locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    await settled(page);
    const shifts = await shiftsOf(page);
    // The recorder saw the page load: the observer is installed before the page's scripts.
    expect(await page.evaluate(() => Array.isArray((window as unknown as { layoutShifts?: unknown }).layoutShifts))).toBe(true);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    // Core Web Vitals' "good" is 0.1; the issue asks for under 0.05 (a price changing its width may move its neighbours a few px).
    expect(total, shifts.flatMap((shift) => [`${shift.value.toFixed(4)}:`, ...shift.moved.map((line) => `  ${line}`)]).join('\n')).toBeLessThan(0.05);
  });
}

test('390 px: every control of the token page is a target of at least 24 px, or spaced as one (axe target-size)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await hotToken();
  await page.goto(`/trade/${token.chain}/${token.address}`);
  await expect(page.getByRole('region', { name: 'mf_discover header' }).getByRole('button', { name: 'Copy address' })).toBeVisible({ timeout: 20_000 });
  await settled(page);
  const { violations, passes } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  // The rule ran on the page's controls (the header's star, Copy and links, the chart's tools, the trade form).
  expect(passes.find((rule) => rule.id === 'target-size')?.nodes.length ?? 0).toBeGreaterThan(20);
  const found = violations.flatMap((v) => v.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
  expect(found, found.join('\n')).toEqual([]);
});
