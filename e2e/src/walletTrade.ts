// Wallet users on the trade page, shared by the wallet trade specs: signing in with a scripted
// wallet (e2e/src/wallets), tokens that trade without the risk question, what was sent and held.
import type { Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import type { ChainKey } from '@nova/shared-contracts';
import { expect } from './fixtures';
import { SIM_URL } from './env';
import { SESSION_KEY, callSim } from './sim';
import { installEvmWallet, simEvmNetworks } from './wallets/evm';

/** A liquid token of the chain that is neither a honeypot nor closed source (no risk confirm). */
export async function plainToken(chain: ChainKey) {
  const { tokens } = await callSim('tokenHotList', { chain, limit: 50, min_liquidity: 20_000 });
  const token = tokens.find((t) => t.security_info.is_pixiu === 0 && t.security_info.is_open_source !== 0);
  if (!token) throw new Error(`market-sim has no plain liquid ${chain} token`);
  return token;
}

/** Signs in through the login drawer with the installed wallet. */
export async function logIn(page: Page, wallet: string, network?: 'EVM' | 'Solana') {
  await page.goto('/markets');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Connect wallet' });
  if (network) await drawer.getByRole('group', { name: 'Nova Wallet network' }).getByRole('button', { name: network }).click();
  await drawer.getByRole('button', { name: wallet, exact: true }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account: / })).toBeVisible();
}

/**
 * A MetaMask-like wallet starting on Ethereum, signed in; it knows the sim's EVM networks, or only
 * those given (hex chain id -> RPC URL).
 */
export async function metamaskLogIn(page: Page, networks: Record<string, string> = simEvmNetworks(SIM_URL)) {
  const wallet = await installEvmWallet(page, { privateKey: generatePrivateKey(), rdns: 'io.metamask', name: 'MetaMask', rpcUrls: networks, chainId: '0x1' });
  await logIn(page, 'MetaMask');
  return wallet;
}

/** The signed-in user's access token (the host's stored session). */
export const accessToken = (page: Page) => page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { access_token?: string } | null)?.access_token ?? '', SESSION_KEY);

/** The user's balance of a token on a chain, as the sim holds it. */
export async function heldBy(page: Page, chain: ChainKey, token: string): Promise<number> {
  const { list } = await callSim('balanceList', { chain }, await accessToken(page));
  return Number(list.find((a) => a.token === token)?.balance ?? 0);
}

/** Bodies of the page's POSTs to `path`. */
export function posts(page: Page, path: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push((request.postDataJSON() ?? {}) as Record<string, unknown>);
  });
  return bodies;
}

/** The host's toasts (errors are alerts in it). */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** How often the wallet was asked for `method`. */
export const count = (wallet: { requests(): readonly string[] }, method: string) => wallet.requests().filter((m) => m === method).length;
