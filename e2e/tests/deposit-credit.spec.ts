// Issue 35: a custodial deposit is credited. A custodial (email) user, in German, opens the deposit
// dialog on BSC; an outside wallet sends 0.1 BNB to the address shown, a real transaction mined on
// the sim's local BSC chain (/rpc/evm/bsc); the sim credits it once and pushes the balance, and the
// profile drawer's BNB holding rises by 0.1.
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import type { Address } from 'viem';
import { expect, test } from '../src/fixtures';
import { bscChain, outsideWallet } from '../src/localBsc';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

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
  // The address arrives with its answer: wait for it, then send to what the dialog shows.
  const address = dialog.getByRole('status', { name: 'Einzahlungsadresse' });
  await expect(address).toHaveText(result.user.evm_address ?? 'an EVM address', { ignoreCase: true });
  const shown = (await address.textContent()) ?? '';

  const wallet = await outsideWallet();
  const hash = await wallet.sendTransaction({ to: shown as Address, value: parseEther('0.1') });
  expect((await bscChain.waitForTransactionReceipt({ hash })).status).toBe('success');

  // The drawer closed as the dialog opened (host-shell's AccountMenu): close the dialog, open it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await openDrawer(page);
  await expect(bnbHolding(page)).toContainText(new Intl.NumberFormat('de').format(before + 0.1));
  const { list } = await callSim('balanceList', { chain: 'bsc' }, result.access_token);
  expect(Number(list.find((a) => a.token === '')?.balance)).toBeCloseTo(before + 0.1, 12);
});
