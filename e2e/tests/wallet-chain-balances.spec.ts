// Issue 35 item 3, in German: a wallet login's balances are what its wallet holds on the sim's
// chains (market-sim README "Wallet balances"), read here over the same JSON-RPC the wallet uses:
// a MetaMask-like wallet's drawer shows the BNB of the local BSC chain, and a buy lowers it on the
// chain and in the drawer; a Phantom user sees Solana holdings only, with the SOL of /rpc/solana.
import type { Locator, Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { formatEther } from 'viem';
import { expect, test } from '../src/fixtures';
import { SIM_URL } from '../src/env';
import { plainToken } from '../src/walletTrade';
import { installEvmWallet, simChainRpc, simEvmNetworks } from '../src/wallets/evm';
import { installPhantom, randomSolanaSecret } from '../src/wallets/phantom';

/** Signs in on the German markets page through the login drawer with the installed wallet. */
async function logInGerman(page: Page, wallet: string) {
  await page.goto('/de/markets');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const drawer = page.getByRole('dialog', { name: 'Wallet verbinden' });
  await drawer.getByRole('button', { name: wallet, exact: true }).click();
  await expect(drawer).toHaveCount(0);
}

/** Opens the profile drawer (titled with the wallet) and waits for its holdings. */
async function openDrawer(page: Page, title: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: /^Konto: / }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer.getByRole('list', { name: 'Bestände' })).toBeVisible({ timeout: 20_000 });
  return drawer;
}

/** The coin amount a holding row shows (German digits: `.` groups, `,` decimals) and how many decimals it shows. */
async function shownFigure(drawer: Locator, symbol: string, chainName: string): Promise<{ value: number; decimals: number }> {
  const row = drawer.getByRole('list', { name: 'Bestände' }).getByRole('listitem').filter({ has: drawer.page().getByText(symbol, { exact: true }) }).filter({ hasText: chainName });
  const digits = ((await row.locator('.figures small').textContent()) ?? '').replace(/[^\d,]/g, '');
  return { value: Number(digits.replace(',', '.')), decimals: digits.split(',')[1]?.length ?? 0 };
}

/** Whether the row shows `amount` to the decimals it shows (the figure is rounded for display). */
async function shows(drawer: Locator, symbol: string, chainName: string, amount: number): Promise<boolean> {
  const { value, decimals } = await shownFigure(drawer, symbol, chainName);
  return Math.abs(value - amount) < 10 ** -decimals;
}

const chainBnb = async (address: string) => Number(formatEther(BigInt((await simChainRpc(SIM_URL, 'bsc', 'eth_getBalance', [address, 'latest'])) as string)));

test('MetaMask (de): the drawer shows the BNB the wallet holds on the chain; a buy lowers it on the chain and in the drawer', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await installEvmWallet(page, { privateKey: generatePrivateKey(), rdns: 'io.metamask', name: 'MetaMask', rpcUrls: simEvmNetworks(SIM_URL), chainId: '0x38' });
  await logInGerman(page, 'MetaMask');
  const drawer = await openDrawer(page, 'MetaMask');
  // The faucet funded the new wallet on the chain; the drawer shows exactly that.
  const funded = await chainBnb(wallet.address());
  expect(funded).toBeGreaterThan(0);
  await expect.poll(() => shows(drawer, 'BNB', 'BSC', funded)).toBe(true);
  await drawer.getByRole('button', { name: 'Schließen' }).click();

  const token = await plainToken('bsc');
  await page.goto(`/de/trade/bsc/${token.address}`);
  const panel = page.getByRole('region', { name: `Handeln ${token.symbol}` });
  await panel.getByRole('textbox', { name: 'Betrag' }).fill('0.5');
  await expect(panel.getByRole('button', { name: 'Kaufen' })).toBeEnabled({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Kaufen' }).click();
  await expect(page.getByText(`Trade erfolgreich: ${token.symbol}`).first()).toBeVisible({ timeout: 20_000 });

  // The router took the 0.5 BNB (and the wallet paid the gas) on the chain.
  const after = await chainBnb(wallet.address());
  expect(after).toBeLessThanOrEqual(funded - 0.5);
  expect(after).toBeGreaterThan(funded - 0.51);
  const again = await openDrawer(page, 'MetaMask');
  // The drawer's figure is the chain's, to the decimals it shows.
  await expect.poll(() => shows(again, 'BNB', 'BSC', after)).toBe(true);
});

test('Phantom (de): Solana holdings only, the SOL what /rpc/solana answers for the wallet', async ({ page }) => {
  const phantom = await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  await logInGerman(page, 'Phantom');
  const drawer = await openDrawer(page, 'Phantom');
  const response = await fetch(`${SIM_URL}/rpc/solana`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [phantom.address()] }) });
  const lamports = ((await response.json()) as { result: { value: number } }).result.value;
  expect(lamports).toBeGreaterThan(0);
  await expect.poll(() => shows(drawer, 'SOL', 'Solana', lamports / 1e9)).toBe(true);
  const chains = await drawer.getByRole('list', { name: 'Bestände' }).getByRole('listitem').locator('.name small').allTextContents();
  expect(chains.every((chain) => chain === 'Solana')).toBe(true);
  // Phantom signs on Solana only: its perp account is the SOL one, no EVM card.
  await drawer.getByRole('tab', { name: 'Perp' }).click();
  await expect(drawer.getByRole('listitem', { name: 'SOL-Perpetual-Konto' })).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: 'EVM-Perpetual-Konto' })).toHaveCount(0);
});
