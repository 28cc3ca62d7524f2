// Issue 35: rebates pay. User A invites user B (B signs up with A's code through the sim's dev
// code endpoint) and B makes a custodial buy: A claims the rebate on /referral and sees the
// perpetuals balance it went to rise by the claimed amount; B sees the cash back of the same
// trade in their own rebate list and claims it, in German.
import type { Page } from '@playwright/test';
import { encryptPassword } from '@nova/shared-contracts';
import { expect, test } from '../src/fixtures';
import { HOST_URL } from '../src/env';
import { callSim, seedSession, signUpByEmail } from '../src/sim';
import { liquidToken } from '../src/trade';

/** Signs a new user up by email with an invitation code, as the sign-up form does. */
async function signUpInvited(invitationCode: string) {
  const email = `e2e-invitee-${process.pid}-${Date.now()}@nova.test`;
  await callSim('accountSendCode', { email, purpose: 'register' });
  const { code } = await callSim('devLatestCode', { email });
  const { public_key } = await callSim('accountPublicKey', {});
  return callSim('accountRegister', { email, code, password: await encryptPassword(public_key, 'Nova-e2e-Passw0rd'), invitation_code: invitationCode });
}

/** A displayed dollar amount as a number, in English ("$1,000.11") or German ("1.000,11 $"). */
function dollars(text: string, locale: 'en' | 'de'): number {
  const digits = locale === 'en' ? text.replace(/[^\d.]/g, '') : text.replace(/[^\d,]/g, '').replace(',', '.');
  return Number(digits);
}

/** The value of a figure of the rebate summary, by its label. */
const figure = (page: Page, label: string) => page.getByLabel(/^(Rebate summary|Rabattübersicht)$/).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('an invitee trade pays: the referrer claims into the perpetuals account, whose balance rises by the claim; the invitee sees and claims their cash back', async ({ page: a, browser }) => {
  const { result: referrer } = await signUpByEmail();
  const { ref_code } = await callSim('rebateInfo', {}, referrer.access_token);
  const invitee = await signUpInvited(ref_code);
  const token = await liquidToken();
  await callSim('tradeOrderCreate', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '1', slippage: 0.5 }, invitee.access_token);

  await seedSession(a, referrer);
  await a.goto('/referral');
  await expect(figure(a, 'Paid into')).toHaveText('EVM perpetuals account');
  const balance = figure(a, 'Perpetuals balance');
  await expect(balance).toHaveText('$1,000');
  const claims: Array<string | undefined> = [];
  a.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/rebate/claim') claims.push(request.headers()['idempotency-key']);
  });
  await a.getByRole('button', { name: 'Claim', exact: true }).click();
  const paid = a.getByText(/^Claimed \$[\d.,]+ into your EVM perpetuals account\. Its balance is now \$[\d.,]+\.$/);
  await expect(paid).toBeVisible();
  const [, claimed = '', total = ''] = /Claimed (\$[\d.,]+) into .* now (\$[\d.,]+)\.$/.exec((await paid.textContent()) ?? '') ?? [];
  await expect(balance).toHaveText(total);
  // The balance shows cents (cut, not rounded) and the claim its own digits: they agree within a cent.
  expect(dollars(claimed, 'en')).toBeGreaterThan(0);
  expect(Math.abs(dollars(total, 'en') - 1000 - dollars(claimed, 'en'))).toBeLessThan(0.01);
  const after = await callSim('rebateInfo', {}, referrer.access_token);
  expect(Number(after.payout_balance_usd) - 1000).toBeCloseTo(Number(after.claimed_usd), 8);
  await expect(a.getByRole('button', { name: 'Claim', exact: true })).toBeDisabled();
  expect(claims).toHaveLength(1);
  expect(claims[0]).toBeTruthy();

  const b = await browser.newPage();
  await seedSession(b, invitee);
  await b.goto(`${HOST_URL}/de/referral`);
  await b.getByRole('tab', { name: 'Rabatte' }).click();
  await expect(b.getByRole('table', { name: 'Rabatte' }).getByRole('row', { name: /Dein Cashback/ })).toBeVisible();
  await b.getByRole('button', { name: 'Auszahlen', exact: true }).click();
  await expect(b.getByText(/auf dein EVM-Perpetuals-Konto ausgezahlt\. Sein Guthaben beträgt jetzt/)).toBeVisible();
  await expect.poll(async () => dollars((await figure(b, 'Perpetuals-Guthaben').textContent()) ?? '', 'de')).toBeGreaterThan(1000);
  await b.close();
});
