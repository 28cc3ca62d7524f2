// The chart area as the chart specs reach it: mf-chart's slot, its panes' canvases (named "<symbol>
// price chart", carrying the test hooks data-ready, data-bars, data-resolution, ... and novaBars()),
// opening a token page until the first chart holds its bars, and choosing an interval.
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hotToken, slot } from './app';

/** Screenshots for review, outside test-results (which every run clears). */
export const shot = (name: string) => path.join(os.tmpdir(), 'nova-chart-shots', name);

export const chart = (page: Page) => slot(page, 'mf_chart');
export const canvases = (page: Page) => chart(page).getByRole('img', { name: / price chart$/ });

/** The hot token's page (or `path`), once its first chart holds its bars; resolves with the token. */
export async function openChart(page: Page, path?: string) {
  const token = await hotToken();
  await page.goto(path ?? `/trade/${token.chain}/${token.address}`);
  await expect(canvases(page).first()).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  return token;
}

export async function chooseInterval(page: Page, interval: string) {
  await chart(page).getByRole('button', { name: 'All intervals' }).click();
  await chart(page).getByRole('dialog', { name: 'Intervals' }).getByRole('button', { name: interval, exact: true }).click();
}
