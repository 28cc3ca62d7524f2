// Issue 12: the token page header (address copy, launch platform, age, the token's own links,
// Share), the token share modal downloading its image under the host's CSP, and the holders panel
// kept live by holder_balance pushes.
import { readFileSync } from 'node:fs';
import { expect, test } from '../src/fixtures';
import { simAdmin } from '../src/admin';
import { afterLayout } from '../src/app';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('the token page header copies the address, shows platform, age and links, and shares the token as an image', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const { tokens } = await callSim('tokenHotList', { chain: 'solana', limit: 50 });
  const token = tokens.find((t) => t.social_media.twitter && t.social_media.twitter !== 'null' && t.platform_name);
  if (!token) throw new Error('no hot token with a platform and an X link');
  await page.goto(`/trade/solana/${token.address}`);

  const header = page.getByRole('region', { name: 'Token data' }).filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(token.symbol);
  await expect(header.getByText(token.platform_name, { exact: true })).toBeVisible();
  await expect(header.getByText(/^Age \d+[smhd]/)).toBeVisible();
  const links = header.getByRole('group', { name: 'Links' });
  await expect(links.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute('href', token.social_media.twitter!);
  await expect(links.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute('rel', 'noopener noreferrer');

  await header.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Address copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token.address);

  await header.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: `Share ${token.symbol}` });
  await expect(dialog).toBeVisible();
  // 744 wide, its border inside that width (a <dialog>'s border box).
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(744);
  const card = dialog.getByRole('img', { name: `Share card of ${token.symbol}` });
  await expect(card).toBeVisible();
  await expect.poll(() => card.locator('polyline').getAttribute('points').then((p) => (p ?? '').split(' ').length)).toBeGreaterThan(1);
  const telegram = await dialog.getByRole('link', { name: 'Telegram' }).getAttribute('href');
  const shared = new URL(new URL(telegram!).searchParams.get('url')!);
  expect(shared.pathname).toBe(`/trade/solana/${token.address}`);
  expect(shared.searchParams.get('i')).toMatch(/^\w+$/);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download image' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^nova-[A-Za-z0-9_-]+-\d{8}\.png$/);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  // 2x the 696 x 400 card: the PNG's IHDR width and height.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1392, 800]);
  await expect(page.getByText(`Saved as ${file.suggestedFilename()}`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  for (const [width, height] of [[1440, 900], [1024, 768], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await afterLayout(page);
    await page.screenshot({ path: test.info().outputPath(`token-share-${width}.png`) });
  }
});

test('the holders panel follows holder_balance pushes', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const { tokens } = await callSim('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
  const token = tokens.find((t) => t.security_info.is_pixiu === 0);
  if (!token) throw new Error('no liquid solana token');
  await page.goto(`/trade/solana/${token.address}`);
  const data = page.getByRole('region', { name: 'Token data' }).filter({ has: page.getByRole('tablist') });
  await data.getByRole('tab', { name: 'Holders' }).click();
  const holders = data.getByRole('table', { name: 'Holders' });
  await expect(holders.getByRole('row').nth(1)).toBeVisible();
  // Wallet tags by their names, never their raw keys (issue 36).
  await expect(holders.getByText(/^(Smart money|New money|Early buyers|KOL|Insider|Whale|Sniper|Dev)$/).first()).toBeVisible();
  await expect(holders.getByText(/^(smart_money|new_money|early_buyers|kol|insider|whale|sniper|dev)$/)).toHaveCount(0);
  const before = await holders.locator('tbody').innerText();
  // The largest holder sells (the market's own flow, on demand): its share and value move without a reload.
  const { wallet } = (await simAdmin('/__admin/trade', { chain: 'solana', address: token.address, side: 'sell', usd: 500 })) as { wallet: string };
  const shortWallet = `${wallet.slice(0, 6)}…${wallet.slice(-4)}`;
  const rowOf = (text: string) => text.split('\n').find((line) => line.includes(shortWallet)) ?? '';
  await expect.poll(async () => rowOf(await holders.locator('tbody').innerText()), { timeout: 15_000 }).not.toBe(rowOf(before));
  expect(rowOf(before)).not.toBe('');
});
