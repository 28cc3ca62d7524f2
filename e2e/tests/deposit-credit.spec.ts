// Issue 35: a custodial deposit is credited. A custodial (email) user, in German, opens the deposit
// dialog on BSC; an outside wallet sends 0.1 BNB to the address shown, a real transaction mined on
// the sim's local BSC chain (/rpc/evm/bsc); the sim credits it once and pushes the balance, and the
// profile drawer's BNB holding rises by 0.1.
import type { Page } from '@playwright/test';
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CHAINS } from '@nova/shared-contracts';
import { expect, test } from '../src/fixtures';
import { SIM_URL } from '../src/env';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

const bsc = defineChain({ id: CHAINS.bsc.chainId, name: 'BSC (local)', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: [`${SIM_URL}/rpc/evm/bsc`] } } });
const transport = http(`${SIM_URL}/rpc/evm/bsc`);
const chain = createPublicClient({ chain: bsc, transport });

/** An outside wallet on the local BSC chain with 1 BNB, sent by the chain's unlocked faucet account. */
async function outsideWallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  const [faucet] = (await chain.request({ method: 'eth_accounts' } as never)) as Address[];
  const funding = await createWalletClient({ chain: bsc, transport }).sendTransaction({ account: faucet as Address, to: account.address, value: parseEther('1') });
  await chain.waitForTransactionReceipt({ hash: funding });
  return createWalletClient({ account, chain: bsc, transport });
}

const openDrawer = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Konto: / }).click();

/** The BNB row of the drawer's holdings (its symbol in bold, the balance under the value). */
const bnbHolding = (page: Page) => page.getByRole('dialog', { name: 'Verwahrte Wallet' }).getByRole('list', { name: 'Bestände' }).getByRole('listitem').filter({ has: page.getByText('BNB', { exact: true }) });

test('a custodial deposit of 0.1 BNB to the shown address is credited once and the drawer shows it (German)', async ({ page }) => {
  const { result } = await signUpByEmail();
  const before = Number((await callSim('balanceList', { chain: 'bsc' }, result.access_token)).list.find((a) => a.token === '')?.balance);
  await seedSession(page, result);
  await page.goto('/de/markets');
  await openDrawer(page);
  await expect(bnbHolding(page)).toContainText(new Intl.NumberFormat('de').format(before));
  await page.getByRole('dialog', { name: 'Verwahrte Wallet' }).getByRole('button', { name: 'Einzahlen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Einzahlen' });
  await dialog.getByRole('tab', { name: 'BSC' }).click();
  const shown = (await dialog.getByRole('status', { name: 'Einzahlungsadresse' }).textContent()) ?? '';
  expect(shown.toLowerCase()).toBe(result.user.evm_address?.toLowerCase());

  const wallet = await outsideWallet();
  const hash = await wallet.sendTransaction({ to: shown as Address, value: parseEther('0.1') });
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');

  // The drawer closed as the dialog opened (host-shell's AccountMenu): close the dialog, open it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await openDrawer(page);
  await expect(bnbHolding(page)).toContainText(new Intl.NumberFormat('de').format(before + 0.1));
  const { list } = await callSim('balanceList', { chain: 'bsc' }, result.access_token);
  expect(Number(list.find((a) => a.token === '')?.balance)).toBeCloseTo(before + 0.1, 12);
});
