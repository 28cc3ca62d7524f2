// Issue 35: the sim's chains survive a restart (README "The sim's chains over a restart"): a
// restarted engine on the same Persistence serves the same SOL, token accounts and accepted
// signatures on /rpc/solana, the same native coin, USDT and nonces on the local EVM chains, and
// its faucets do not fund a wallet they funded before.
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { createWalletClient, custom, encodeFunctionData, parseUnits } from 'viem';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { Asset } from '@nova/shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptPersistence, testSim, walletSignIn } from '../testing/sim';
import type { TestSim } from '../testing/sim';
import type { Persistence } from '../engine/store';
import { SOL_VAULT, TOKEN_PROGRAM, associatedTokenAddress } from './solanaPrograms';
import { TEST_USDT_ABI, tradeChainOf } from './tradeChain';
import type { TradeChain } from './tradeChain';

let persistence: Persistence;
let sim: TestSim;

beforeEach(async () => {
  persistence = keptPersistence();
  sim = await testSim({ persistence });
});

const rpcOf = (on: TestSim) => async (method: string, params: unknown[] = []) => {
  const body = (await on.engine.handle({ method: 'POST', path: '/rpc/solana', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).body as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
};

describe('the Solana side over a restart', () => {
  it('keeps a Phantom wallet\u2019s SOL and USDT as it spent them, the signatures it sent, and the faucet does not fund it again', async () => {
    const wallet = await walletSignIn(sim, 'solana');
    const token = wallet.session.access_token;
    const balances = async (on: TestSim) => {
      const list = ((await on.call('balanceList', { chain: 'solana' }, token)).body.data as { list: Asset[] }).list;
      return { sol: list.find((a) => a.token === '')?.balance, usdt: list.find((a) => a.token === PERP_TOKENS.solana.address)?.balance };
    };
    // First sight: the faucet's 10 SOL and 1000 USDT.
    expect(await balances(sim)).toEqual({ sol: '10', usdt: '1000' });
    const rpc = rpcOf(sim);
    const owner = new PublicKey(wallet.address);
    const friend = Keypair.generate().publicKey;
    const sign = async (instructions: TransactionInstruction[]) => {
      const { value } = (await rpc('getLatestBlockhash')) as { value: { blockhash: string } };
      const tx = new Transaction({ feePayer: owner, recentBlockhash: value.blockhash }).add(...instructions);
      tx.addSignature(owner, Buffer.from(wallet.signBytes?.(tx.serializeMessage()) ?? []));
      return (await rpc('sendTransaction', [tx.serialize().toString('base64')])) as string;
    };
    const sol = await sign([SystemProgram.transfer({ fromPubkey: owner, toPubkey: friend, lamports: 2 * LAMPORTS_PER_SOL })]);
    const ata = (of: PublicKey) => new PublicKey(associatedTokenAddress(of.toBase58()));
    const usdt = await sign([
      new TransactionInstruction({
        programId: new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
        keys: [owner, ata(friend), friend, new PublicKey(SOL_VAULT.mint), SystemProgram.programId, new PublicKey(TOKEN_PROGRAM)].map((pubkey, i) => ({ pubkey, isSigner: i === 0, isWritable: i < 2 })),
        data: Buffer.from([1]),
      }),
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM),
        keys: [ata(owner), ata(friend), owner].map((pubkey, i) => ({ pubkey, isSigner: i === 2, isWritable: i < 2 })),
        data: Buffer.from([3, ...new Uint8Array(new BigUint64Array([250_000_000n]).buffer)]),
      }),
    ]);
    const spent = await balances(sim);
    expect(Number(spent.sol)).toBeCloseTo(8 - (5000 * 2 + 2_039_280) / LAMPORTS_PER_SOL, 9);
    expect(spent.usdt).toBe('750');

    const restarted = await testSim({ persistence });
    expect(await balances(restarted)).toEqual(spent);
    const again = rpcOf(restarted);
    expect(await again('getBalance', [friend.toBase58()])).toMatchObject({ value: 2 * LAMPORTS_PER_SOL });
    expect(await again('getTokenAccountBalance', [ata(friend).toBase58()])).toMatchObject({ value: { uiAmountString: '250' } });
    expect(((await again('getSignatureStatuses', [[sol, usdt]])) as { value: unknown[] }).value).toEqual([expect.objectContaining({ err: null }), expect.objectContaining({ err: null })]);
  });
});

describe('the local EVM chains over a restart', () => {
  const client = (chain: TradeChain, account = privateKeyToAccount(generatePrivateKey())) =>
    createWalletClient({ account, chain: { id: chain.chainId, name: `local ${chain.key}`, nativeCurrency: { name: 'coin', symbol: 'COIN', decimals: 18 }, rpcUrls: { default: { http: [] } } }, transport: custom({ request: ({ method, params }) => chain.request(method, params as unknown[]) }) });

  it.each(['bsc', 'eth'] as const)('%s: keeps a funded wallet\u2019s coin, USDT and nonce, its payee\u2019s USDT, and the faucet does not fund it again', async (key) => {
    const chain = await tradeChainOf(sim.engine, key);
    const wallet = client(chain);
    const address = wallet.account.address;
    const payee = privateKeyToAccount(generatePrivateKey()).address;
    await chain.fundNew(address);
    await wallet.sendTransaction({ to: chain.usdt.address, data: encodeFunctionData({ abi: TEST_USDT_ABI, functionName: 'transfer', args: [payee, parseUnits('100', chain.usdt.decimals)] }) });
    const state = async (on: TradeChain, of: Address) => ({ native: await on.nativeBalance(of), usdt: await on.usdtBalance(of), nonce: await on.request('eth_getTransactionCount', [of, 'latest']) });
    const before = { wallet: await state(chain, address), payee: await state(chain, payee) };
    expect(before.wallet.nonce).toBe('0x1');
    expect(before.payee.usdt).toBe(parseUnits('100', chain.usdt.decimals));
    await sim.engine.tick();

    const restarted = await testSim({ persistence });
    const fresh = await tradeChainOf(restarted.engine, key);
    expect({ wallet: await state(fresh, address), payee: await state(fresh, payee) }).toEqual(before);
    await fresh.fundNew(address);
    expect(await state(fresh, address)).toEqual(before.wallet);
  }, 90_000);

  it('keeps a balance the sim set without a transaction (an exchange wallet\u2019s coin it took)', async () => {
    const chain = await tradeChainOf(sim.engine, 'bsc');
    const address = privateKeyToAccount(generatePrivateKey()).address;
    await chain.fundNew(address);
    await sim.engine.tick();
    await chain.request('evm_setAccountBalance', [address, '0x1234']);
    await sim.engine.tick();
    const restarted = await testSim({ persistence });
    expect(await (await tradeChainOf(restarted.engine, 'bsc')).nativeBalance(address)).toBe(0x1234n);
  }, 90_000);
});
