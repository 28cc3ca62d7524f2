// EVM wallet orders on the local trade chains: the build is a real transaction of the chain, the
// wallet signs and sends it, and the sim settles only what was mined as built (README "Wallet
// orders on EVM").
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeFunctionData } from 'viem';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { PrivateKeyAccount } from 'viem/accounts';
import { CHAINS } from '@nova/shared-contracts';
import type { LoginResult, OrderResult } from '@nova/shared-contracts';
import { ROUTER, SIM_TOKEN_ABI, buildIdWord, readSwapCalldata } from '../../chain/tradeChain';
import { testSim, tradableToken } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let rpcId = 0;

beforeAll(async () => {
  sim = await testSim({ admin: true });
}, 60_000);

async function rpc(chain: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await sim.engine.handle({ method: 'POST', path: `/rpc/evm/${chain}`, body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }), headers: { 'content-type': 'application/json' } });
  const body = response.body as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

interface Unsigned {
  to: Hex;
  data: Hex;
  value: string;
  chainId: number;
}

/** What a MetaMask-like wallet does with eth_sendTransaction: nonce, gas price and gas from the chain, signed with its key, sent raw. */
async function send(chain: string, account: PrivateKeyAccount, tx: { to: Hex; data: Hex; value: string | bigint }, gas?: bigint): Promise<Hex> {
  const value = BigInt(tx.value);
  const [nonce, gasPrice] = await Promise.all([rpc(chain, 'eth_getTransactionCount', [account.address, 'pending']), rpc(chain, 'eth_gasPrice')]);
  const estimate = gas ?? BigInt((await rpc(chain, 'eth_estimateGas', [{ from: account.address, to: tx.to, data: tx.data, value: `0x${value.toString(16)}` }])) as string);
  const raw = await account.signTransaction({ type: 'legacy', to: tx.to, data: tx.data, value, nonce: Number(BigInt(nonce as string)), gasPrice: BigInt(gasPrice as string), gas: (estimate * 12n) / 10n, chainId: CHAINS[chain as 'base'].chainId });
  return (await rpc(chain, 'eth_sendRawTransaction', [raw])) as Hex;
}

async function metamask(chain: 'base' | 'bsc' | 'gatelayer' | 'eth') {
  const account = privateKeyToAccount(generatePrivateKey());
  const message = (await sim.call('walletSignMessage', { chain, address: account.address })).body.data as { message: string; timestamp: number };
  const session = (await sim.call('walletAuth', { chain, address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
  const token = session.access_token;
  const order = async (side: 'buy' | 'sell', address: string, amount: string) => {
    const request = { chain, token_in: side === 'buy' ? '' : address, token_out: side === 'buy' ? address : '', token_amount: amount, wallet_address: account.address, slippage: 0.5 };
    const quote = await sim.call('tradeQuote', request, token);
    if (quote.status !== 200) return { quote, build: undefined };
    const quoteData = (quote.body.data as { quote_data: { quote_id: string; need_approved: number; approve_address: string } }).quote_data;
    const build = (await sim.call('tradeBuild', { ...request, quote_data: quoteData }, token)).body.data as { build_id: string; unsigned_tx: Unsigned; unsigned_tx_string: string };
    return { quote, quoteData, build };
  };
  const submit = (build: { build_id: string; unsigned_tx: Unsigned }, txHash: Hex) =>
    sim.call('tradeSubmitTxHash', { chain, extraData: { build_id: build.build_id }, unsignedTx: { to: build.unsigned_tx.to, data: build.unsigned_tx.data, value: build.unsigned_tx.value }, ts: Date.now(), txHash }, token);
  return { account, session, order, submit };
}

describe('EVM wallet orders on the local trade chains', () => {
  it('serves each EVM trading chain at /rpc/evm/{chain} with its chain id, the router deployed', async () => {
    for (const chain of ['eth', 'bsc', 'base', 'gatelayer'] as const) {
      expect(await rpc(chain, 'eth_chainId')).toBe(`0x${CHAINS[chain].chainId.toString(16)}`);
    }
    expect(String(await rpc('base', 'eth_getCode', [ROUTER, 'latest'])).length).toBeGreaterThan(10);
    const unknown = await sim.engine.handle({ method: 'POST', path: '/rpc/evm/solana', body: '{}' });
    expect(unknown.status).toBe(404);
  }, 60_000);

  it('a buy is the router call with the native amount; settled once its transaction is mined as built', async () => {
    const user = await metamask('base');
    const token = await tradableToken(sim, 'base');
    const { build } = await user.order('buy', token.address, '0.02');
    expect(build!.unsigned_tx).toMatchObject({ to: ROUTER, value: (2n * 10n ** 16n).toString(), chainId: 8453 });
    expect(readSwapCalldata(build!.unsigned_tx.data)).toMatchObject({ buildId: buildIdWord(build!.build_id), token: expect.stringMatching(new RegExp(token.address, 'i')), buy: true, amountIn: 2n * 10n ** 16n });

    // A hash the chain does not know, and a mined transaction that is not the build's, are refused.
    expect((await user.submit(build!, `0x${'ab'.repeat(32)}`)).body.message).toMatch(/not mined/);
    const other = await send('base', user.account, { to: ROUTER, data: build!.unsigned_tx.data, value: 10n ** 16n }, 100_000n);
    expect((await user.submit(build!, other)).body.message).toMatch(/does not match the build|reverted/);

    const hash = await send('base', user.account, build!.unsigned_tx);
    const done = await user.submit(build!, hash);
    expect(done.status).toBe(200);
    expect((done.body.data as OrderResult).tx_hash).toBe(hash.toLowerCase());
    expect((await user.submit(build!, hash)).body.message).toMatch(/already submitted/);
  }, 60_000);

  it("refuses the build's transaction sent by another wallet (405009)", async () => {
    const user = await metamask('bsc');
    const token = await tradableToken(sim, 'bsc');
    const { build } = await user.order('buy', token.address, '0.01');
    const stranger = await metamask('bsc');
    await stranger.order('buy', token.address, '0.05'); // the stranger gets coin on the chain
    const hash = await send('bsc', stranger.account, build!.unsigned_tx);
    expect((await user.submit(build!, hash)).body.code).toBe(405009);
  }, 60_000);

  it('a sell asks for the approve until the router may take the amount; without it the swap reverts and is refused', async () => {
    const user = await metamask('gatelayer');
    const token = await tradableToken(sim, 'gatelayer');
    const { build: bought } = await user.order('buy', token.address, '1');
    expect((await user.submit(bought!, await send('gatelayer', user.account, bought!.unsigned_tx))).status).toBe(200);
    const held = (await sim.call('balanceList', { chain: 'gatelayer' }, user.session.access_token)).body.data as { list: Array<{ token: string; balance: string }> };
    const amount = held.list.find((a) => a.token === token.address)?.balance ?? '0';

    const first = await user.order('sell', token.address, amount);
    expect(first.quoteData).toMatchObject({ need_approved: 1, approve_address: ROUTER });
    expect(readSwapCalldata(first.build!.unsigned_tx.data)).toMatchObject({ buy: false });
    const reverted = await send('gatelayer', user.account, first.build!.unsigned_tx, 100_000n);
    expect((await user.submit(first.build!, reverted)).body.message).toMatch(/reverted/);

    await send('gatelayer', user.account, { to: token.address as Hex, data: encodeFunctionData({ abi: SIM_TOKEN_ABI, functionName: 'approve', args: [ROUTER, 2n ** 256n - 1n] }), value: 0n });
    const second = await user.order('sell', token.address, amount);
    expect(second.quoteData?.need_approved).toBe(0);
    expect((await user.submit(second.build!, await send('gatelayer', user.account, second.build!.unsigned_tx))).status).toBe(200);
    const after = (await sim.call('balanceList', { chain: 'gatelayer' }, user.session.access_token)).body.data as { list: Array<{ token: string; balance: string }> };
    expect(Number(after.list.find((a) => a.token === token.address)?.balance ?? 0)).toBe(0);
  }, 60_000);

  it('refuses a wallet gatelayer buy below 0.01 GT or above 350 GT at the quote (market-low, market-exceed)', async () => {
    const user = await metamask('gatelayer');
    const token = await tradableToken(sim, 'gatelayer');
    const low = await user.order('buy', token.address, '0.0099');
    expect([low.quote.body.code, low.quote.body.message]).toEqual([400, expect.stringMatching(/market-low/)]);
    const high = await user.order('buy', token.address, '350.5');
    expect([high.quote.body.code, high.quote.body.message]).toEqual([400, expect.stringMatching(/market-exceed/)]);
    expect((await user.order('buy', token.address, '0.01')).quote.status).toBe(200);
  }, 60_000);
});
