import { PERP_TOKENS, encryptPassword } from '@nova/shared-contracts';
import type { EndpointResponse, LoginResult } from '@nova/shared-contracts';
import { createWalletClient, custom, encodeFunctionData, parseEther, parseUnits } from 'viem';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_USDT_ABI, tradeChainOf } from '../../chain/tradeChain';
import type { TradeChain } from '../../chain/tradeChain';
import { passSecurityCheck, signUp, testSim } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

const DAY = 86_400_000;

let sim: TestSim;
let session: LoginResult;

beforeEach(async () => {
  sim = await testSim();
  session = await signUp(sim, 'transfers@nova.test');
});

type Transfers = EndpointResponse<'custodialTransfers'>;
const transfers = async (request: Record<string, unknown> = {}): Promise<Transfers> => (await sim.call('custodialTransfers', request, session.access_token)).body.data as Transfers;
const history = async () => ((await sim.call('walletBalanceHistory', { wallet: session.user.evm_address }, session.access_token)).body.data as EndpointResponse<'walletBalanceHistory'>).list.map((p) => Number(p.total_balance_usd));

/** Signs in again (after the clock moved past the access token's life). */
async function signIn(): Promise<void> {
  const key = (await sim.call('accountPublicKey')).body.data as { public_key: string };
  session = (await sim.call('accountLogin', { email: 'transfers@nova.test', password: await encryptPassword(key.public_key, 'correct horse') })).body.data as LoginResult;
}

/** An outside wallet on the chain, funded by the local chain's faucet: 1 of the coin, 100 USDT. */
async function outsideWallet(chain: TradeChain) {
  const account = privateKeyToAccount(generatePrivateKey());
  await chain.topUp(account.address, parseEther('1'));
  await chain.mintUsdt(account.address, parseUnits('100', chain.usdt.decimals));
  return createWalletClient({ account, chain: { id: chain.chainId, name: `local ${chain.key}`, nativeCurrency: { name: 'coin', symbol: 'COIN', decimals: 18 }, rpcUrls: { default: { http: [] } } }, transport: custom({ request: ({ method, params }) => chain.request(method, params as unknown[]) }) });
}

/** Sends `usdt` USDT from an outside wallet to the user's custodial BSC address and lets the sim credit it. */
async function depositUsdt(usdt: string): Promise<{ hash: string; from: string }> {
  const chain = await tradeChainOf(sim.engine, 'bsc');
  const wallet = await outsideWallet(chain);
  const hash = await wallet.sendTransaction({ to: chain.usdt.address, data: encodeFunctionData({ abi: TEST_USDT_ABI, functionName: 'transfer', args: [session.user.evm_address as Address, parseUnits(usdt, chain.usdt.decimals)] }) });
  await sim.engine.tick();
  return { hash, from: wallet.account.address.toLowerCase() };
}

describe('the custodial wallet\'s transfers (GET /balance/transfers)', () => {
  it('lists a credited deposit with its asset, amount, sender and transaction page, then a withdrawal with its hash and fee, newest first', async () => {
    expect(await transfers()).toEqual({ list: [], total: 0 });
    const deposit = await depositUsdt('25');
    const [credited] = (await transfers()).list;
    expect(credited).toEqual(expect.objectContaining({ type: 'deposit', status: 'completed', chain: 'bsc', token: PERP_TOKENS.bsc.address, token_symbol: 'USDT', amount: '25', address: deposit.from, tx_hash: deposit.hash, tx_url: `http://sim.test/tx/bsc/${deposit.hash}`, time: sim.clock.now() }));
    expect((await sim.engine.handle({ method: 'GET', path: `/tx/bsc/${deposit.hash}?format=json` })).status).toBe(200);

    sim.clock.advance(60_000);
    await passSecurityCheck(sim, session);
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const sent = await sim.call('custodialWithdraw', { chain: 'bsc', from_wallet: session.user.evm_address, to_wallet: to, token_amount: '0.5', slippage: 0.03 }, session.access_token, { 'idempotency-key': 'history-1' });
    expect(sent.status).toBe(200);
    const answer = sent.body.data as { tx_hash: string; fee: string; tx_url: string };
    const list = await transfers();
    expect(list.total).toBe(2);
    expect(list.list.map((t) => [t.type, t.tx_hash])).toEqual([
      ['withdrawal', answer.tx_hash],
      ['deposit', deposit.hash],
    ]);
    expect(list.list[0]).toEqual(expect.objectContaining({ status: 'completed', chain: 'bsc', token: '', token_symbol: 'BNB', amount: '0.5', fee: answer.fee, fee_symbol: 'BNB', address: to, tx_url: answer.tx_url, time: sim.clock.now() }));

    // Pages of `limit` from `offset`, and one chain's only.
    expect((await transfers({ limit: 1, offset: 1 })).list.map((t) => t.tx_hash)).toEqual([deposit.hash]);
    expect(await transfers({ chain: 'eth' })).toEqual({ list: [], total: 0 });
    // Someone else sees none of them.
    const other = await signUp(sim, 'someone@nova.test');
    expect(((await sim.call('custodialTransfers', {}, other.access_token)).body.data as Transfers).total).toBe(0);
  }, 60_000);

  it('shows an outside wallet\'s SOL transfer to the custodial address as a deposit whose transaction page resolves', async () => {
    const { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } = await import('@solana/web3.js');
    const rpc = async (method: string, params: unknown[]) => (await sim.engine.handle({ method: 'POST', path: '/rpc/solana', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).body as { result: unknown };
    const sender = Keypair.generate();
    await rpc('requestAirdrop', [sender.publicKey.toBase58(), LAMPORTS_PER_SOL]);
    const { value } = (await rpc('getLatestBlockhash', [])).result as { value: { blockhash: string } };
    const tx = new Transaction({ feePayer: sender.publicKey, recentBlockhash: value.blockhash }).add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: new PublicKey(session.user.sol_address ?? ''), lamports: LAMPORTS_PER_SOL / 4 }));
    tx.sign(sender);
    const signature = (await rpc('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }])).result as string;
    await sim.engine.tick();

    const [deposit] = (await transfers({ chain: 'solana' })).list;
    expect(deposit).toEqual(expect.objectContaining({ type: 'deposit', token: '', token_symbol: 'SOL', amount: '0.25', address: sender.publicKey.toBase58(), tx_hash: signature }));
    const page = await sim.engine.handle({ method: 'GET', path: `/tx/solana/${signature}?format=json` });
    expect(page.status).toBe(200);
    expect((page.body as { data: { value: string; to: string } }).data).toEqual(expect.objectContaining({ value: '0.25 SOL', to: session.user.sol_address }));
  });
});

describe('the balance history around transfers (GET /balance/history)', () => {
  it('shows a deposit as a step on the day it arrived and a withdrawal as a step down on its day, not as values that were always there', async () => {
    sim.clock.advance(2 * DAY);
    await signIn();
    const before = await history();
    expect(before).toHaveLength(3);
    expect(before[1]).toBeCloseTo(before[0] ?? 0, 6);

    await depositUsdt('25');
    const deposited = await history();
    expect(deposited[0]).toBeCloseTo((before[0] ?? 0) + 25, 6);
    expect(deposited[1]).toBeCloseTo(before[1] ?? 0, 6);
    expect(deposited[2]).toBeCloseTo(before[2] ?? 0, 6);

    sim.clock.advance(DAY);
    await signIn();
    await passSecurityCheck(sim, session);
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const sent = await sim.call('custodialWithdraw', { chain: 'bsc', from_wallet: session.user.evm_address, to_wallet: to, token: PERP_TOKENS.bsc.address, token_amount: '10', slippage: 0.03 }, session.access_token, { 'idempotency-key': 'history-2' });
    expect(sent.status).toBe(200);
    const withdrawn = await history();
    // The point of the deposit's day holds it (25 more than the day before) and still the 10 USDT
    // and the fee's BNB that today's point no longer has.
    expect((withdrawn[1] ?? 0) - (withdrawn[2] ?? 0)).toBeCloseTo(25, 6);
    expect((withdrawn[1] ?? 0) - (withdrawn[0] ?? 0)).toBeGreaterThan(10);
    expect(withdrawn[3]).toBeCloseTo(withdrawn[2] ?? 0, 6);
  }, 60_000);
});
