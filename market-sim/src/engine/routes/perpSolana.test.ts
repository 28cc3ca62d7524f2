// Issue 35: a Phantom user's USDT is its token account on /rpc/solana (getTokenAccountsByOwner,
// getTokenAccountBalance), funded once by the faucet, lowered by a perps deposit and raised by a
// perps withdraw's payout; a custodial perps withdraw is a real payout too, credited to the
// custodial wallet as a deposit when the sim's next tick reads it.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERP_TOKENS, base58Decode, base58Encode } from '@nova/shared-contracts';
import type { Asset, LoginResult } from '@nova/shared-contracts';
import { SOL_VAULT, associatedTokenAddress, blockhashOffset } from '../../chain/solanaPrograms';
import { passSecurityCheck, signUp, testSim, walletSignIn } from '../../testing/sim';
import type { TestSim, WalletLogin } from '../../testing/sim';

let sim: TestSim;
let rpcId = 0;

beforeAll(async () => {
  sim = await testSim({ admin: true });
}, 60_000);

async function solana(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await sim.engine.handle({ method: 'POST', path: '/rpc/solana', body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }), headers: { 'content-type': 'application/json' } });
  const body = response.body as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

interface ParsedTokenAccount {
  pubkey: string;
  account: { owner: string; data: { program: string; parsed: { type: string; info: { mint: string; owner: string; tokenAmount: { amount: string; decimals: number; uiAmountString: string } } } } };
}

/** The wallet's USDT as a wallet reads it: its token accounts of the mint, jsonParsed. */
async function tokenAccounts(owner: string): Promise<ParsedTokenAccount[]> {
  return ((await solana('getTokenAccountsByOwner', [owner, { mint: PERP_TOKENS.solana.address }, { encoding: 'jsonParsed' }])) as { value: ParsedTokenAccount[] }).value;
}
const chainUsdt = async (owner: string) => (await tokenAccounts(owner))[0]?.account.data.parsed.info.tokenAmount.uiAmountString ?? '0';
const listedUsdt = async (token: string) => ((await sim.call('balanceList', { chain: 'solana' }, token)).body.data as { list: Asset[] }).list.find((a) => a.token === PERP_TOKENS.solana.address)?.balance;
const solAvailable = async (token: string) => ((await sim.call('perpFundStats', {}, token)).body.data as Array<{ chain_type: string; available: string }>).find((r) => r.chain_type === 'SOL')?.available;
const hex = (data: string) => Uint8Array.from(data.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16));

async function solPerp(session: LoginResult): Promise<Record<string, string>> {
  const tokens = (await sim.call('accountPerpRenew', {}, session.access_token)).body.data as Record<string, string>;
  return { 'perp-authorization': tokens.perp_sol_access_token ?? '' };
}

const transfer = (address: string, amount: string) => ({ address, chain: 'solana', token_address: PERP_TOKENS.solana.address, token_amount: amount, token_symbol: 'USDT', token_decimal: 6 });

/** What the perps dialog does with Phantom: the server-built v0 deposit, a fresh blockhash, signed, sent, registered. */
async function deposit(wallet: WalletLogin, perp: Record<string, string>, amount: string) {
  const built = (await sim.call('perpDepositSignData', transfer(wallet.address, amount), wallet.session.access_token, perp)).body.data as { data: string };
  const message = hex(built.data).slice(65);
  const { value } = (await solana('getLatestBlockhash')) as { value: { blockhash: string } };
  message.set(base58Decode(value.blockhash) ?? new Uint8Array(32), blockhashOffset(message));
  const signed = Uint8Array.from([1, ...(wallet.signBytes?.(message) ?? []), ...message]);
  const signature = (await solana('sendTransaction', [Buffer.from(signed).toString('base64'), { encoding: 'base64' }])) as string;
  return sim.call('perpDepositPostProcess', { ...transfer(wallet.address, amount), txn_hash: signature }, wallet.session.access_token, perp);
}

describe("a Phantom user's USDT is its token account on /rpc/solana", () => {
  it('the faucet mints 1000 USDT once into its associated token account; balanceList answers the chain; the answers have the Solana JSON-RPC shape', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    expect(await tokenAccounts(wallet.address)).toEqual([]);
    expect(await listedUsdt(wallet.session.access_token)).toBe('1000');
    const [account] = await tokenAccounts(wallet.address);
    expect(account).toMatchObject({ pubkey: associatedTokenAddress(wallet.address), account: { owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', data: { program: 'spl-token', parsed: { type: 'account', info: { mint: PERP_TOKENS.solana.address, owner: wallet.address, tokenAmount: { amount: '1000000000', decimals: 6, uiAmountString: '1000' } } } } } });
    expect(await solana('getTokenAccountBalance', [account?.pubkey])).toMatchObject({ value: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' } });
    // Once per wallet: a second read mints nothing more; another mint has no account.
    expect(await listedUsdt(wallet.session.access_token)).toBe('1000');
    expect(await solana('getTokenAccountsByOwner', [wallet.address, { mint: base58Encode(new Uint8Array(32).fill(9)) }, { encoding: 'jsonParsed' }])).toMatchObject({ value: [] });
    // No ledger entry holds it.
    expect([...sim.engine.state.balances.entries()].map(([key]) => key).filter((key) => key.startsWith(`${wallet.session.user.user_id}|solana|`))).toEqual([]);
  });

  it('a perps deposit (its sign_data funds a wallet new to the chain) moves the USDT from the token account into the vault and credits the SOL perp account; one beyond the account is refused on chain', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const perp = await solPerp(wallet.session);
    const vaultBefore = Number(await chainUsdt(SOL_VAULT.vault));
    const done = await deposit(wallet, perp, '20');
    expect(done.status).toBe(200);
    expect(await chainUsdt(wallet.address)).toBe('980');
    expect(await listedUsdt(wallet.session.access_token)).toBe('980');
    expect(Number(await chainUsdt(SOL_VAULT.vault))).toBe(vaultBefore + 20);
    expect(await solAvailable(wallet.session.access_token)).toBe('520');
    await expect(deposit(wallet, perp, '5000')).rejects.toThrow('custom program error: 0x1');
    expect(await chainUsdt(wallet.address)).toBe('980');
  });

  it('a signed perps withdraw is paid into the token account (amount less the fee) by a transaction the RPC and the tx page know', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const perp = await solPerp(wallet.session);
    await listedUsdt(wallet.session.access_token);
    const body = { ...transfer(wallet.address, '10'), to_address: wallet.address };
    const sign = (await sim.call('perpWithdrawSignData', body, wallet.session.access_token, perp)).body.data as { data: string; timestamp: number };
    const signature = base58Encode(wallet.signBytes?.(hex(sign.data)) ?? new Uint8Array());
    const done = await sim.call('perpWithdraw', { ...body, timestamp: sign.timestamp, signature }, wallet.session.access_token, perp);
    expect(done.status).toBe(200);
    const result = done.body.data as { tx_hash: string; tx_url: string; fee: string };
    expect(await chainUsdt(wallet.address)).toBe('1009');
    expect(await listedUsdt(wallet.session.access_token)).toBe('1009');
    expect(await solana('getSignatureStatuses', [[result.tx_hash]])).toMatchObject({ value: [{ err: null, confirmationStatus: 'finalized' }] });
    expect((await sim.engine.handle({ method: 'GET', path: `/tx/solana/${result.tx_hash}`, query: { format: 'json' }, headers: {} })).status).toBe(200);
  });
});

describe('a custodial perps withdraw is a real payout, credited to the wallet as a deposit', () => {
  it.each(['solana', 'bsc'] as const)('%s: the payout has a tx page; the next tick credits the custodial wallet with what arrived', async (chain) => {
    const session = await signUp(sim, `perp-${chain}@nova.test`);
    await passSecurityCheck(sim, session);
    const tokens = (await sim.call('accountPerpRenew', {}, session.access_token)).body.data as Record<string, string>;
    const perp = { 'perp-authorization': (chain === 'solana' ? tokens.perp_sol_access_token : tokens.perp_evm_access_token) ?? '' };
    const own = (chain === 'solana' ? session.user.sol_address : session.user.evm_address) ?? '';
    const token = PERP_TOKENS[chain];
    const usdt = async () => ((await sim.call('balanceList', { chain }, session.access_token)).body.data as { list: Asset[] }).list.find((a) => a.token === token.address)?.balance;
    expect(await usdt()).toBe('1000');
    const done = await sim.call('perpWithdrawAsset', { address: own, chain, token_address: token.address, token_amount: '100', token_symbol: 'USDT', token_decimal: token.decimals, to_address: own }, session.access_token, perp);
    expect(done.status).toBe(200);
    const result = done.body.data as { tx_hash: string; tx_url: string; fee: string };
    expect(result.tx_url).toMatch(new RegExp(`/tx/${chain}/${result.tx_hash}$`));
    expect((await sim.engine.handle({ method: 'GET', path: `/tx/${chain}/${result.tx_hash}`, query: { format: 'json' }, headers: {} })).status).toBe(200);
    await sim.engine.tick();
    expect(await usdt()).toBe(String(1100 - Number(result.fee)));
    const deposits = [...sim.engine.state.deposits.values()].filter((d) => d.user_id === session.user.user_id);
    expect(deposits).toMatchObject([{ chain, token: chain === 'solana' ? token.address : token.address.toLowerCase(), tx_hash: chain === 'solana' ? result.tx_hash : result.tx_hash.toLowerCase() }]);
  }, 60_000);
});
