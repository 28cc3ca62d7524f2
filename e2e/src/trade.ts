// The trade page as a custodial user meets it: shared by the trade specs.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { callSim, seedSession, signUpByEmail } from './sim';

/** A liquid, sellable Solana token (the hottest one may be a honeypot or thin). */
export async function liquidToken() {
  const { tokens } = await callSim('tokenHotList', { chain: 'solana', limit: 50, min_liquidity: 20_000 });
  const token = tokens.find((t) => t.security_info.is_pixiu === 0);
  if (!token) throw new Error('market-sim has no liquid Solana token');
  return token;
}

/** A new custodial user on the trade page of a liquid Solana token; `orders` collects the idempotency keys of order creates. */
export async function signedInTradePage(page: Page) {
  const { result } = await signUpByEmail();
  await seedSession(page, result);
  const token = await liquidToken();
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/trade/order/create') orders.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.goto(`/trade/solana/${token.address}`);
  const panel = page.getByRole('region', { name: `Trade ${token.symbol}` });
  await expect(panel.getByRole('button', { name: 'Buy' })).toBeVisible();
  return { token, panel, orders, session: result };
}

/** The first notification that shows `text`. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first();

/** How much of a Solana token a session's wallet holds, by the sim's balance list (0 for none). */
export async function heldOnSolana(session: { access_token: string }, address: string): Promise<number> {
  const { list } = await callSim('balanceList', { chain: 'solana' }, session.access_token);
  return Number(list.find((a) => a.token === address)?.balance ?? 0);
}
