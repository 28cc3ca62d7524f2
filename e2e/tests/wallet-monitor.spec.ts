// Issue 13 items 3 and 4: the wallet monitor on /trackers (groups with an avatar, the §5 refusals
// before upload and by the server, import, alerts switch, remove, delete) and the Share-PnL card
// opened from a wallet profile, downloaded as a PNG under the host's real CSP.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { afterLayout, hotToken } from '../src/app';
import { SIM_URL } from '../src/env';
import { expect, test } from '../src/fixtures';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

/** A 1x1 PNG (a real image the browser decodes). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const oversizedPng = () => Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);

/** Screenshots of the current page at the three widths of the rules (for people to judge; asserts nothing). */
async function screens(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [width, height] of [[1440, 900], [1024, 768], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await afterLayout(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

/** Records every CSP violation the page reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string }> = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Array<{ directive: string; blocked: string }> }).__cspViolations);
}

/** Two simulated Solana wallets that traded in the last 30 days (holders of the hot token). */
async function activeWallets(accessToken: string): Promise<string[]> {
  const token = await hotToken();
  const { holder_List } = await callSim('holderList', { address: token.address, chain: 'solana', limit: 50 }, accessToken);
  const found: string[] = [];
  for (const holder of holder_List) {
    const profit = await callSim('walletProfitPeriod', { wallet_address: holder.wallet, statistic_period: '30D', limit: 30, offset: 0, order_by: 'latest_trade_time', order_direction: 'desc' }, accessToken);
    if (profit.token_profit.some((row) => Number(row.total_profit) !== 0)) found.push(holder.wallet);
    if (found.length === 2) return found;
  }
  throw new Error('no active simulated wallets among the hot token holders');
}

async function upload(accessToken: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${SIM_URL}/wallet_monitor/group/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${accessToken}` } });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: { path: string } } };
}

test('wallet monitor: a group with an avatar (bad ones refused before upload and by the server), import, alerts, remove, delete', async ({ page }) => {
  const { result } = await signUpByEmail();
  const token = result.access_token;
  const [walletA, walletB] = await activeWallets(token);
  await seedSession(page, result);
  await page.goto('/trackers');
  const board = page.getByRole('region', { name: 'Wallet tracker board' });
  await expect(board.getByRole('tab', { name: 'Wallets' })).toHaveAttribute('aria-selected', 'true');
  const groups = board.getByRole('navigation', { name: 'Wallet groups' });
  await expect(groups.getByRole('button', { name: /^Default/ })).toHaveAttribute('aria-pressed', 'true');

  // Create: the §5 rules, then the avatar refusals before any upload.
  await groups.getByRole('button', { name: 'New group' }).click();
  const create = page.getByRole('dialog', { name: 'Create wallet group' });
  await expect(create).toBeVisible();
  // 400 wide, its border inside that width (a <dialog>'s border box).
  expect(Math.round((await create.boundingBox())?.width ?? 0)).toBe(400);
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(create.getByText('Please enter a group name')).toBeVisible();
  await create.getByRole('textbox', { name: 'Group name' }).fill('x'.repeat(31));
  await expect(create.getByText('At most 30 characters')).toBeVisible();
  await create.getByRole('textbox', { name: 'Group name' }).fill('  Snipers  ');
  await create.getByRole('textbox', { name: 'Description (optional)' }).fill('Early entries on fresh launches');
  const uploads: string[] = [];
  page.on('request', (request) => request.url().endsWith('/wallet_monitor/group/upload') && uploads.push(request.method()));
  const avatar = create.getByTestId('group-avatar-input');
  await avatar.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(create.getByRole('alert')).toHaveText('Only PNG, JPG, JPEG or WEBP images');
  await avatar.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: oversizedPng() });
  await expect(create.getByRole('alert')).toHaveText('Upload size limit: the image must be under 2 MB');
  expect(uploads).toEqual([]);
  await avatar.setInputFiles({ name: 'whale.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(create.getByRole('button', { name: 'Change avatar' })).toBeVisible();
  expect(uploads).toEqual(['POST']);
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(create).toHaveCount(0);

  const snipers = groups.getByRole('button', { name: /^Snipers/ });
  await expect(snipers).toHaveAttribute('aria-pressed', 'true');
  const detail = board.getByRole('region', { name: 'Group Snipers' });
  await expect(detail.getByText('Early entries on fresh launches')).toBeVisible();
  const image = snipers.locator('img');
  await expect(image).toHaveAttribute('src', new RegExp(`^${SIM_URL}/uploads/\\w+\\.png$`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // The server refuses the same files on its own.
  const tooBig = await upload(token, 'big.png', 'image/png', oversizedPng());
  expect(tooBig.status).toBe(413);
  expect(tooBig.body.message).toContain('upload size limit');
  expect((await upload(token, 'me.gif', 'image/gif', Buffer.from('GIF89a'))).status).toBe(415);

  // Edit the name.
  await detail.getByRole('button', { name: 'Edit group' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit wallet group' });
  await edit.getByRole('textbox', { name: 'Group name' }).fill('Snipers A');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  const renamed = board.getByRole('region', { name: 'Group Snipers A' });
  await expect(renamed).toBeVisible();

  // Import two wallets (one named), switch one's alerts off, remove the other.
  await renamed.getByRole('button', { name: 'Import wallets' }).first().click();
  const importer = page.getByRole('dialog', { name: 'Import wallets into Snipers A' });
  await importer.getByRole('textbox', { name: 'Wallet addresses' }).fill(`${walletA}, Whale one\n${walletB}`);
  await importer.getByRole('button', { name: 'Import 2' }).click();
  await expect(importer).toHaveCount(0);
  const list = renamed.getByRole('list', { name: 'Wallets in Snipers A' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(groups.getByRole('button', { name: /^Snipers A\s*2 wallets$/ })).toBeVisible();

  const alerts = list.getByRole('switch', { name: 'Alerts for Whale one' });
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-checked', 'false');
  const followed = await callSim('smartList', { group_id: (await callSim('groupList', {}, token)).list.find((g) => g.name === 'Snipers A')!.wallet_group_id, page: 1, page_size: 20 }, token);
  expect(followed.list.find((w) => w.wallet_address === walletA)?.notify).toBe(false);

  const other = list.getByRole('listitem').filter({ hasNot: page.getByText('Whale one') });
  await other.getByRole('button', { name: /^Remove / }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await screens(page, 'trackers-board');

  // The search narrows the group.
  await renamed.getByRole('searchbox', { name: 'Search wallets' }).fill('nothing-like-this');
  await expect(renamed.getByText('No wallet matches your search')).toBeVisible();
  await renamed.getByRole('searchbox', { name: 'Search wallets' }).fill('Whale');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // Delete the group.
  await renamed.getByRole('button', { name: 'Actions of Snipers A' }).click();
  await page.getByRole('menuitem', { name: 'Delete group' }).click();
  await page.getByRole('dialog', { name: 'Delete Snipers A?' }).getByRole('button', { name: 'Delete group' }).click();
  await expect(groups.getByRole('button', { name: /^Snipers/ })).toHaveCount(0);
  await expect(groups.getByRole('button', { name: /^Default/ })).toHaveAttribute('aria-pressed', 'true');
});

test('the Share-PnL card opens from a wallet profile and downloads a PNG under the CSP', async ({ page }) => {
  const violations = await recordViolations(page);
  const { result } = await signUpByEmail();
  const [wallet] = await activeWallets(result.access_token);
  await callSim('smartImport', { wallets: [{ wallet_address: wallet!, remark: 'Share me' }] }, result.access_token);
  await seedSession(page, result);
  await page.goto('/trackers');
  const board = page.getByRole('region', { name: 'Wallet tracker board' });
  await board.getByRole('link', { name: 'Open the profile of Share me' }).click();
  await page.getByRole('button', { name: 'Share PnL', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Share PnL' });
  await expect(dialog).toBeVisible();
  // 744 wide, its border inside that width (a <dialog>'s border box).
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(744);
  const card = dialog.getByTestId('pnl-card');
  await expect(card).toBeVisible();
  expect(Math.round((await card.boundingBox())?.height ?? 0)).toBe(423);
  await expect(card).toHaveAttribute('data-art', /^(profit|loss)$/);
  await dialog.getByRole('radio', { name: 'Aurora' }).click();
  await expect(card).toHaveAttribute('data-art', 'aurora');
  await dialog.getByRole('tab', { name: 'SOL' }).click();
  await expect(dialog.getByTestId('pnl-card-value')).toHaveText(/ SOL$/);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^nova-pnl-[A-Za-z0-9_-]+-\d{8}\.png$/);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  // 2x the 696 x 423 card: the PNG's IHDR width and height.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1392, 846]);
  await expect(page.getByText(`PnL card saved as ${file.suggestedFilename()}`)).toBeVisible();
  expect(await violations()).toEqual([]);
  await screens(page, 'pnl-card');
});
