import { CHANNELS } from '@nova/shared-contracts/realtime';
import type { LoginResult } from '@nova/shared-contracts';
import { createWalletClient, custom, encodeFunctionData, parseEther, parseUnits } from 'viem';
import type { Address, Hex, PrivateKeyAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptPersistence, signUp, testSim } from '../testing/sim';
import type { TestSim } from '../testing/sim';
import type { Persistence } from '../engine/store';
import { TEST_USDT_ABI, tradeChainOf } from './tradeChain';
import type { TradeChain } from './tradeChain';

// A fixed key and fixed fees: the same signed transfer can be sent again after a restart.
const depositor = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');

let persistence: Persistence;
let sim: TestSim;
let session: LoginResult;

beforeEach(async () => {
  persistence = keptPersistence();
  sim = await testSim({ persistence });
  session = await signUp(sim, 'depositor@nova.test');
});

/** The user's bsc balances as balanceList shows them: native and USDT. */
async function bscBalances(on: TestSim): Promise<{ native?: string; usdt?: string }> {
  const list = ((await on.call('balanceList', { chain: 'bsc' }, session.access_token)).body.data as { list: Array<{ token: string; token_symbol: string; balance: string }> }).list;
  return { native: list.find((a) => a.token === '')?.balance, usdt: list.find((a) => a.token_symbol === 'USDT')?.balance };
}

/** A funded outside wallet on the chain: 1 of the coin for the transfer and gas, 100 USDT. */
async function outsideWallet(chain: TradeChain, account: PrivateKeyAccount = depositor) {
  await chain.topUp(account.address, parseEther('1'));
  await chain.mintUsdt(account.address, parseUnits('100', chain.usdt.decimals));
  return createWalletClient({ account, chain: { id: chain.chainId, name: `local ${chain.key}`, nativeCurrency: { name: 'coin', symbol: 'COIN', decimals: 18 }, rpcUrls: { default: { http: [] } } }, transport: custom({ request: ({ method, params }) => chain.request(method, params as unknown[]) }) });
}

/** The first transfer a fresh depositor signs: fixed nonce and fees, so its hash is the same on a fresh chain. */
const fixedTransfer = (to: Address) => ({ to, value: parseEther('0.1'), nonce: 0, gas: 21_000n, maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n });

describe('custodial deposits on the local trade chains', () => {
  it('credits a native transfer and a USDT transfer to the custodial address once, pushes the balances and records them', async () => {
    const address = session.user.evm_address as Address;
    const before = await bscBalances(sim);
    const chain = await tradeChainOf(sim.engine, 'bsc');
    const wallet = await outsideWallet(chain);
    const pushes: Array<{ channel: string; data: { chain: string; token: string; balance: string } }> = [];
    const socket = sim.engine.hub.open({ send: (text) => pushes.push(JSON.parse(text)), close: () => undefined });
    socket.receive(JSON.stringify({ id: 's1', action: 'subscribe', channel: CHANNELS.walletBalanceChange.name, data: { chain: 'bsc' }, access_token: session.access_token }));

    const native = await wallet.sendTransaction(fixedTransfer(address));
    const usdt = await wallet.sendTransaction({ to: chain.usdt.address, data: encodeFunctionData({ abi: TEST_USDT_ABI, functionName: 'transfer', args: [address, parseUnits('25', chain.usdt.decimals)] }) });
    await sim.engine.tick();
    await sim.engine.tick();

    const after = await bscBalances(sim);
    expect(Number(after.native) - Number(before.native)).toBeCloseTo(0.1, 12);
    expect(Number(after.usdt) - Number(before.usdt)).toBe(25);
    const pushed = pushes.filter((m) => m.channel === CHANNELS.walletBalanceChange.name).map((m) => [m.data.token, m.data.balance]);
    expect(pushed).toEqual([
      ['', after.native],
      [chain.usdt.address, after.usdt],
    ]);
    const recorded = [...sim.engine.state.deposits.values()].map((d) => [d.user_id, d.tx_hash, d.token, d.amount]);
    expect(recorded).toEqual([
      [session.user.user_id, native, '', '0.1'],
      [session.user.user_id, usdt, chain.usdt.address, '25'],
    ]);
  }, 60_000);

  it('does not credit the sim faucet\'s funding or a reverted transfer', async () => {
    const chain = await tradeChainOf(sim.engine, 'bsc');
    const wallet = await outsideWallet(chain);
    const before = await bscBalances(sim);
    const address = session.user.evm_address as Address;
    await chain.topUp(address, parseEther('2'));
    await chain.mintUsdt(address, parseUnits('5', chain.usdt.decimals));
    // More USDT than the depositor holds: the transfer reverts (sent with a fixed gas limit, unestimated).
    const reverted = await wallet.sendTransaction({ to: chain.usdt.address, gas: 100_000n, data: encodeFunctionData({ abi: TEST_USDT_ABI, functionName: 'transfer', args: [address, parseUnits('1000', chain.usdt.decimals)] }) });
    expect(((await chain.request('eth_getTransactionReceipt', [reverted])) as { status: Hex }).status).toBe('0x0');
    await sim.engine.tick();
    expect(await bscBalances(sim)).toEqual(before);
    expect([...sim.engine.state.deposits.values()]).toEqual([]);
  }, 60_000);

  it('on Base, where the sim lists no USDT, credits the coin and leaves the chain-only USDT uncredited', async () => {
    const address = session.user.evm_address as Address;
    const chain = await tradeChainOf(sim.engine, 'base');
    const wallet = await outsideWallet(chain);
    const balances = async () => ((await sim.call('balanceList', { chain: 'base' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list;
    const before = await balances();
    await wallet.sendTransaction({ to: chain.usdt.address, data: encodeFunctionData({ abi: TEST_USDT_ABI, functionName: 'transfer', args: [address, parseUnits('25', chain.usdt.decimals)] }) });
    await wallet.sendTransaction({ to: address, value: parseEther('0.25') });
    await sim.engine.tick();
    const after = await balances();
    expect(after.map((a) => a.token)).toEqual(before.map((a) => a.token));
    expect(Number(after.find((a) => a.token === '')?.balance) - Number(before.find((a) => a.token === '')?.balance)).toBeCloseTo(0.25, 12);
    expect([...sim.engine.state.deposits.values()].map((d) => [d.chain, d.token, d.amount])).toEqual([['base', '', '0.25']]);
  }, 60_000);

  it('after a restart, the restored chain refuses the same signed transfer (nonce too low) and nothing is credited twice', async () => {
    const address = session.user.evm_address as Address;
    const first = await outsideWallet(await tradeChainOf(sim.engine, 'bsc'));
    const hash = await first.sendTransaction(fixedTransfer(address));
    await sim.engine.tick();
    const credited = await bscBalances(sim);

    const restarted = await testSim({ persistence });
    const chain = await tradeChainOf(restarted.engine, 'bsc');
    // The chain kept the depositor's nonce (chainState.ts): the transaction signed before the restart is not mined again.
    expect(await chain.request('eth_getTransactionCount', [depositor.address, 'latest'])).toBe('0x1');
    const again = createWalletClient({ account: depositor, chain: { id: chain.chainId, name: 'local bsc', nativeCurrency: { name: 'coin', symbol: 'COIN', decimals: 18 }, rpcUrls: { default: { http: [] } } }, transport: custom({ request: ({ method, params }) => chain.request(method, params as unknown[]) }) });
    await expect(again.sendTransaction(fixedTransfer(address))).rejects.toThrow('nonce too low: next nonce 1, tx nonce 0');
    await restarted.engine.tick();
    expect(await bscBalances(restarted)).toEqual(credited);
    expect([...restarted.engine.state.deposits.values()].map((d) => d.tx_hash)).toEqual([hash]);
  }, 90_000);

  it('credits a System transfer of SOL that /rpc/solana accepted to the custodial Solana address, once; refuses one beyond the sender\'s lamports', async () => {
    const rpc = async (method: string, params: unknown[] = []) => {
      const body = (await sim.engine.handle({ method: 'POST', path: '/rpc/solana', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).body as { result?: unknown; error?: { message: string } };
      if (body.error) throw new Error(body.error.message);
      return body.result;
    };
    const sol = async () => ((await sim.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list.find((a) => a.token === '')?.balance;
    const before = Number(await sol());
    const sender = Keypair.generate();
    await rpc('requestAirdrop', [sender.publicKey.toBase58(), LAMPORTS_PER_SOL]);
    const transfer = async (lamports: number) => {
      const { value } = (await rpc('getLatestBlockhash')) as { value: { blockhash: string } };
      const tx = new Transaction({ feePayer: sender.publicKey, recentBlockhash: value.blockhash }).add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: new PublicKey(session.user.sol_address as string), lamports }));
      tx.sign(sender);
      return rpc('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }]);
    };
    const signature = await transfer(LAMPORTS_PER_SOL / 4);
    await expect(transfer(LAMPORTS_PER_SOL)).rejects.toThrow('Attempt to debit an account');
    await sim.engine.tick();
    await sim.engine.tick();
    expect(Number(await sol()) - before).toBeCloseTo(0.25, 12);
    expect(((await rpc('getBalance', [sender.publicKey.toBase58()])) as { value: number }).value).toBe(LAMPORTS_PER_SOL * 0.75 - 5000);
    expect([...sim.engine.state.deposits.values()].map((d) => [d.chain, d.tx_hash, d.amount])).toEqual([['solana', signature, '0.25']]);
  });
});
