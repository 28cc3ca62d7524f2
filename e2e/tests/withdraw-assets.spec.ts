// Issue 35: every asset withdraws, with a confirm step, the security check and a real transaction.
// An email user withdraws USDT on BSC (the confirm step shows the BNB network fee, the password
// check passes, the success link opens the sim's page of the ERC-20 transfer mined on its local
// BSC chain) after a mixed-case address with a wrong EIP-55 checksum was refused; in German, the
// same user kind withdraws ETH, and the recipient holds the amount less the fee on the local chain.
import type { Page } from '@playwright/test';
import { createPublicClient, defineChain, erc20Abi, formatEther, getAddress, http, parseUnits } from 'viem';
import type { Address, Chain } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CHAINS, PERP_TOKENS } from '@nova/shared-contracts';
import { expect, test } from '../src/fixtures';
import { SIM_URL } from '../src/env';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

const localChain = (key: 'bsc' | 'eth', symbol: string): Chain =>
  defineChain({ id: CHAINS[key].chainId, name: `${CHAINS[key].name} (local)`, nativeCurrency: { name: symbol, symbol, decimals: 18 }, rpcUrls: { default: { http: [`${SIM_URL}/rpc/evm/${key}`] } } });
const clientOf = (key: 'bsc' | 'eth', symbol: string) => createPublicClient({ chain: localChain(key, symbol), transport: http(`${SIM_URL}/rpc/evm/${key}`) });

/** A fresh recipient, its address written with its EIP-55 checksum. */
const recipient = (): Address => getAddress(privateKeyToAccount(generatePrivateKey()).address);

/** The same address with the case of its first letter flipped: its checksum no longer matches. */
function badChecksum(address: Address): string {
  const at = [...address].findIndex((c, i) => i > 1 && /[a-f]/i.test(c));
  const letter = address[at] ?? '';
  return `${address.slice(0, at)}${letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()}${address.slice(at + 1)}`;
}

async function openWithdraw(page: Page, path: string, account: RegExp, drawerName: string, withdraw: string) {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: account }).click();
  await page.getByRole('dialog', { name: drawerName }).getByRole('button', { name: withdraw }).click();
  return page.getByRole('dialog', { name: withdraw });
}

test('an email user withdraws USDT on BSC: a bad checksum is refused, the confirm step shows the fee, the password check passes, the link shows the mined transfer', async ({ page, context }) => {
  const { result, password } = await signUpByEmail();
  await seedSession(page, result);
  const dialog = await openWithdraw(page, '/markets', /^Account: /, 'Custodial wallet', 'Withdraw');
  await dialog.getByRole('tab', { name: 'BSC' }).click();
  await dialog.getByRole('combobox', { name: 'Asset' }).selectOption(PERP_TOKENS.bsc.address);
  await expect(dialog.getByText(/^Available: 1,000 USDT$/)).toBeVisible();

  const to = recipient();
  const address = dialog.getByRole('textbox', { name: 'Destination address' });
  await address.fill(badChecksum(to));
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
  await expect(dialog.getByText('This BSC address has a wrong checksum (EIP-55). Check it, or type it all in lower case.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  await address.fill(to);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();

  const review = dialog.getByLabel('Check the withdrawal');
  await expect(review).toContainText('Amount25 USDT');
  await expect(review).toContainText(/Network fee0\.\d+ BNB/);
  await expect(review).toContainText('Recipient gets25 USDT');
  await expect(review).toContainText(`To${to}`);
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Withdrawal of 25 USDT sent.');
  const link = dialog.getByRole('link', { name: 'View the transaction' });
  await expect(link).toHaveAttribute('href', new RegExp(`^${SIM_URL}/tx/bsc/0x[0-9a-f]{64}$`));
  const hash = ((await link.getAttribute('href')) ?? '').split('/').pop() as `0x${string}`;
  const opened = context.waitForEvent('page');
  await link.click();
  const txPage = await opened;
  await expect(txPage.getByRole('heading', { name: 'Transaction' })).toBeVisible();
  await expect(txPage.getByRole('definition').filter({ hasText: /^success$/ })).toBeVisible();
  await expect(txPage.getByText(`25 USDT to ${to}`)).toBeVisible();

  // The transfer is on the local chain: the recipient holds the 25 USDT (18 decimals on BSC).
  const chain = clientOf('bsc', 'BNB');
  expect((await chain.getTransactionReceipt({ hash })).status).toBe('success');
  expect(await chain.readContract({ address: PERP_TOKENS.bsc.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(parseUnits('25', 18));
  const { list } = await callSim('balanceList', { chain: 'bsc' }, result.access_token);
  expect(list.find((a) => a.token === PERP_TOKENS.bsc.address)?.balance).toBe('975');
});

test('in German, an email user withdraws ETH: the confirm step with the fee, the password, and the recipient holds the amount less the fee', async ({ page }) => {
  const { result, password } = await signUpByEmail();
  await seedSession(page, result);
  const dialog = await openWithdraw(page, '/de/markets', /^Konto: /, 'Verwahrte Wallet', 'Auszahlen');
  await dialog.getByRole('tab', { name: 'Ethereum' }).click();
  const to = recipient();
  await dialog.getByRole('textbox', { name: 'Zieladresse' }).fill(to.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Betrag' }).fill('0,1');
  await dialog.getByRole('button', { name: 'Auszahlen' }).click();

  const review = dialog.getByLabel('Auszahlung prüfen');
  await expect(review).toContainText('Betrag0,1 ETH');
  const fee = Number(((await review.textContent()) ?? '').match(/Netzwerkgebühr(0,\d+) ETH/)?.[1]?.replace(',', '.'));
  expect(fee).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Auszahlung bestätigen' }).click();
  await dialog.getByLabel('Passwort').fill(password);
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Auszahlung von 0,1 ETH gesendet.');
  const href = (await dialog.getByRole('link', { name: 'Transaktion ansehen' }).getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${SIM_URL}/tx/eth/0x[0-9a-f]{64}$`));
  // What arrives is the amount less the fee the withdraw charged (the quote's fee drifts with gas).
  const received = Number(formatEther(await clientOf('eth', 'ETH').getBalance({ address: to })));
  expect(received).toBeGreaterThan(0.09);
  expect(received).toBeLessThan(0.1);
  const { list } = await callSim('balanceList', { chain: 'eth' }, result.access_token);
  expect(Number(list.find((a) => a.token === '')?.balance)).toBeCloseTo(0.9, 9);
});
