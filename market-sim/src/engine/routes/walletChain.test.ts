// A wallet login's native coin and USDT are its wallet's on the sim's chains, never a ledger seed
// (README "Wallet balances"): balanceList answers what eth_getBalance / balanceOf and Solana's
// getBalance answer, after the faucet, a buy and a sell.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeFunctionData, formatEther, formatUnits } from 'viem';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { PrivateKeyAccount } from 'viem/accounts';
import { CHAINS, PERP_TOKENS } from '@nova/shared-contracts';
import type { Asset, LoginResult, OrderResult } from '@nova/shared-contracts';
import { SIM_TOKEN_ABI, ROUTER, TEST_USDT_ABI, WALLET_FAUCET } from '../../chain/tradeChain';
import { D } from '../money';
import { signUp, testSim, tradableToken, walletSignIn } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';

let sim: TestSim;
let rpcId = 0;

beforeAll(async () => {
  sim = await testSim({ admin: true });
}, 60_000);

async function rpc(path: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await sim.engine.handle({ method: 'POST', path, body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }), headers: { 'content-type': 'application/json' } });
  const body = response.body as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

const evm = (chain: string, method: string, params: unknown[] = []) => rpc(`/rpc/evm/${chain}`, method, params);
const chainBnb = async (address: string) => formatEther(BigInt((await evm('bsc', 'eth_getBalance', [address, 'latest'])) as string));
const chainUsdt = async (address: Hex) => {
  const data = encodeFunctionData({ abi: TEST_USDT_ABI, functionName: 'balanceOf', args: [address] });
  return formatUnits(BigInt((await evm('bsc', 'eth_call', [{ to: PERP_TOKENS.bsc.address, data }, 'latest'])) as string), PERP_TOKENS.bsc.decimals);
};
const listed = async (token: string, chain?: string) => ((await sim.call('balanceList', chain ? { chain } : {}, token)).body.data as { list: Asset[] }).list;
const balanceOf = (list: Asset[], chain: string, token = '') => list.find((a) => a.chain === chain && a.token === token)?.balance;

/** What a MetaMask-like wallet does with eth_sendTransaction: nonce, gas price and gas from the chain, signed, sent raw. */
async function send(account: PrivateKeyAccount, tx: { to: Hex; data: Hex; value: string | bigint }): Promise<Hex> {
  const value = BigInt(tx.value);
  const [nonce, gasPrice] = await Promise.all([evm('bsc', 'eth_getTransactionCount', [account.address, 'pending']), evm('bsc', 'eth_gasPrice')]);
  const gas = BigInt((await evm('bsc', 'eth_estimateGas', [{ from: account.address, to: tx.to, data: tx.data, value: `0x${value.toString(16)}` }])) as string);
  const raw = await account.signTransaction({ type: 'legacy', to: tx.to, data: tx.data, value, nonce: Number(BigInt(nonce as string)), gasPrice: BigInt(gasPrice as string), gas: (gas * 12n) / 10n, chainId: CHAINS.bsc.chainId });
  return (await evm('bsc', 'eth_sendRawTransaction', [raw])) as Hex;
}

async function metamask() {
  const account = privateKeyToAccount(generatePrivateKey());
  const message = (await sim.call('walletSignMessage', { chain: 'bsc', address: account.address })).body.data as { message: string; timestamp: number };
  const session = (await sim.call('walletAuth', { chain: 'bsc', address: account.address, sign: await account.signMessage({ message: message.message }), source_type: 5, timestamp: message.timestamp })).body.data as LoginResult;
  const token = session.access_token;
  /** Quote, build, send as built and submit the hash: the order as the trade panel places it. */
  const order = async (side: 'buy' | 'sell', address: string, amount: string) => {
    const request = { chain: 'bsc', token_in: side === 'buy' ? '' : address, token_out: side === 'buy' ? address : '', token_amount: amount, wallet_address: account.address, slippage: 0.5 };
    const quote = await sim.call('tradeQuote', request, token);
    const quoteData = (quote.body.data as { quote_data: { quote_id: string; need_approved: number } }).quote_data;
    if (quoteData.need_approved) await send(account, { to: address as Hex, data: encodeFunctionData({ abi: SIM_TOKEN_ABI, functionName: 'approve', args: [ROUTER, 2n ** 256n - 1n] }), value: 0n });
    const built = await sim.call('tradeBuild', { ...request, quote_data: quoteData }, token);
    if (built.status !== 200 || built.body.code !== 0) return built;
    const build = built.body.data as { build_id: string; unsigned_tx: { to: Hex; data: Hex; value: string } };
    const txHash = await send(account, build.unsigned_tx);
    return sim.call('tradeSubmitTxHash', { chain: 'bsc', extraData: { build_id: build.build_id }, unsignedTx: build.unsigned_tx, ts: Date.now(), txHash }, token);
  };
  return { account, session, token, order };
}

describe("a wallet login's balances are its wallet's on the sim's chains", () => {
  it('seeds no coin for a wallet login (a custodial user keeps the demo balances)', async () => {
    const wallet = await metamask();
    const custodial = await signUp(sim, 'seeded@nova.test');
    const ledger = (user: string) => [...sim.engine.state.balances.entries()].map(([key]) => key).filter((key) => key.startsWith(`${user}|`) && !key.startsWith(`${user}|perp|`));
    expect(ledger(wallet.session.user.user_id)).toEqual([]);
    // A Solana wallet's USDT is its token account on /rpc/solana, not a ledger entry.
    const phantom = await walletSignIn(sim, 'solana');
    expect(ledger(phantom.session.user.user_id)).toEqual([]);
    expect(ledger(custodial.user.user_id).length).toBeGreaterThan(0);
  });

  it('MetaMask: the faucet funds the wallet on-chain, and balanceList answers the chain after a buy and a sell', async () => {
    const wallet = await metamask();
    const address = wallet.account.address;
    const first = await listed(wallet.token);
    // The faucet's first funds are real: the chain holds them, and the list is the chain's.
    expect(await chainBnb(address)).toBe(WALLET_FAUCET.native.bsc);
    expect(await chainUsdt(address)).toBe(WALLET_FAUCET.usdt);
    expect(balanceOf(first, 'bsc')).toBe(WALLET_FAUCET.native.bsc);
    expect(balanceOf(first, 'bsc', PERP_TOKENS.bsc.address)).toBe(WALLET_FAUCET.usdt);
    // Only the wallet's own (EVM) chains: no Solana coin of the custodial address beside it.
    expect(first.some((a) => a.chain === 'solana')).toBe(false);

    const token = await tradableToken(sim, 'bsc');
    const bought = await wallet.order('buy', token.address, '0.5');
    expect(bought.body.code).toBe(0);
    const afterBuy = await chainBnb(address);
    expect(Number(afterBuy)).toBeLessThan(4.5);
    expect(balanceOf(await listed(wallet.token, 'bsc'), 'bsc')).toBe(afterBuy);

    const held = String(balanceOf(await listed(wallet.token, 'bsc'), 'bsc', token.address) ?? '0');
    const sold = await wallet.order('sell', token.address, held);
    expect(sold.body.code).toBe(0);
    const result = sold.body.data as OrderResult;
    const afterSell = await chainBnb(address);
    // The sell's proceeds (net of its fees) arrived on-chain; the approve and the swap paid gas.
    const paid = new D(result.amount_out).minus(result.fee);
    expect(Number(afterSell)).toBeGreaterThan(Number(afterBuy) + paid.toNumber() * 0.99);
    expect(Number(afterSell)).toBeLessThanOrEqual(new D(afterBuy).plus(paid).toNumber());
    expect(balanceOf(await listed(wallet.token), 'bsc')).toBe(afterSell);
  }, 60_000);

  it('MetaMask: a buy of more than the wallet holds is refused before anything is signed', async () => {
    const wallet = await metamask();
    const token = await tradableToken(sim, 'bsc');
    await listed(wallet.token, 'bsc');
    expect((await wallet.order('buy', token.address, '6')).body.code).toBe(1001);
    expect(await chainBnb(wallet.account.address)).toBe(WALLET_FAUCET.native.bsc);
  }, 60_000);

  it("Phantom: only Solana, its SOL what /rpc/solana's getBalance answers, moved by a buy", async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const sol = async () => new D(((await rpc('/rpc/solana', 'getBalance', [wallet.address])) as { value: number }).value).div(1e9).toFixed();
    const first = await listed(wallet.session.access_token);
    expect(first.every((a) => a.chain === 'solana')).toBe(true);
    // Its SOL and its USDT token account (perpSolana.test.ts); no EVM coin beside them.
    expect(first.map((a) => a.token_symbol)).toEqual(['SOL', 'USDT']);
    expect(balanceOf(first, 'solana')).toBe(await sol());
    expect(await sol()).toBe('10');

    const token = await tradableToken(sim, 'solana');
    const request = { chain: 'solana', token_in: '', token_out: token.address, token_amount: '0.5', wallet_address: wallet.address, slippage: 0.5 };
    const quote = (await sim.call('tradeQuote', request, wallet.session.access_token)).body.data as { quote_data: { quote_id: string } };
    const build = (await sim.call('tradeBuild', { ...request, quote_data: quote.quote_data }, wallet.session.access_token)).body.data as Record<string, string>;
    const result = (await wallet.submit(build)).body.data as OrderResult;
    expect(Number(await sol())).toBeCloseTo(10 - 0.5 - Number(result.fee), 6);
    expect(balanceOf(await listed(wallet.session.access_token), 'solana')).toBe(await sol());
  }, 60_000);
});
