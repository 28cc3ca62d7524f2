// Issue 35 item 3, in German: a Phantom user's USDT is its token account on the sim's Solana RPC
// (market-sim README "Solana token accounts"), read here with getTokenAccountsByOwner as a wallet
// would: the profile drawer's USDT row equals it, and a perps deposit lowers both; the deposit's
// notification says credited at once (it is), with no countdown.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { HOST_URL, SIM_URL } from '../src/env';
import { installPhantom, randomSolanaSecret } from '../src/wallets/phantom';

const USDT_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

/** The wallet's USDT as the chain answers it: its token accounts of the mint, jsonParsed. */
async function chainUsdt(owner: string): Promise<number> {
  const response = await fetch(`${SIM_URL}/rpc/solana`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTokenAccountsByOwner', params: [owner, { mint: USDT_MINT }, { encoding: 'jsonParsed' }] }) });
  const { result } = (await response.json()) as { result: { value: Array<{ account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } } }> } };
  return result.value.reduce((sum, { account }) => sum + Number(account.data.parsed.info.tokenAmount.uiAmountString), 0);
}

/** Opens the profile drawer (titled with the wallet) on its holdings. */
async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: /^Konto: / }).click();
  const drawer = page.getByRole('dialog', { name: 'Phantom' });
  // On /perps the drawer opens on its Perp tab; the holdings are on the Token tab.
  await drawer.getByRole('tab', { name: 'Token' }).click();
  await expect(drawer.getByRole('list', { name: 'Bestände' })).toBeVisible({ timeout: 20_000 });
  return drawer;
}

/** The USDT amount the drawer's Solana USDT row shows (German digits: `.` groups, `,` decimals). */
async function shownUsdt(drawer: Locator): Promise<number> {
  const row = drawer.getByRole('list', { name: 'Bestände' }).getByRole('listitem').filter({ has: drawer.page().getByText('USDT', { exact: true }) }).filter({ hasText: 'Solana' });
  const digits = ((await row.locator('.figures small').textContent()) ?? '').replace(/[^\d,]/g, '');
  return Number(digits.replace(',', '.'));
}

test('Phantom (de): the USDT row is the token account /rpc/solana answers; a perps deposit lowers both and is credited without a countdown', async ({ page }) => {
  const phantom = await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  await page.addInitScript((origin) => {
    if (window.location.origin !== origin) return;
    window.localStorage.setItem('nova.prefs.perpsGuideSeen', 'true');
    window.localStorage.setItem('nova.prefs.perpsTransferGuideSeen', 'true');
  }, HOST_URL);
  await page.goto('/de/perps');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const login = page.getByRole('dialog', { name: 'Wallet verbinden' });
  await login.getByRole('button', { name: 'Phantom', exact: true }).click();
  await expect(login).toHaveCount(0);

  // The faucet funded the new wallet's token account once; the drawer shows exactly that.
  let drawer = await openDrawer(page);
  await expect.poll(() => chainUsdt(phantom.address())).toBe(1000);
  await expect.poll(() => shownUsdt(drawer)).toBe(1000);
  await drawer.getByRole('button', { name: 'Schließen' }).click();

  const card = page.getByRole('list', { name: 'Perpetual-Konten nach Chain-Typ' }).getByRole('region', { name: 'Solana' });
  await expect(card).toContainText('500');
  await card.getByRole('button', { name: 'Einzahlen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Auf das Perpetual-Konto einzahlen' });
  await dialog.getByRole('textbox', { name: 'Betrag (USDT)' }).fill('25');
  await dialog.getByRole('button', { name: 'Einzahlen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Einzahlung von 25 USDT deinem Perpetual-Konto gutgeschrieben')).toBeVisible();
  await expect(page.getByText(/wird bearbeitet/)).toHaveCount(0);
  await expect(card).toContainText('525');
  await page.screenshot({ path: `/tmp/e-phantom-usdt-${page.viewportSize()?.width ?? 0}.png` });

  // The deposit moved the USDT out of the token account: the chain and the drawer agree.
  expect(await chainUsdt(phantom.address())).toBe(975);
  drawer = await openDrawer(page);
  await expect.poll(() => shownUsdt(drawer)).toBe(975);
});
