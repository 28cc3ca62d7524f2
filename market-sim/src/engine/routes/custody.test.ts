import { Transaction } from '@solana/web3.js';
import { PERP_TOKENS, base58Encode, encryptPassword } from '@nova/shared-contracts';
import type { LoginResult } from '@nova/shared-contracts';
import { decodeFunctionData, encodeFunctionData, getAddress, hexToString, isAddress, parseEther } from 'viem';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { ARTIFACTS } from '../../chain/artifacts';
import { SOL_HOT_WALLET, payoutOf } from '../../chain/payout';
import { tradeChainOf } from '../../chain/tradeChain';
import { passSecurityCheck, signUp, testSim, tradableToken } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let session: LoginResult;

beforeEach(async () => {
  sim = await testSim();
  session = await signUp(sim, 'custody@nova.test');
  await passSecurityCheck(sim, session);
});

type Answer = { tx_hash: string; fee: string; tx_url?: string };
const withdraw = (body: Record<string, unknown>, headers: Record<string, string> = {}) => sim.call('custodialWithdraw', { slippage: 0.03, ...body }, session.access_token, headers);
const balanceOf = async (chain: string, token: string) =>
  ((await sim.call('balanceList', { chain }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list.find((a) => a.token === token)?.balance;
const minedOn = async (chain: 'eth' | 'bsc', hash: string) => {
  const local = await tradeChainOf(sim.engine, chain);
  const tx = (await local.request('eth_getTransactionByHash', [hash])) as { from: string; to: string; value: string; input: Hex };
  const receipt = (await local.request('eth_getTransactionReceipt', [hash])) as { status: string };
  return { tx, receipt, local };
};

describe('the security check a withdrawal needs (spec 2: used for withdrawal)', () => {
  it('refuses a withdrawal without a passed check, pays after one, and again refuses once it is over five minutes old', async () => {
    const fresh = await signUp(sim, 'unchecked@nova.test');
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const body = { chain: 'bsc', from_wallet: fresh.user.evm_address, to_wallet: to, token_amount: '0.01', slippage: 0.03 };
    const send = () => sim.call('custodialWithdraw', body, fresh.access_token, { 'idempotency-key': `k-${Math.random()}` });
    const refused = await send();
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    expect(refused.body.message).toMatch(/security check required/);
    // A wrong password is no pass.
    await expect(passSecurityCheck(sim, fresh, 'wrong password')).rejects.toThrow();
    expect((await send()).status).toBe(403);
    await passSecurityCheck(sim, fresh);
    expect((await send()).status).toBe(200);
    sim.clock.advance(5 * 60_000 + 1);
    expect((await send()).status).toBe(403);
    // Another session of the same account has its own check.
    await passSecurityCheck(sim, fresh);
    const key = (await sim.call('accountPublicKey')).body.data as { public_key: string };
    const other = (await sim.call('accountLogin', { email: 'unchecked@nova.test', password: await encryptPassword(key.public_key, 'correct horse') })).body.data as LoginResult;
    expect((await sim.call('custodialWithdraw', body, other.access_token, { 'idempotency-key': 'other-session' })).status).toBe(403);
  });
});

describe('custodial withdraw of every asset (POST /trade/transfer/submit)', () => {
  it('withdraws USDT on Ethereum as an ERC-20 transfer mined on the local chain, to the recipient, and moves the ledger', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const usdt = PERP_TOKENS.eth.address;
    const done = await withdraw({ chain: 'eth', from_wallet: session.user.evm_address, to_wallet: to, token: usdt, token_amount: '12.5' });
    expect(done.status).toBe(200);
    const answer = done.body.data as Answer;
    expect(await balanceOf('eth', usdt)).toBe('987.5');
    const { tx, receipt, local } = await minedOn('eth', answer.tx_hash);
    expect(receipt.status).toBe('0x1');
    expect(tx.to.toLowerCase()).toBe(usdt);
    const call = decodeFunctionData({ abi: ARTIFACTS.TestUSDT.abi, data: tx.input });
    expect(call.functionName).toBe('transfer');
    expect(call.args).toEqual([to, 12_500_000n]);
    const held = (await local.request('eth_call', [{ to: usdt, data: encodeFunctionData({ abi: ARTIFACTS.TestUSDT.abi, functionName: 'balanceOf', args: [to] }) }, 'latest'])) as Hex;
    expect(BigInt(held)).toBe(12_500_000n);
    expect(answer.tx_url).toBe(`http://sim.test/tx/eth/${answer.tx_hash}`);
  });

  it('sends a native withdraw as a value transfer of the amount less the fee, the fee it answers', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const done = await withdraw({ chain: 'bsc', from_wallet: session.user.evm_address, to_wallet: to, token_amount: '0.5' });
    expect(done.status).toBe(200);
    const answer = done.body.data as Answer;
    const { tx, receipt } = await minedOn('bsc', answer.tx_hash);
    expect(receipt.status).toBe('0x1');
    expect(tx.to.toLowerCase()).toBe(to.toLowerCase());
    expect(BigInt(tx.value)).toBe(parseEther('0.5') - parseEther(answer.fee));
    expect(await balanceOf('bsc', '')).toBe('4.5');
  });

  it('withdraws Solana USDT with a transaction the hot wallet signed (ed25519), shown on the sim\u2019s transaction page', async () => {
    const to = (await signUp(sim, 'custody-sol@nova.test')).user.sol_address ?? '';
    const done = await withdraw({ chain: 'solana', from_wallet: session.user.sol_address, to_wallet: to, token: PERP_TOKENS.solana.address, token_amount: '3' });
    expect(done.status).toBe(200);
    const { tx_hash: hash } = done.body.data as Answer;
    const payout = payoutOf(sim.engine, 'solana', hash);
    const signed = Transaction.from(Buffer.from(payout?.signed ?? '', 'base64'));
    expect(signed.verifySignatures()).toBe(true);
    expect(base58Encode(signed.signature ?? new Uint8Array())).toBe(hash);
    expect(signed.feePayer?.toBase58()).toBe(SOL_HOT_WALLET.publicKey.toBase58());
    expect(await balanceOf('solana', PERP_TOKENS.solana.address)).toBe('997');
    const page = await sim.engine.handle({ method: 'GET', path: `/tx/solana/${hash}?format=json` });
    expect(page.status).toBe(200);
    expect((page.body as { data: { withdrawal: { amount: string; asset: string; to: string } } }).data.withdrawal).toEqual({ amount: '3', asset: 'USDT', to });
    // The sim's Solana RPC knows the memo transaction too.
    const statuses = await sim.engine.handle({ method: 'POST', path: '/rpc/solana', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSignatureStatuses', params: [[hash]] }) });
    expect((statuses.body as { result: { value: unknown[] } }).result.value).toEqual([expect.objectContaining({ err: null })]);
  });

  it('withdraws SOL as a System transfer the sim\'s Solana RPC carries: the recipient\'s balance there rises and the signature resolves', async () => {
    const to = base58Encode(crypto.getRandomValues(new Uint8Array(32)));
    const rpc = async (method: string, params: unknown[]) => ((await sim.engine.handle({ method: 'POST', path: '/rpc/solana', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).body as { result: { value: unknown } }).result.value;
    expect(await rpc('getBalance', [to])).toBe(0);
    const done = await withdraw({ chain: 'solana', from_wallet: session.user.sol_address, to_wallet: to, token_amount: '1' });
    expect(done.status).toBe(200);
    const { tx_hash: hash, fee } = done.body.data as Answer;
    // What arrives is the amount less the network fee, in lamports.
    expect(await rpc('getBalance', [to])).toBe(Math.round((1 - Number(fee)) * 1e9));
    expect(await rpc('getSignatureStatuses', [[hash]])).toEqual([expect.objectContaining({ confirmationStatus: 'finalized', err: null })]);
    expect(await balanceOf('solana', '')).toBe('9');
  });

  it('a withdrawal to another user\'s custodial address arrives there as that user\'s deposit, once (EVM and Solana)', async () => {
    const other = await signUp(sim, 'custody-recipient@nova.test');
    const theirs = async (chain: string) => ((await sim.call('balanceList', { chain }, other.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list.find((a) => a.token === '')?.balance;
    const before = { bsc: Number(await theirs('bsc')), solana: Number(await theirs('solana')) };
    const bsc = (await withdraw({ chain: 'bsc', from_wallet: session.user.evm_address, to_wallet: other.user.evm_address, token_amount: '0.5' })).body.data as Answer;
    const sol = (await withdraw({ chain: 'solana', from_wallet: session.user.sol_address, to_wallet: other.user.sol_address, token_amount: '2' })).body.data as Answer;
    await sim.engine.tick();
    await sim.engine.tick();
    expect(Number(await theirs('bsc'))).toBeCloseTo(before.bsc + 0.5 - Number(bsc.fee), 12);
    expect(Number(await theirs('solana'))).toBeCloseTo(before.solana + 2 - Number(sol.fee), 9);
  });

  it('withdraws a market token held on BSC: the holding falls, the fee comes from the BNB balance, a memo transaction records it on chain', async () => {
    const token = await tradableToken(sim, 'bsc');
    expect((await sim.call('tradeOrderCreate', { chain: 'bsc', token_in: '', token_out: token.address, token_amount: '0.5', slippage: 0.5 }, session.access_token)).status).toBe(200);
    const held = await balanceOf('bsc', token.address);
    const bnb = Number(await balanceOf('bsc', ''));
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const done = await withdraw({ chain: 'bsc', from_wallet: session.user.evm_address, to_wallet: to, token: token.address, token_amount: held });
    expect(done.status).toBe(200);
    const answer = done.body.data as Answer;
    expect(await balanceOf('bsc', token.address)).toBeUndefined();
    expect(Number(await balanceOf('bsc', ''))).toBeCloseTo(bnb - Number(answer.fee), 12);
    const { tx, receipt } = await minedOn('bsc', answer.tx_hash);
    expect(receipt.status).toBe('0x1');
    expect(tx.to.toLowerCase()).toBe(to.toLowerCase());
    expect(hexToString(tx.input)).toBe(`nova withdraw ${held} ${token.symbol} ${token.address}`);
  });

  it('shows an EVM payout on GET /tx/{chain}/{hash} from the local chain, and 404 for a hash it does not know', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const { tx_hash: hash } = (await withdraw({ chain: 'eth', from_wallet: session.user.evm_address, to_wallet: to, token_amount: '0.1' })).body.data as Answer;
    const html = await sim.engine.handle({ method: 'GET', path: `/tx/eth/${hash}` });
    expect(html.status).toBe(200);
    expect(html.contentType).toContain('text/html');
    expect(String(html.body)).toContain(to.toLowerCase());
    expect(String(html.body)).toContain('success');
    expect((await sim.engine.handle({ method: 'GET', path: `/tx/eth/0x${'ab'.repeat(32)}` })).status).toBe(404);
  });

  it('refuses a mixed-case address whose EIP-55 checksum is wrong (400, saying so) and takes it in lower case, as viem does', async () => {
    const good = getAddress(privateKeyToAccount(generatePrivateKey()).address);
    // Flip the case of the first letter: the checksum no longer matches.
    const at = [...good].findIndex((c, i) => i > 1 && /[a-f]/i.test(c));
    const bad = `${good.slice(0, at)}${good[at] === good[at]?.toUpperCase() ? good[at]?.toLowerCase() : good[at]?.toUpperCase()}${good.slice(at + 1)}`;
    expect(isAddress(bad, { strict: true })).toBe(false);
    const refused = await withdraw({ chain: 'eth', from_wallet: session.user.evm_address, to_wallet: bad, token_amount: '0.1' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/EIP-55 checksum/);
    expect(await balanceOf('eth', '')).toBe('1');
    expect((await withdraw({ chain: 'eth', from_wallet: session.user.evm_address, to_wallet: bad.toLowerCase(), token_amount: '0.1' })).status).toBe(200);
  });

  it('runs once per idempotency key: a replay answers the first hash and pays once; the key on another withdraw is 400', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address as Address;
    const body = { chain: 'eth', from_wallet: session.user.evm_address, to_wallet: to, token: PERP_TOKENS.eth.address, token_amount: '5' };
    const first = await withdraw(body, { 'idempotency-key': 'w-1' });
    const again = await withdraw(body, { 'idempotency-key': 'w-1' });
    expect(again.status).toBe(200);
    expect((again.body.data as Answer).tx_hash).toBe((first.body.data as Answer).tx_hash);
    expect(await balanceOf('eth', PERP_TOKENS.eth.address)).toBe('995');
    expect((await withdraw({ ...body, token_amount: '6' }, { 'idempotency-key': 'w-1' })).status).toBe(400);
  });

  it('quotes a withdraw for the confirm step (fee, what arrives) with the withdraw\u2019s refusals, and 404 names a token the wallet does not have', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const quote = (await sim.call('custodialWithdrawQuote', { chain: 'eth', from_wallet: session.user.evm_address ?? '', to_wallet: to, token_amount: '0.5' }, session.access_token)).body.data as { fee: string; fee_symbol: string; receive: string; receive_symbol: string };
    expect(Number(quote.fee)).toBeGreaterThan(0);
    expect(quote.fee_symbol).toBe('ETH');
    expect(Number(quote.receive)).toBeCloseTo(0.5 - Number(quote.fee), 12);
    const usdt = (await sim.call('custodialWithdrawQuote', { chain: 'eth', from_wallet: session.user.evm_address ?? '', to_wallet: to, token: PERP_TOKENS.eth.address, token_amount: '7' }, session.access_token)).body.data as { receive: string; receive_symbol: string };
    expect(usdt).toMatchObject({ receive: '7', receive_symbol: 'USDT' });
    expect((await sim.call('custodialWithdrawQuote', { chain: 'solana', from_wallet: session.user.sol_address ?? '', to_wallet: '11111111111111111111111111111112', token_amount: '0.0005' }, session.access_token)).body.code).toBe(5070);
    expect(await balanceOf('eth', '')).toBe('1');
    const unknown = await withdraw({ chain: 'bsc', from_wallet: session.user.evm_address, to_wallet: session.user.evm_address, token: `0x${'12'.repeat(20)}`, token_amount: '1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/not an asset of your BNB Chain wallet|not an asset of your/);
  });
});
