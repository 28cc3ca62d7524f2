// Issue 35 item 7: QR sign-in that signs in, in German. Nova scan shows a login ticket's QR code;
// market-sim's admin route stands in for the Nova app approving it, and the page signs in. An
// expired ticket (the sim's clock moved on) says so and Refresh gives a new one. WalletConnect,
// configured by the registry, says within seconds that its relay cannot be reached, with a Retry.
import type { Page } from '@playwright/test';
import { SIM_URL } from '../src/env';
import { expect, test } from '../src/fixtures';

/** The Nova app's wallet approving the ticket. */
const PHONE_WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';

async function admin(path: string, body: object): Promise<Response> {
  return fetch(`${SIM_URL}/__admin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Fails the test on any uncaught page error or console error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function openScan(page: Page) {
  await page.goto('/de/markets');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const drawer = page.getByRole('dialog', { name: 'Wallet verbinden' });
  await drawer.getByRole('button', { name: 'Nova scan' }).click();
  await expect(drawer.getByRole('heading', { name: 'Mit der Nova-App anmelden' })).toBeVisible();
  return drawer;
}

/** The ticket the QR code carries, read from its accessible name. */
async function ticketOf(drawer: ReturnType<Page['getByRole']>): Promise<string> {
  const qr = drawer.getByRole('img', { name: /^Anmelde-QR-Code qr[0-9a-f]+$/ });
  await expect(qr).toBeVisible();
  const ticket = /qr[0-9a-f]+/.exec((await qr.getAttribute('aria-label')) ?? '')?.[0] ?? '';
  await expect(drawer.getByText(ticket, { exact: true })).toBeVisible();
  return ticket;
}

test('Nova scan: the app approves the QR code and the page signs in with the app wallet', async ({ page }) => {
  const errors = watchErrors(page);
  const drawer = await openScan(page);
  const ticket = await ticketOf(drawer);
  await expect(drawer.getByRole('timer')).toHaveText(/^Läuft in \d+ s ab$/);

  expect((await admin('qr_login', { ticket, address: PHONE_WALLET })).status).toBe(200);
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: `Konto: ${PHONE_WALLET.slice(0, 6)}…${PHONE_WALLET.slice(-4)}` })).toBeVisible();
  // Single use: the app cannot approve the same code again.
  expect((await admin('qr_login', { ticket, address: PHONE_WALLET })).status).toBe(400);
  expect(errors).toEqual([]);
});

test('Nova scan: an expired code says so, cannot be approved, and Refresh shows a new one', async ({ page }) => {
  const errors = watchErrors(page);
  const drawer = await openScan(page);
  const first = await ticketOf(drawer);
  // The sim's clock moves past the ticket's two minutes: its next poll says expired.
  expect((await admin('time', { forward_ms: 121_000 })).status).toBe(200);
  await expect(drawer.getByRole('alert')).toHaveText('Dieser Code ist abgelaufen.');
  await expect(drawer.getByRole('timer')).toHaveCount(0);
  expect((await admin('qr_login', { ticket: first, address: PHONE_WALLET })).status).toBe(400);

  await drawer.getByRole('button', { name: 'Aktualisieren' }).click();
  const next = await ticketOf(drawer);
  expect(next).not.toBe(first);
  await expect(drawer.getByRole('timer')).toHaveText(/^Läuft in \d+ s ab$/);
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('WalletConnect from the registry: with no relay reachable it says so within seconds, with a Retry', async ({ page }) => {
  const errors = watchErrors(page);
  // No relay: its socket is closed as soon as it opens (as CI, with no internet, has none), and
  // WalletConnect's HTTP services answer nothing useful.
  let relayAttempts = 0;
  await page.routeWebSocket(/walletconnect\.(org|com)/, (ws) => {
    relayAttempts++;
    ws.close({ code: 1006, reason: 'unreachable' });
  });
  await page.route(/^https:\/\/[^/]*(walletconnect\.(org|com)|reown\.com|web3modal\.org)\//, (route) => route.fulfill({ status: 200, json: {} }));

  await page.goto('/de/markets');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('dialog', { name: 'Wallet verbinden' }).getByRole('button', { name: 'WalletConnect' }).click();
  const pairing = page.getByRole('dialog', { name: 'WalletConnect' });
  await expect(pairing.getByRole('status')).toHaveText('WalletConnect-Relay wird erreicht…');
  // Within a few seconds: the 5 s of the relay's timeout, plus the page's own work.
  await expect(pairing.getByRole('alert')).toHaveText('Das WalletConnect-Relay ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.', { timeout: 8000 });
  await expect(pairing.getByRole('img', { name: 'Mit einer WalletConnect-Wallet scannen' })).toHaveCount(0);
  expect(relayAttempts).toBeGreaterThan(0);

  await pairing.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(pairing.getByRole('status')).toHaveText('WalletConnect-Relay wird erreicht…');
  await expect(pairing.getByRole('alert')).toBeVisible({ timeout: 8000 });
  expect(errors).toEqual([]);
});
