// Issue 10 item 3: wallet logins trade with real signatures against market-sim. Phantom (Solana):
// quote, the server-built v0 transaction signed with ed25519, submit_tx; buy by amount, then sell
// all; a buy of a token that is not open source asks first. Nova Wallet on EVM (the exchange's
// wallet, which only signs): it personal_signs the build's text, submit_tx_hash carries the signature and no hash, and the server sends the transaction.
// MetaMask-like (EVM): the wallet switches to the token's network (the sim's local chain of it at
// /rpc/evm/{chain}), sends the built router call with eth_sendTransaction (approve first on a
// sell), and submit_tx_hash carries the hash the sim checks on that chain; buy, sell 50 % and all,
// the risk confirm, a rejection in the wallet, a quote error, gatelayer bounds; and every §8 order
// code forced by the admin API shows its message to a wallet user.
import type { Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { expect, test } from '../src/fixtures';
import { simAdmin } from '../src/admin';
import { SIM_URL } from '../src/env';
import { count, heldBy, logIn, metamaskLogIn, plainToken, posts, toasts } from '../src/walletTrade';
import { installEvmWallet, simChainRpc } from '../src/wallets/evm';
import { installPhantom, randomSolanaSecret } from '../src/wallets/phantom';
import type { ChainKey, Token } from '@nova/shared-contracts';

/** The router of the sim's trade chains (market-sim README "Wallet orders on EVM"). */
const ROUTER = '0x000000000000000000000000000000000000a11e';

test('Phantom: buy by amount with a signed v0 transaction, then sell all', async ({ page }) => {
  test.setTimeout(90_000);
  await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  await logIn(page, 'Phantom');
  const token = await plainToken('solana');
  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/trade/submit_tx') submits.push(request.url());
  });
  await page.goto(`/trade/solana/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  await expect(panel.getByRole('tab', { name: 'Limit' })).toHaveCount(0);
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.05');
  await expect(panel.getByRole('button', { name: 'Buy' })).toBeEnabled({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText(`Trade success: ${token.symbol}`).first()).toBeVisible({ timeout: 20_000 });
  expect(submits).toHaveLength(1);

  await panel.getByRole('tab', { name: 'Sell' }).click();
  await panel.getByRole('group', { name: 'Quick percents' }).getByRole('button', { name: 'Max' }).click();
  await expect(panel.getByRole('button', { name: 'Sell', exact: true })).toBeEnabled({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(page.getByText(`You hold no ${token.symbol}.`)).toBeVisible({ timeout: 20_000 });
  expect(submits).toHaveLength(2);
});

test('Nova Wallet on EVM only signs: the signature goes to submit_tx_hash without a hash, and the buy fills', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await installEvmWallet(page, { privateKey: generatePrivateKey(), rdns: 'app.nova.wallet', name: 'Nova Wallet' });
  await logIn(page, 'Nova Wallet', 'EVM');
  const token = await plainToken('base');
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/trade/submit_tx_hash') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.goto(`/trade/base/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.01');
  await expect(panel.getByRole('button', { name: 'Buy' })).toBeEnabled({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText(`Trade success: ${token.symbol}`).first()).toBeVisible({ timeout: 20_000 });
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toHaveProperty('signature');
  expect(bodies[0]).not.toHaveProperty('txHash');
  expect(wallet.requests()).toContain('personal_sign');
  expect(wallet.requests()).not.toContain('eth_sendTransaction');
});

test('Phantom: a buy of a token that is not open source asks first; Cancel places nothing, Buy anyway buys', async ({ page }) => {
  test.setTimeout(90_000);
  await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  await logIn(page, 'Phantom');
  // A liquid token made closed source through the sim's admin API, and set back after (a
  // honeypot's buy is blocked outright: sell-check.spec.ts).
  const token = await plainToken('solana');
  const flag = (is_open_source: 0 | 1) => simAdmin('/__admin/security', { chain: 'solana', address: token.address, is_open_source });
  await flag(0);
  try {
    const builds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/trade/build') builds.push(request.url());
    });
    await page.goto(`/trade/solana/${token.address}`);
    const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
    await panel.getByRole('textbox', { name: 'Amount' }).fill('0.02');
    await expect(panel.getByRole('button', { name: 'Buy' })).toBeEnabled({ timeout: 10_000 });
    await panel.getByRole('button', { name: 'Buy' }).click();
    const risky = page.getByRole('dialog', { name: 'Risky token' });
    await expect(risky).toBeVisible();
    await risky.getByRole('button', { name: 'Cancel' }).click();
    await expect(risky).toHaveCount(0);
    expect(builds).toHaveLength(0);
    await panel.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('dialog', { name: 'Risky token' }).getByRole('button', { name: 'Buy anyway' }).click();
    await expect(page.getByText(`Trade success: ${token.symbol}`).first()).toBeVisible({ timeout: 20_000 });
    expect(builds).toHaveLength(1);
  } finally {
    await flag(1);
  }
});

test('MetaMask on Base: buy by amount, sell 50 % (approve first) and sell all, each a transaction mined on the chain and checked by the sim', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await metamaskLogIn(page);
  const token = await plainToken('base');
  const submits = posts(page, '/trade/submit_tx_hash');
  await page.goto(`/trade/base/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  await expect(panel.getByRole('tab', { name: 'Limit' })).toHaveCount(0);
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.01');
  await expect(panel.getByText(/You receive ≈/)).toBeVisible({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText(`Trade success: ${token.symbol}`).first()).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  // The wallet was on Ethereum: it switched to Base, then sent the router call itself.
  expect(wallet.requests()).toContain('wallet_switchEthereumChain');
  expect(count(wallet, 'eth_sendTransaction')).toBe(1);
  expect(submits).toHaveLength(1);
  const hash = String(submits[0]!.txHash);
  const tx = (await simChainRpc(SIM_URL, 'base', 'eth_getTransactionByHash', [hash])) as { from: string; to: string; value: string };
  const receipt = (await simChainRpc(SIM_URL, 'base', 'eth_getTransactionReceipt', [hash])) as { status: string };
  expect([tx.from, tx.to, BigInt(tx.value), receipt.status]).toEqual([wallet.address().toLowerCase(), ROUTER, 10n ** 16n, '0x1']);
  const bought = await heldBy(page, 'base', token.address);
  expect(bought).toBeGreaterThan(0);

  // Sell 50 %: the first sell of the token approves the router, then sends the swap.
  await panel.getByRole('tab', { name: 'Sell' }).click();
  await panel.getByRole('group', { name: 'Quick percents' }).getByRole('button', { name: '50%' }).click();
  await expect(panel.getByText(/You receive ≈/)).toBeVisible({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Sell', exact: true }).click();
  // The buy's success toast may still be on screen: the sell is done once its hash was submitted.
  await expect.poll(() => submits.length, { timeout: 20_000 }).toBe(2);
  await expect(page.getByText(`Trade success: ${token.symbol}`).first()).toBeVisible({ timeout: 20_000 });
  expect(count(wallet, 'eth_sendTransaction')).toBe(3);
  await expect.poll(() => heldBy(page, 'base', token.address)).toBeLessThan(bought * 0.51);
  expect(await heldBy(page, 'base', token.address)).toBeGreaterThan(bought * 0.49);

  // Sell all: the allowance is there now, one transaction.
  await panel.getByRole('group', { name: 'Quick percents' }).getByRole('button', { name: 'Max' }).click();
  await expect(panel.getByText(/You receive ≈/)).toBeVisible({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(page.getByText(`You hold no ${token.symbol}.`)).toBeVisible({ timeout: 20_000 });
  expect(count(wallet, 'eth_sendTransaction')).toBe(4);
  expect(await heldBy(page, 'base', token.address)).toBe(0);
  expect(submits).toHaveLength(3);
});

test('MetaMask: a risky token asks first (Cancel is silent); a rejection in the wallet is silent and places nothing; then Buy anyway buys', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = await metamaskLogIn(page);
  // A liquid Base token made closed source through the sim's admin API, and set back after.
  const chain: ChainKey = 'base';
  const token = await plainToken(chain);
  const flag = (is_open_source: 0 | 1) => simAdmin('/__admin/security', { chain, address: token.address, is_open_source });
  await flag(0);
  try {
    await riskyBuy(page, wallet, chain, token);
  } finally {
    await flag(1);
  }
});

async function riskyBuy(page: Page, wallet: Awaited<ReturnType<typeof metamaskLogIn>>, chain: ChainKey, token: Token) {
  const builds = posts(page, '/trade/build');
  const submits = posts(page, '/trade/submit_tx_hash');
  await page.goto(`/trade/${chain}/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.01');
  await expect(panel.getByText(/You receive ≈/)).toBeVisible({ timeout: 10_000 });
  await panel.getByRole('button', { name: 'Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Risky token' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
  expect(builds).toHaveLength(0);

  // The user rejects the transaction in the wallet: no message, nothing submitted, the amount kept.
  wallet.rejectNextSignature();
  await panel.getByRole('button', { name: 'Buy' }).click();
  await page.getByRole('dialog', { name: 'Risky token' }).getByRole('button', { name: 'Buy anyway' }).click();
  await expect.poll(() => count(wallet, 'eth_sendTransaction')).toBe(1);
  // The rejection is handled (Buy enabled again) with no message.
  await expect(panel.getByRole('button', { name: 'Buy' })).toBeEnabled();
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Trade committed|Trade success/)).toHaveCount(0);
  expect(submits).toHaveLength(0);
  expect(await heldBy(page, chain, token.address)).toBe(0);

  await panel.getByRole('button', { name: 'Buy' }).click();
  await page.getByRole('dialog', { name: 'Risky token' }).getByRole('button', { name: 'Buy anyway' }).click();
  await expect(page.getByText(`Trade success: ${token.symbol}`).first()).toBeVisible({ timeout: 20_000 });
  // Still no error message: the success came after the rejection was handled.
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
  expect(submits).toHaveLength(1);
  expect(await heldBy(page, chain, token.address)).toBeGreaterThan(0);
}

test('MetaMask: a quote error is shown before sending, Buy is disabled and nothing is built', async ({ page }) => {
  const wallet = await metamaskLogIn(page);
  const token = await plainToken('bsc');
  const builds = posts(page, '/trade/build');
  await page.goto(`/trade/bsc/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  await expect(panel.getByRole('button', { name: 'Buy' })).toBeVisible();
  // The next quotes fail (polled every second): the error stands until a quote answers again.
  await simAdmin('/__admin/fail', { endpoint: 'tradeQuote', code: 400, message: 'No quote data available', times: 4 });
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.01');
  await expect(panel.getByRole('alert').filter({ hasText: 'No quote data available' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Buy' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Buy' }).click({ force: true });
  expect(builds).toHaveLength(0);
  expect(count(wallet, 'eth_sendTransaction')).toBe(0);
  await expect(panel.getByText(/You receive ≈/)).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Buy' })).toBeEnabled();
});

test('gatelayer bounds for a MetaMask buy: below 0.01 GT and above 350 GT refused with their messages and never quoted; quick buy at least 0.0001 GT', async ({ page }) => {
  test.setTimeout(90_000);
  await metamaskLogIn(page);
  const token = await plainToken('gatelayer');
  const quotes = posts(page, '/trade/quote');
  await page.goto(`/trade/gatelayer/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  const amount = panel.getByRole('textbox', { name: 'Amount' });
  const buy = panel.getByRole('button', { name: 'Buy' });
  await amount.fill('0.009');
  await expect(panel.getByRole('alert').filter({ hasText: 'The minimum buy is 0.01 GT.' })).toBeVisible();
  await expect(buy).toBeDisabled();
  await amount.fill('350.01');
  await expect(panel.getByRole('alert').filter({ hasText: 'The maximum buy is 350 GT.' })).toBeVisible();
  await expect(buy).toBeDisabled();
  await amount.fill('0.01');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByText(/You receive ≈/)).toBeVisible({ timeout: 10_000 });
  // Quotes are asked for (every second) once the amount is in bounds, all for that amount: never for the two before.
  expect(quotes.length).toBeGreaterThan(0);
  expect([...new Set(quotes.map((quote) => String(quote.token_amount)))], 'the amounts quoted').toHaveLength(1);
  await buy.click();
  await expect(page.getByText(`Trade success: ${token.symbol}`).first()).toBeVisible({ timeout: 20_000 });

  const status = page.getByRole('contentinfo', { name: 'Status bar' });
  const builds = posts(page, '/trade/build');
  await status.getByRole('textbox', { name: 'Quick buy amount' }).fill('0.00005');
  await status.getByRole('button', { name: /^Buy 0\.00005 GT$/ }).click();
  await expect(toasts(page).getByRole('alert').filter({ hasText: 'The minimum quick buy is 0.0001 GT.' })).toBeVisible();
  await status.getByRole('textbox', { name: 'Quick buy amount' }).fill('0.005');
  await status.getByRole('button', { name: 'Buy 0.005 GT' }).click();
  await expect(toasts(page).getByRole('alert').filter({ hasText: 'The minimum buy is 0.01 GT.' })).toBeVisible();
  expect(builds).toHaveLength(0);
});

/** Every order code of spec 1 §8 with its message (what trade.spec.ts checks for custodial orders). */
const ORDER_CODES: Array<[number, string]> = [
  [1000, 'The amount must not be zero.'],
  [1001, 'Insufficient balance.'],
  [1002, 'Insufficient balance for the priority fee.'],
  [1003, 'Insufficient balance for the MEV tip.'],
  [5000, 'Gas or slippage too low.'],
  [5001, 'Insufficient funds for the amount and fees.'],
  [5002, 'Slippage too low: raise it and try again.'],
  [5003, 'Insufficient liquidity.'],
  [5004, 'Your account is frozen.'],
  [5070, 'New account: raise the amount to cover the account rent (0.00089088 SOL).'],
  [105, 'Pair liquidity is too low.'],
  [403001, 'Limit order amount too low (minimum 0.001 SOL).'],
  [405009, 'Switch to the wallet you signed in with.'],
  [777, '777 trade failed'],
];

/** Forces each code at the wallet's submit call and checks its message; then 407001 opens the safety tip. */
async function eachOrderCode(page: Page, panel: ReturnType<Page['getByRole']>, endpoint: 'tradeSubmitTx' | 'tradeSubmitTxHash', path: string) {
  const submits = posts(page, path);
  for (const [i, [code, message]] of ORDER_CODES.entries()) {
    await simAdmin('/__admin/fail', { endpoint, code, message: `forced ${code}` });
    await expect(panel.getByRole('button', { name: 'Buy' })).toBeEnabled({ timeout: 10_000 });
    await panel.getByRole('button', { name: 'Buy' }).click();
    await expect(toasts(page).getByRole('alert').filter({ hasText: message }), `code ${code}`).toBeVisible();
    await expect.poll(() => submits.length).toBe(i + 1);
  }
  await simAdmin('/__admin/fail', { endpoint, code: 407001, status: 403, message: 'risk' });
  await panel.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(submits).toHaveLength(ORDER_CODES.length + 1);
}

test('Phantom: each §8 order code forced at submit_tx shows its message; 407001 opens the safety tip', async ({ page }) => {
  test.setTimeout(120_000);
  await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  await logIn(page, 'Phantom');
  const token = await plainToken('solana');
  await page.goto(`/trade/solana/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.01');
  await eachOrderCode(page, panel, 'tradeSubmitTx', '/trade/submit_tx');
  expect(await heldBy(page, 'solana', token.address)).toBe(0);
});

test('MetaMask: each §8 order code forced at submit_tx_hash shows its message; 407001 opens the safety tip', async ({ page }) => {
  test.setTimeout(150_000);
  const wallet = await metamaskLogIn(page);
  const token = await plainToken('bsc');
  await page.goto(`/trade/bsc/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  await panel.getByRole('textbox', { name: 'Amount' }).fill('0.001');
  await eachOrderCode(page, panel, 'tradeSubmitTxHash', '/trade/submit_tx_hash');
  expect(count(wallet, 'eth_sendTransaction')).toBe(ORDER_CODES.length + 1);
  expect(await heldBy(page, 'bsc', token.address)).toBe(0);
});
