// Test data made through market-sim's own API (the engine behind msw), never hand-written fixtures.
import { sim } from '@nova/platform-double/testing';
import type { StoredSession } from '@nova/platform-double';
import type { SmartWallet, WalletGroup } from '@nova/shared-contracts';

async function call<T>(session: StoredSession, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const engine = await sim.ready;
  const response = await engine.handle({ method, path, headers: { authorization: `Bearer ${session.access_token}` }, ...(body === undefined ? {} : { body }) });
  const envelope = response.body as { code: number; message?: string; data?: T };
  if (response.status !== 200 || envelope.code !== 0) throw new Error(`${method} ${path}: ${response.status} ${envelope.message ?? ''}`);
  return envelope.data as T;
}

/** Follows the sim's first `count` wallets in the user's default group; returns the followed list. */
export async function followSimWallets(session: StoredSession, count: number): Promise<SmartWallet[]> {
  const engine = await sim.ready;
  const wallets = engine.market.wallets.slice(0, count).map((wallet) => ({ wallet_address: wallet.sol, remark: '' }));
  await call(session, 'POST', '/wallet_monitor/group/smart/import', { wallets });
  return (await call<{ wallet_list: SmartWallet[] }>(session, 'GET', '/wallet_monitor/group/smart/wallet_list')).wallet_list;
}

/** A new group holding one wallet. */
export async function groupWith(session: StoredSession, name: string, walletAddress: string): Promise<WalletGroup> {
  const group = await call<WalletGroup>(session, 'POST', '/wallet_monitor/group/create', { name, description: '', img_url: '' });
  await call(session, 'POST', '/wallet_monitor/group/smart/create', { wallet_address: walletAddress, wallet_group_id: group.wallet_group_id, remark: '' });
  return group;
}

/** Adds tokens of the hot list to the user's watch list; returns them (newest watched last). */
export async function watchHotTokens(session: StoredSession, count: number): Promise<Array<{ chain: string; address: string; symbol: string }>> {
  const { tokens } = await call<{ tokens: Array<{ chain: string; address: string; symbol: string }> }>(session, 'GET', `/token/hot/list?chain=solana&limit=${count}`);
  for (const token of tokens) await call(session, 'POST', '/user/collect/add_watch_token', { chain: token.chain, token_address: token.address });
  return tokens;
}

/** A hot Solana token with (`withLinks`) or without any usable community link. */
export async function tokenWithCommunity(withLinks: boolean): Promise<{ chain: 'solana'; address: string; symbol: string; twitter?: string }> {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=200' });
  const tokens = (response.body as { data: { tokens: Array<{ address: string; symbol: string; social_media: Record<string, string | undefined> }> } }).data.tokens;
  const usable = (value: string | undefined) => value !== undefined && value !== 'null';
  const found = tokens.find((token) => {
    const { twitter, telegram, discord } = token.social_media;
    return withLinks ? usable(twitter) : !usable(twitter) && !usable(telegram) && !usable(discord);
  });
  if (!found) throw new Error(`no hot Solana token ${withLinks ? 'with' : 'without'} community links in the sim`);
  return { chain: 'solana', address: found.address, symbol: found.symbol, ...(found.social_media.twitter ? { twitter: found.social_media.twitter } : {}) };
}

/** A market buy of a hot Solana token with the session's demo SOL; returns the token's symbol and address. */
export async function buyHotToken(session: StoredSession): Promise<{ symbol: string; address: string }> {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=1' });
  const [token] = (response.body as { data: { tokens: Array<{ address: string; symbol: string }> } }).data.tokens;
  if (!token) throw new Error('the sim has no hot Solana token');
  await call(session, 'POST', '/trade/order/create', { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.05', slippage: 0.5 });
  return token;
}
