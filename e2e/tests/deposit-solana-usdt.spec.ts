// Issue 35: an outside wallet's USDT deposit to a custodial Solana address, in German. A custodial
// (email) user opens the deposit dialog on Solana; a Phantom user's wallet (a real ed25519 key,
// signed in through the API so the sim's faucet gives it its SOL and 1000 USDT) sends 5 USDT to
// the address shown: a standard SPL transaction built byte by byte as wallets build it
// (CreateIdempotent of the recipient's associated token account, then TransferChecked), signed and
// sent to the sim's /rpc/solana. The sim credits it once and pushes the balance: the profile
// drawer's Solana USDT rises by 5.
import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { expect, test } from '../src/fixtures';
import { SIM_URL } from '../src/env';
import { callSim, seedSession, signUpByEmail } from '../src/sim';

const USDT_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

async function solanaRpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(`${SIM_URL}/rpc/solana`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

/** The associated token address of `owner` for the USDT mint: the ATA program's program-derived address, as wallets derive it. */
function associatedTokenAddress(owner: string): Uint8Array {
  const seeds = [owner, TOKEN_PROGRAM, USDT_MINT].map((key) => base58.decode(key));
  for (let bump = 255; bump >= 0; bump -= 1) {
    const hash = new Uint8Array(createHash('sha256').update(Buffer.concat([...seeds, Uint8Array.of(bump), base58.decode(ATA_PROGRAM), Buffer.from('ProgramDerivedAddress')])).digest());
    try {
      ed25519.Point.fromBytes(hash);
    } catch {
      return hash;
    }
  }
  throw new Error('no associated token address');
}

const u64le = (value: bigint) => Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));

/**
 * The wallet's signed legacy transaction (base64): CreateIdempotent of the recipient's token
 * account, then TransferChecked of `units` (6 decimals) from the wallet's token account to it.
 */
function splTransfer(secret: Uint8Array, to: string, units: bigint, blockhash: string): string {
  const owner = base58.encode(ed25519.getPublicKey(secret));
  // Keys: signer first, then writable, then read-only (header: 1 signature, 0 read-only signed, 5 read-only unsigned).
  const keys = [base58.decode(owner), associatedTokenAddress(owner), associatedTokenAddress(to), base58.decode(to), base58.decode(USDT_MINT), base58.decode(SYSTEM_PROGRAM), base58.decode(TOKEN_PROGRAM), base58.decode(ATA_PROGRAM)];
  const create = [7, 6, 0, 2, 3, 4, 5, 6, 1, 1];
  const transfer = [6, 4, 1, 4, 2, 0, 10, 12, ...u64le(units), 6];
  const message = Uint8Array.from([1, 0, 5, keys.length, ...keys.flatMap((key) => Array.from(key)), ...base58.decode(blockhash), 2, ...create, ...transfer]);
  return Buffer.from(Uint8Array.from([1, ...ed25519.sign(message, secret), ...message])).toString('base64');
}

const openDrawer = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Konto: / }).click();
const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Verwahrte Wallet' });

/** The USDT amount the drawer's Solana USDT row shows (German digits: `.` groups, `,` decimals). */
async function shownUsdt(drawer: Locator): Promise<number> {
  const row = drawer.getByRole('list', { name: 'Bestände' }).getByRole('listitem').filter({ has: drawer.page().getByText('USDT', { exact: true }) }).filter({ hasText: 'Solana' });
  const digits = ((await row.locator('.figures small').textContent()) ?? '').replace(/[^\d,]/g, '');
  return Number(digits.replace(',', '.'));
}

test('a Phantom wallet\u2019s 5 USDT sent to the shown Solana deposit address is credited once and the drawer shows it (German)', async ({ page }) => {
  const { result } = await signUpByEmail();
  const balance = async () => Number((await callSim('balanceList', { chain: 'solana' }, result.access_token)).list.find((a) => a.token === USDT_MINT)?.balance ?? 0);
  const before = await balance();
  await seedSession(page, result);
  await page.goto('/de/markets');
  await openDrawer(page);
  await expect.poll(() => shownUsdt(drawerOf(page))).toBe(before);
  await drawerOf(page).getByRole('button', { name: 'Einzahlen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Einzahlen' });
  await dialog.getByRole('tab', { name: 'Solana' }).click();
  // The address arrives with its answer: wait for it, then send to what the dialog shows.
  const depositAddress = dialog.getByRole('status', { name: 'Einzahlungsadresse' });
  await expect(depositAddress).toHaveText(result.user.sol_address ?? 'a Solana address');
  const shown = (await depositAddress.textContent()) ?? '';

  // The outside wallet: a Phantom user of the sim, funded by its faucet on first sight.
  const secret = ed25519.utils.randomSecretKey();
  const address = base58.encode(ed25519.getPublicKey(secret));
  const { message, timestamp } = await callSim('walletSignMessage', { chain: 'solana', address });
  const wallet = await callSim('walletAuth', { chain: 'solana', address, sign: base58.encode(ed25519.sign(new TextEncoder().encode(message), secret)), source_type: 6, timestamp });
  await callSim('balanceList', { chain: 'solana' }, wallet.access_token);
  const { value } = await solanaRpc<{ value: { blockhash: string } }>('getLatestBlockhash');
  const signature = await solanaRpc<string>('sendTransaction', [splTransfer(secret, shown, 5_000_000n, value.blockhash), { encoding: 'base64' }]);
  expect(await solanaRpc('getSignatureStatuses', [[signature]])).toMatchObject({ value: [{ err: null }] });

  // The drawer closed as the dialog opened (host-shell's AccountMenu): close the dialog, open it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await openDrawer(page);
  await expect.poll(() => shownUsdt(drawerOf(page)), { timeout: 10_000 }).toBe(before + 5);
  expect(await balance()).toBe(before + 5);
  // Once: the chain's token account holds the 5, the ledger credited them once.
  expect(await solanaRpc('getTokenAccountBalance', [base58.encode(associatedTokenAddress(shown))])).toMatchObject({ value: { uiAmountString: '5' } });
});
