// Issue 35 item 1: a custodial deposit shows in history, and so does a withdrawal. In Spanish, an
// email user's own wallet profile lists, under Historial de transacciones > Depósitos y retiros,
// the 0.1 BNB an outside wallet sent to the custodial BSC address (a real transaction mined on the
// sim's local BSC chain, credited by the sim), then the user's BNB withdrawal (security check
// passed, paid by a real transaction) with its fee, status and a link to the sim's page of it.
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { encryptPassword } from '@nova/shared-contracts';
import { expect, test } from '../src/fixtures';
import { SIM_URL } from '../src/env';
import { bscChain, outsideWallet } from '../src/localBsc';
import { callSim, seedSession, signUpByEmail } from '../src/sim';
import { shortAddress } from '../src/app';

/** The own wallet's deposits and withdrawals table (Historial de transacciones > Depósitos y retiros). */
async function transfers(page: Page) {
  await page.getByRole('tablist', { name: 'Listas de la billetera' }).getByRole('tab', { name: 'Historial de transacciones' }).click();
  await page.getByRole('tablist', { name: 'Tipo de registro' }).getByRole('tab', { name: 'Depósitos y retiros' }).click();
  return page.getByRole('table', { name: 'Depósitos y retiros' });
}

test('in Spanish, a custodial user sees a received BNB deposit and then a BNB withdrawal in the wallet history, with a working transaction link', async ({ page, context }) => {
  const { email, password, result } = await signUpByEmail();
  const address = result.user.evm_address as Address;
  const wallet = await outsideWallet();
  const deposit = await wallet.sendTransaction({ to: address, value: parseEther('0.1') });
  expect((await bscChain.waitForTransactionReceipt({ hash: deposit })).status).toBe('success');

  await seedSession(page, result);
  await page.goto(`/es/wallets/solana/${result.user.sol_address}`);
  const table = await transfers(page);
  // Listed once credited: the list is fetched again on the balance push of the credit.
  const deposited = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Ver la transacción ${shortAddress(deposit)} en BSC` }) });
  await expect(deposited).toContainText('Depósito');
  await expect(deposited).toContainText('+0,1 BNB');
  await expect(deposited).toContainText('Completado');
  await expect(deposited).toContainText(`De ${shortAddress(wallet.account.address.toLowerCase())}`);

  // The withdrawal, after the security check the sim requires (as the withdraw dialog passes it).
  const { public_key } = await callSim('accountPublicKey', {});
  await callSim('verifyPassword', { email, password: await encryptPassword(public_key, password) }, result.access_token);
  const to = privateKeyToAccount(generatePrivateKey()).address;
  const sent = await callSim('custodialWithdraw', { chain: 'bsc', from_wallet: address, to_wallet: to, token_amount: '0.05', token: '', slippage: 0.03 }, result.access_token);

  await page.reload();
  const list = await transfers(page);
  const rows = list.getByRole('row');
  // Newest first: the withdrawal above the deposit (the header row first).
  await expect(rows).toHaveCount(3);
  const withdrawal = rows.nth(1);
  await expect(withdrawal).toContainText('Retiro');
  await expect(withdrawal).toContainText('−0,05 BNB');
  await expect(withdrawal).toContainText(/Comisión 0,\d+ BNB/);
  await expect(withdrawal).toContainText('Completado');
  await expect(withdrawal).toContainText(`A ${shortAddress(to)}`);
  await expect(rows.nth(2)).toContainText('+0,1 BNB');

  const link = withdrawal.getByRole('link', { name: `Ver la transacción ${shortAddress(sent.tx_hash)} en BSC` });
  await expect(link).toHaveAttribute('href', `${SIM_URL}/tx/bsc/${sent.tx_hash}`);
  const opened = context.waitForEvent('page');
  await link.click();
  const txPage = await opened;
  await expect(txPage.getByRole('heading', { name: 'Transaction' })).toBeVisible();
  await expect(txPage.getByRole('definition').filter({ hasText: /^success$/ })).toBeVisible();
  // The recipient gets the amount less the network fee.
  await expect(txPage.getByText(new RegExp(`^0\\.04\\d* BNB to ${to}$`))).toBeVisible();

  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`transfer-history-${width}.png`), fullPage: true });
  }
});
