// Issue 14: the perpetual account on /perps (mf_perps) against market-sim: for a custodial user,
// deposit in one server call with its credited notification, convert with the fee estimate
// polled every 5 s, withdraw within the limits and the risk-limit lock beyond them; for a
// MetaMask-like wallet, a real approve and deposit mined on the sim's local chain (credited only
// from the vault's event) and a typed-data withdraw that the host checks before signing.
import type { Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { expect, test } from '../src/fixtures';
import { HOST_URL, SIM_URL } from '../src/env';
import { seedSession, signUpByEmail } from '../src/sim';
import { installEvmWallet } from '../src/wallets/evm';
import { installPhantom, randomSolanaSecret } from '../src/wallets/phantom';

/** A signed-in custodial user on /perps, with the shell's and the transfer guide already seen. */
async function perpsPage(page: Page, options: { guideSeen?: boolean } = {}) {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  await page.addInitScript(
    ({ origin, guideSeen }) => {
      if (window.location.origin !== origin) return;
      window.localStorage.setItem('nova.prefs.perpsGuideSeen', 'true');
      if (guideSeen) window.localStorage.setItem('nova.prefs.perpsTransferGuideSeen', 'true');
    },
    { origin: HOST_URL, guideSeen: options.guideSeen ?? true },
  );
  await page.goto('/perps');
  const cards = page.getByRole('list', { name: 'Perpetual accounts by chain type' });
  await expect(cards.getByRole('region', { name: 'EVM' })).toBeVisible();
  return { session: result, cards, summary: page.getByLabel('Account summary') };
}

test('the deposit and withdraw guide shows once per browser', async ({ page }) => {
  await perpsPage(page, { guideSeen: false });
  const guide = page.getByRole('dialog', { name: 'Deposit and withdraw' });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Next' }).click();
  await guide.getByRole('button', { name: 'Finish' }).click();
  await expect(guide).toBeHidden();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Perpetual accounts by chain type' })).toBeVisible();
  await expect(guide).toBeHidden();
});

test('custodial deposit: one server call, credited at once (no countdown), the EVM balance grows', async ({ page }) => {
  const { cards, summary } = await perpsPage(page);
  const deposits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/perp/deposit') deposits.push(request.url());
  });
  await expect(summary.getByRole('definition').first()).toHaveText('$1,000');
  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit to perpetual account' });
  await expect(dialog.getByText('Available: 1000 USDT')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('100');
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Deposit of 100 USDT credited to your perpetual account')).toBeVisible();
  await expect(page.getByText(/is processing/)).toHaveCount(0);
  await expect(summary.getByRole('definition').first()).toHaveText('$1,100');
  expect(deposits).toHaveLength(1);
});

test('convert: the fee estimate is polled every 5 s while the confirm step is open', async ({ page }) => {
  const { cards, summary } = await perpsPage(page);
  const estimates: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/perp/deposit_fee') estimates.push(Date.now());
  });
  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Convert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to perpetual account' });
  const amount = dialog.getByRole('textbox', { name: 'Amount (USDT)' });
  await amount.fill('2000');
  await expect(dialog.getByText('Insufficient USDT balance')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Convert' })).toBeDisabled();
  await amount.fill('50');
  await dialog.getByRole('button', { name: 'Convert' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm convert' });
  await expect(confirm.getByText('0.00006 BNB')).toBeVisible();
  await expect.poll(() => estimates.length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
  expect(estimates[1]! - estimates[0]!).toBeGreaterThanOrEqual(4500);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Convert of 50 USDT credited to your perpetual account')).toBeVisible();
  await expect(summary.getByRole('definition').first()).toHaveText('$1,050');
  const polled = estimates.length;
  await page.waitForTimeout(6000);
  expect(estimates.length).toBe(polled);
});

test('withdraw: beyond the single limit the address is locked to the own one; within the limits to another address', async ({ page }) => {
  const { session, cards, summary } = await perpsPage(page);
  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from perpetual account' });
  await expect(dialog.getByText('Single limit 1000 USDT, daily limit 2000 USDT')).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: 'Amount (USDT)' });
  const address = dialog.getByRole('textbox', { name: 'Receiving address' });
  await amount.fill('2');
  await expect(dialog.getByText('The minimum amount is 2.5 USDT')).toBeVisible();
  await amount.fill('1000');
  await expect(address).toHaveValue(session.user.evm_address ?? '');
  await expect(address).toHaveAttribute('readonly', '');
  await expect(dialog.getByText('This amount reaches the withdraw limit: it can only go to your own wallet address.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Network' }).selectOption('eth');
  await expect(address).toHaveValue('');
  await address.fill('0x2222222222222222222222222222222222222222');
  await amount.fill('10');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdraw' });
  await expect(confirm.getByText('You receive')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Withdraw submitted: arrives in about 5 minutes')).toBeVisible();
  await expect(summary.getByRole('definition').first()).toHaveText('$990');
  // A custodial withdraw is a real payout from the vault on the sim's Ethereum: its page resolves.
  const paid = page.getByRole('link', { name: 'Withdraw of 10 USDT paid: view the transaction' });
  await expect(paid).toBeVisible();
  const href = (await paid.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${SIM_URL}/tx/eth/0x[0-9a-f]{64}$`));
  expect((await fetch(`${href}?format=json`)).status).toBe(200);
});

/** JSON-RPC to the sim's local chain, from the test. */
async function chainRpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(`${SIM_URL}/rpc/evm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await response.json()) as { result: unknown }).result;
}

/** A MetaMask-like wallet signed in on /perps; by default on BNB Smart Chain, not knowing Ethereum yet. */
async function walletPerpsPage(page: Page, networks: { chainId: string; rpcUrls: Record<string, string> } = { chainId: '0x38', rpcUrls: {} }) {
  const wallet = await installEvmWallet(page, { privateKey: generatePrivateKey(), ...networks });
  await page.addInitScript((origin) => {
    if (window.location.origin !== origin) return;
    window.localStorage.setItem('nova.prefs.perpsGuideSeen', 'true');
    window.localStorage.setItem('nova.prefs.perpsTransferGuideSeen', 'true');
  }, HOST_URL);
  await page.goto('/perps');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Connect wallet' });
  await drawer.getByRole('button', { name: 'MetaMask', exact: true }).click();
  await expect(drawer).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Perpetual accounts by chain type' });
  await expect(cards.getByRole('region', { name: 'EVM' })).toBeVisible();
  return { wallet, cards, summary: page.getByLabel('Account summary') };
}

test('MetaMask deposit: network added and switched, approve and deposit mined on the local chain, credited only from the vault event; a rejection can be retried', async ({ page }) => {
  const { wallet, cards, summary } = await walletPerpsPage(page);
  await expect(summary.getByRole('definition').first()).toHaveText('$1,000');
  const registered: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/perp/deposit/post_process') registered.push(String((request.postDataJSON() as { txn_hash: string }).txn_hash));
  });
  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit to perpetual account' });
  await dialog.getByRole('combobox', { name: 'Network' }).selectOption('eth');
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('25');

  // 1. The user rejects the approve in the wallet: a plain message, nothing sent, the form kept.
  wallet.rejectNextSignature();
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You rejected the request in your wallet. Nothing was sent; you can try again.');
  expect(wallet.requests()).toEqual(expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_call', 'eth_sendTransaction']));
  expect(registered).toHaveLength(0);

  // 2. A registration that names a transaction without the vault's event is refused: no credit.
  await page.route('**/perp/deposit/post_process', (route) => route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), txn_hash: `0x${'ab'.repeat(32)}` }) }));
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog.getByRole('alert')).toContainText('407018');
  await expect(summary.getByRole('definition').first()).toHaveText('$1,000');
  await page.unroute('**/perp/deposit/post_process');

  // 3. The retry approves nothing more (the allowance is the maximum), deposits and is credited from the event.
  const sendsBefore = wallet.requests().filter((m) => m === 'eth_sendTransaction').length;
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Deposit of 25 USDT credited to your perpetual account')).toBeVisible();
  expect(wallet.requests().filter((m) => m === 'eth_sendTransaction').length - sendsBefore).toBe(1);
  const hash = registered.at(-1) ?? '';
  const receipt = (await chainRpc('eth_getTransactionReceipt', [hash])) as { status: string; logs: unknown[] };
  expect(receipt.status).toBe('0x1');
  expect(receipt.logs.length).toBeGreaterThan(0);
  // Two deposits reached the vault (the refused registration's and this one); only this one is credited.
  await expect(summary.getByRole('definition').first()).toHaveText('$1,025');
});

test('MetaMask withdraw: typed data without a Withdraw type is refused by the host; the real one is signed after the network switch', async ({ page }) => {
  // On Ethereum, knowing BNB Smart Chain too: the withdraw on BNB Smart Chain switches first.
  const { wallet, cards, summary } = await walletPerpsPage(page, { chainId: '0x1', rpcUrls: { '0x38': '' } });
  await page.route('**/perp/withdraw/sign_data', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { data: string; timestamp: number } };
    const typed = JSON.parse(Buffer.from(body.data.data.slice(2), 'hex').toString('utf8')) as { types: Record<string, unknown> };
    const forged = { ...typed, types: { Transfer: typed.types.Withdraw }, primaryType: 'Transfer' };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, data: `0x${Buffer.from(JSON.stringify(forged)).toString('hex')}` } } });
  });
  await cards.getByRole('region', { name: 'EVM' }).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from perpetual account' });
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Receiving address' }).fill(wallet.address());
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdraw' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Invalid EIP712 types structure');
  expect(wallet.requests()).not.toContain('eth_signTypedData_v4');

  await page.unroute('**/perp/withdraw/sign_data');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Withdraw submitted: arrives in about 5 minutes')).toBeVisible();
  const requests = wallet.requests();
  expect(requests.indexOf('wallet_switchEthereumChain')).toBeGreaterThan(-1);
  expect(requests.indexOf('wallet_switchEthereumChain')).toBeLessThan(requests.indexOf('eth_signTypedData_v4'));
  await expect(summary.getByRole('definition').first()).toHaveText('$990');
});

test('Phantom deposit and withdraw: a legacy transaction is refused unsigned; the server-built v0 one is signed with a fresh blockhash, verified by the sim and credited; the withdraw message is signed', async ({ page }) => {
  const phantom = await installPhantom(page, { secretKey: randomSolanaSecret().secretKey });
  await page.addInitScript((origin) => {
    if (window.location.origin !== origin) return;
    window.localStorage.setItem('nova.prefs.perpsGuideSeen', 'true');
    window.localStorage.setItem('nova.prefs.perpsTransferGuideSeen', 'true');
  }, HOST_URL);
  await page.goto('/perps');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Connect wallet' });
  await drawer.getByRole('button', { name: 'Phantom', exact: true }).click();
  await expect(drawer).toHaveCount(0);
  const card = page.getByRole('list', { name: 'Perpetual accounts by chain type' }).getByRole('region', { name: 'Solana' });
  await expect(card).toContainText('$500');

  // A legacy transaction in place of the server's v0 one: refused before the wallet signs anything.
  await page.route('**/perp/deposit/sign_data', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { data: string } };
    const bytes = Buffer.from(body.data.data.slice(2), 'hex');
    const legacy = Buffer.concat([bytes.subarray(0, 65), bytes.subarray(66)]);
    await route.fulfill({ response, json: { ...body, data: { ...body.data, data: `0x${legacy.toString('hex')}` } } });
  });
  await card.getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit to perpetual account' });
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('20');
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Expected Versioned Transaction (V0)');
  expect(phantom.signedTransactions()).toBe(0);
  await expect(card).toContainText('$500');

  await page.unroute('**/perp/deposit/sign_data');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rpc/solana') sent.push((request.postDataJSON() as { method: string }).method);
  });
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Deposit of 20 USDT credited to your perpetual account')).toBeVisible();
  await expect(page.getByText(/is processing/)).toHaveCount(0);
  expect(phantom.signedTransactions()).toBe(1);
  expect(sent).toEqual(['getLatestBlockhash', 'sendTransaction']);
  await expect(card).toContainText('$520');

  // Withdraw: the Solana network locks the address to the wallet's own; the hex message is signed.
  await card.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw from perpetual account' });
  await expect(withdraw.getByRole('textbox', { name: 'Receiving address' })).toHaveValue(phantom.address());
  await withdraw.getByRole('textbox', { name: 'Amount (USDT)' }).fill('10');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdraw' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Withdraw submitted: arrives in about 5 minutes')).toBeVisible();
  await expect(card).toContainText('$510');
});
