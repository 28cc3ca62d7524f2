// Issue 34 item 4: the sell check before a buy. A market buy with an amount shows what selling
// back at once would lose (the sim's round trip at that size: impact in and out, fees); a token
// that cannot be sold (a honeypot) blocks Buy with the reason on screen, for a custodial user and
// for wallet users (Phantom, MetaMask-like) alike, before anything is quoted or sent.
import type { Page } from '@playwright/test';
import type { ChainKey } from '@nova/shared-contracts';
import { expect, test } from '../src/fixtures';
import { simAdmin } from '../src/admin';
import { callSim, seedSession, signUpByEmail } from '../src/sim';
import { signedInTradePage } from '../src/trade';
import { logIn, metamaskLogIn, posts } from '../src/walletTrade';
import { installPhantom, randomSolanaSecret } from '../src/wallets/phantom';

const ROUND_TRIP = /^Sell-back now: -\d+\.\d{2}% \(impact \d+\.\d{2}% in, \d+\.\d{2}% out, fees \d+\.\d{2}%\)$/;

/**
 * A liquid, plain token of the chain made a honeypot through the sim's admin API for `run`, and
 * set back after. Not the first such token: the other trade specs buy that one.
 */
async function withHoneypot(chain: ChainKey, run: (token: { address: string; symbol: string }) => Promise<void>) {
  const { tokens } = await callSim('tokenHotList', { chain, limit: 50, min_liquidity: 20_000 });
  const token = tokens.filter((t) => t.security_info.is_pixiu === 0 && t.security_info.is_open_source !== 0)[1];
  if (!token) throw new Error(`market-sim has too few plain liquid ${chain} tokens`);
  const flag = (is_pixiu: 0 | 1) => simAdmin('/__admin/security', { chain, address: token.address, is_pixiu });
  await flag(1);
  try {
    await run(token);
  } finally {
    await flag(0);
  }
}

/** On the token's trade page: an amount typed, Buy disabled with the reason, and nothing quoted, built or ordered. */
async function blockedBuy(page: Page, chain: ChainKey, token: { address: string; symbol: string }, amount: string) {
  const sent = ['/trade/quote', '/trade/build', '/trade/order/create'].map((path) => posts(page, path));
  await page.goto(`/trade/${chain}/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  await panel.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await expect(panel.getByRole('alert')).toHaveText(`${token.symbol} cannot be sold: its contract blocks sells (honeypot). Buying is blocked.`);
  const buy = panel.getByRole('button', { name: 'Buy', exact: true });
  await expect(buy).toBeDisabled();
  // The round trip at this size answers too, and still blocks: no round-trip line, Buy still disabled.
  await page.waitForResponse((response) => new URL(response.url()).pathname === '/trade/quote/round_trip');
  await expect(panel.getByText(ROUND_TRIP)).toHaveCount(0);
  await expect(buy).toBeDisabled();
  await panel.getByRole('textbox', { name: 'Amount' }).press('Enter');
  await expect(panel.getByRole('alert')).toBeVisible();
  expect(sent.map((bodies) => bodies.length)).toEqual([0, 0, 0]);
}

test('a custodial market buy shows the round trip at the typed size', async ({ page }) => {
  const { panel } = await signedInTradePage(page);
  const checked = page.waitForRequest((request) => new URL(request.url()).pathname === '/trade/quote/round_trip' && new URL(request.url()).searchParams.get('amount_in') === '0.5');
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.5');
  await checked;
  await expect(panel.getByText(ROUND_TRIP)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Buy', exact: true })).toBeEnabled();
  // A sell asks nothing of the kind.
  await panel.getByRole('tab', { name: 'Sell' }).click();
  await expect(panel.getByText(ROUND_TRIP)).toHaveCount(0);
});

test('a custodial user cannot buy a honeypot: Buy is disabled with the reason', async ({ page }) => {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await withHoneypot('solana', (token) => blockedBuy(page, 'solana', token, '0.1'));
});

test('a Phantom user gets the same block', async ({ page }) => {
  test.setTimeout(60_000);
  await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  await logIn(page, 'Phantom');
  await withHoneypot('solana', (token) => blockedBuy(page, 'solana', token, '0.02'));
});

test('a MetaMask user on Base gets the same block', async ({ page }) => {
  test.setTimeout(60_000);
  await metamaskLogIn(page);
  await withHoneypot('base', (token) => blockedBuy(page, 'base', token, '0.01'));
});
