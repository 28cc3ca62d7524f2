// Issue 35 item 4, in German: perps on BNB Smart Chain (the default network) move real USDT on the
// sim's local chain both ways (market-sim README "Perps on the local chains"). A MetaMask-like
// wallet deposits: approve and deposit are mined, its on-chain USDT falls and the perp account
// rises. It withdraws: the signed withdraw is paid by the vault with a real transaction, read here
// over the chain's JSON-RPC (the wallet's USDT rises by the amount less the fee), and the payout
// notification leaves "pending" for the link to the transaction's page.
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem';
import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { PERP_TOKENS, PERP_VAULTS } from '@nova/shared-contracts';
import { expect, test } from '../src/fixtures';
import { HOST_URL, SIM_URL } from '../src/env';
import { installEvmWallet, simChainRpc, simEvmNetworks } from '../src/wallets/evm';

/** The wallet's USDT on the local BSC chain, in the token's smallest units (18 decimals). */
async function chainUsdt(owner: Hex): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  return BigInt((await simChainRpc(SIM_URL, 'bsc', 'eth_call', [{ to: PERP_TOKENS.bsc.address, data }, 'latest'])) as string);
}

const usdt = (amount: string) => parseUnits(amount, PERP_TOKENS.bsc.decimals);

test('MetaMask (de) on BNB Smart Chain: the deposit moves on-chain USDT into perps; the withdraw is paid on chain and its notification leaves pending', async ({ page }) => {
  test.setTimeout(180_000);
  const wallet = await installEvmWallet(page, { privateKey: generatePrivateKey(), rpcUrls: simEvmNetworks(SIM_URL), chainId: '0x38' });
  await page.addInitScript((origin) => {
    if (window.location.origin !== origin) return;
    window.localStorage.setItem('nova.prefs.perpsGuideSeen', 'true');
    window.localStorage.setItem('nova.prefs.perpsTransferGuideSeen', 'true');
  }, HOST_URL);
  await page.goto('/de/perps');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const drawer = page.getByRole('dialog', { name: 'Wallet verbinden' });
  await drawer.getByRole('button', { name: 'MetaMask', exact: true }).click();
  await expect(drawer).toHaveCount(0);
  const card = page.getByRole('list', { name: 'Perpetual-Konten nach Chain-Typ' }).getByRole('region', { name: 'EVM' });
  await expect(card).toContainText('1.000');
  // Convert would spend a custodial balance the wallet does not hold: a wallet login deposits.
  await expect(card.getByRole('button', { name: 'Umwandeln' })).toHaveCount(0);

  // Deposit 30 USDT on BNB Smart Chain: approve and deposit mined, credited from the vault's event.
  await card.getByRole('button', { name: 'Einzahlen' }).click();
  const deposit = page.getByRole('dialog', { name: 'Auf das Perpetual-Konto einzahlen' });
  await expect(deposit.getByRole('combobox', { name: 'Netzwerk' })).toHaveValue('bsc');
  await deposit.getByRole('textbox', { name: 'Betrag (USDT)' }).fill('30');
  await deposit.getByRole('button', { name: 'Einzahlen' }).click();
  await expect(deposit).toBeHidden({ timeout: 60_000 });
  // Credited when the page reads the account (the vault's event was registered): no countdown.
  await expect(page.getByText('Einzahlung von 30 USDT deinem Perpetual-Konto gutgeschrieben')).toBeVisible();
  await expect(page.getByText(/wird bearbeitet/)).toHaveCount(0);
  await expect(card).toContainText('1.030');
  // The faucet gave the new wallet 1000 USDT on the chain once; the deposit took 30 of them.
  expect(await chainUsdt(wallet.address())).toBe(usdt('970'));
  expect(await chainUsdt(PERP_VAULTS.bsc as Hex)).toBeGreaterThanOrEqual(usdt('30'));
  expect(wallet.requests()).toEqual(expect.arrayContaining(['eth_sendTransaction']));

  // Withdraw 10 USDT to the wallet: signed, then paid by the vault on chain (10 less the 0.5 fee).
  await card.getByRole('button', { name: 'Auszahlen' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Vom Perpetual-Konto auszahlen' });
  await expect(withdraw.getByRole('combobox', { name: 'Netzwerk' })).toHaveValue('bsc');
  await withdraw.getByRole('textbox', { name: 'Betrag (USDT)' }).fill('10');
  await withdraw.getByRole('textbox', { name: 'Empfangsadresse' }).fill(wallet.address());
  await withdraw.getByRole('button', { name: 'Auszahlen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Auszahlung bestätigen' });
  await confirm.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(confirm).toBeHidden({ timeout: 60_000 });
  const paid = page.getByRole('link', { name: 'Auszahlung von 10 USDT bezahlt: Transaktion ansehen' });
  await expect(paid).toBeVisible();
  await expect(page.getByText(/Zahlung ausstehend/)).toHaveCount(0);
  const href = (await paid.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${SIM_URL}/tx/bsc/0x[0-9a-f]{64}$`));
  const hash = href.split('/').at(-1) ?? '';
  const receipt = (await simChainRpc(SIM_URL, 'bsc', 'eth_getTransactionReceipt', [hash])) as { status: string; to: string };
  expect(receipt).toMatchObject({ status: '0x1', to: PERP_VAULTS.bsc.toLowerCase() });
  expect(await chainUsdt(wallet.address())).toBe(usdt('979.5'));
  await expect(card).toContainText('1.020');
  expect(wallet.requests()).toContain('eth_signTypedData_v4');
});
