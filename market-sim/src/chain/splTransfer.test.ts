// Issue 35: an outside wallet's own SPL token transfer on /rpc/solana (Transfer / TransferChecked
// of the listed USDT, the recipient's associated token account created in the same transaction),
// built and signed with @solana/web3.js as a wallet would; and a custodial owner's deposit of it.
import { CHANNELS } from '@nova/shared-contracts/realtime';
import { PERP_TOKENS } from '@nova/shared-contracts';
import type { LoginResult } from '@nova/shared-contracts';
import { ComputeBudgetProgram, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptPersistence, signUp, testSim } from '../testing/sim';
import type { TestSim } from '../testing/sim';
import type { Persistence } from '../engine/store';
import { SolanaVault, solanaVaultOf } from './solanaVault';
import { SOL_VAULT, SolanaRpcError, TOKEN_PROGRAM, associatedTokenAddress } from './solanaPrograms';

const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
const TOKEN = new PublicKey(TOKEN_PROGRAM);
const MINT = new PublicKey(SOL_VAULT.mint);
const RENT = 2_039_280;
const FEE = 5000;
const USDT = (n: number) => BigInt(n * 10 ** PERP_TOKENS.solana.decimals);
const u64le = (value: bigint) => Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));
const ata = (owner: PublicKey) => new PublicKey(associatedTokenAddress(owner.toBase58()));

/** The ATA program's Create (data empty) or CreateIdempotent ([1]), as @solana/spl-token builds them. */
function createAta(payer: PublicKey, owner: PublicKey, idempotent = true, account = ata(owner)): TransactionInstruction {
  return new TransactionInstruction({
    programId: ATA_PROGRAM,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: MINT, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN, isSigner: false, isWritable: false },
    ],
    data: Buffer.from(idempotent ? [1] : []),
  });
}

/** SPL Token TransferChecked (tag 12): source, mint, destination, authority. */
function transferChecked(authority: PublicKey, to: PublicKey, units: bigint, options: { source?: PublicKey; mint?: PublicKey; decimals?: number } = {}): TransactionInstruction {
  return new TransactionInstruction({
    programId: TOKEN,
    keys: [
      { pubkey: options.source ?? ata(authority), isSigner: false, isWritable: true },
      { pubkey: options.mint ?? MINT, isSigner: false, isWritable: false },
      { pubkey: ata(to), isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data: Buffer.from([12, ...u64le(units), options.decimals ?? PERP_TOKENS.solana.decimals]),
  });
}

/** SPL Token Transfer (tag 3): source, destination, authority. */
function transfer(authority: PublicKey, to: PublicKey, units: bigint, source = ata(authority)): TransactionInstruction {
  return new TransactionInstruction({
    programId: TOKEN,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: ata(to), isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data: Buffer.from([3, ...u64le(units)]),
  });
}

/** A signed legacy transaction, base64, as a wallet sends it. */
function legacy(vault: SolanaVault, payer: Keypair, instructions: TransactionInstruction[], signers: Keypair[] = [payer]): string {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: vault.latestBlockhash(0) }).add(...instructions);
  tx.sign(...signers);
  return tx.serialize().toString('base64');
}

/** A signed v0 transaction, base64. */
function v0(vault: SolanaVault, payer: Keypair, instructions: TransactionInstruction[]): string {
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: vault.latestBlockhash(0), instructions }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  return Buffer.from(tx.serialize()).toString('base64');
}

/** The RPC error a send threw (code and message), for comparing refusals. */
function refusal(send: () => unknown): { code: number; message: string } {
  try {
    send();
  } catch (error) {
    if (error instanceof SolanaRpcError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the transaction was accepted');
}

describe('SPL token transfers on the sim\u2019s Solana RPC', () => {
  let vault: SolanaVault;
  let sender: Keypair;
  let recipient: PublicKey;

  beforeEach(() => {
    vault = new SolanaVault();
    sender = Keypair.generate();
    recipient = Keypair.generate().publicKey;
    vault.airdrop(sender.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    vault.mintTokens(sender.publicKey.toBase58(), USDT(10));
  });

  it('runs CreateIdempotent + TransferChecked (legacy): the recipient\u2019s account is created and credited, the payer pays fee and rent', () => {
    const signed = legacy(vault, sender, [createAta(sender.publicKey, recipient), transferChecked(sender.publicKey, recipient, USDT(4))]);
    const id = vault.send(signed, 0);
    expect(vault.tokenBalance(sender.publicKey.toBase58())).toBe(USDT(6));
    expect(vault.tokenBalance(recipient.toBase58())).toBe(USDT(4));
    expect(vault.tokenAccountOwner(ata(recipient).toBase58())).toBe(recipient.toBase58());
    expect(vault.balance(sender.publicKey.toBase58())).toBe(BigInt(LAMPORTS_PER_SOL - FEE - RENT));
    expect(vault.tokenTransfers).toEqual([{ signature: id, from: sender.publicKey.toBase58(), to: recipient.toBase58(), units: USDT(4), slot: 0 }]);
    // Sent again (a wallet's retry): the same id, nothing moves twice.
    expect(vault.send(signed, 1000)).toBe(id);
    expect(vault.tokenTransfers).toHaveLength(1);
    expect(vault.tokenBalance(recipient.toBase58())).toBe(USDT(4));
  });

  it('runs a v0 Transfer with compute budget instructions to an existing account; a second CreateIdempotent is a no-op, Create is refused', () => {
    vault.mintTokens(recipient.toBase58(), 0n);
    const prices = [ComputeBudgetProgram.setComputeUnitLimit({ units: 50_000 }), ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1000 })];
    vault.send(v0(vault, sender, [...prices, createAta(sender.publicKey, recipient), transfer(sender.publicKey, recipient, USDT(1))]), 0);
    expect(vault.tokenBalance(recipient.toBase58())).toBe(USDT(1));
    // No rent: the account existed.
    expect(vault.balance(sender.publicKey.toBase58())).toBe(BigInt(LAMPORTS_PER_SOL - FEE));
    expect(refusal(() => vault.send(legacy(vault, sender, [createAta(sender.publicKey, recipient, false), transfer(sender.publicKey, recipient, USDT(1))]), 0))).toEqual({ code: -32002, message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x0' });
  });

  it('refuses what a real chain refuses, with its error, and moves nothing', () => {
    const thief = Keypair.generate();
    vault.airdrop(thief.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    vault.mintTokens(recipient.toBase58(), 0n);
    const before = { tokens: new Map(vault.usdt), lamports: new Map(vault.lamports) };
    const simulation = (index: number, what: string) => ({ code: -32002, message: `Transaction simulation failed: Error processing Instruction ${index}: ${what}` });
    // More than the source holds: SPL InsufficientFunds.
    expect(refusal(() => vault.send(legacy(vault, sender, [transferChecked(sender.publicKey, recipient, USDT(11))]), 0))).toEqual(simulation(0, 'custom program error: 0x1'));
    // The thief signs a transfer out of the sender's account: OwnerMismatch.
    expect(refusal(() => vault.send(legacy(vault, thief, [transferChecked(thief.publicKey, recipient, USDT(1), { source: ata(sender.publicKey) })]), 0))).toEqual(simulation(0, 'custom program error: 0x4'));
    // Another mint: MintMismatch; the listed mint with wrong decimals: MintDecimalsMismatch.
    expect(refusal(() => vault.send(legacy(vault, sender, [transferChecked(sender.publicKey, recipient, USDT(1), { mint: Keypair.generate().publicKey })]), 0))).toEqual(simulation(0, 'custom program error: 0x3'));
    expect(refusal(() => vault.send(legacy(vault, sender, [transferChecked(sender.publicKey, recipient, USDT(1), { decimals: 9 })]), 0))).toEqual(simulation(0, 'custom program error: 0x12'));
    // A recipient without a token account, none created: the account is not a token account.
    const stranger = Keypair.generate().publicKey;
    expect(refusal(() => vault.send(legacy(vault, sender, [transfer(sender.publicKey, stranger, USDT(1))]), 0))).toEqual(simulation(0, 'invalid account data for instruction'));
    // An account that is not the owner's associated one.
    expect(refusal(() => vault.send(legacy(vault, sender, [createAta(sender.publicKey, stranger, true, Keypair.generate().publicKey), transfer(sender.publicKey, stranger, USDT(1))]), 0))).toEqual(simulation(0, 'Provided seeds do not result in a valid address'));
    // The second instruction fails: the first one's creation does not happen either.
    expect(refusal(() => vault.send(legacy(vault, sender, [createAta(sender.publicKey, stranger), transfer(sender.publicKey, stranger, USDT(99))]), 0))).toEqual(simulation(1, 'custom program error: 0x1'));
    expect(vault.tokenAccountOwner(ata(stranger).toBase58())).toBeUndefined();
    // A signature that is not the payer's.
    const forged = Buffer.from(legacy(vault, sender, [transfer(sender.publicKey, recipient, USDT(1))]), 'base64');
    forged.set(Keypair.generate().secretKey.slice(0, 64), 1);
    expect(refusal(() => vault.send(forged.toString('base64'), 0))).toEqual({ code: -32003, message: 'Transaction signature verification failure' });
    // A blockhash the RPC never handed out.
    const stale = new Transaction({ feePayer: sender.publicKey, recentBlockhash: Keypair.generate().publicKey.toBase58() }).add(transfer(sender.publicKey, recipient, USDT(1)));
    stale.sign(sender);
    expect(refusal(() => vault.send(stale.serialize().toString('base64'), 0))).toEqual({ code: -32002, message: 'Transaction simulation failed: Blockhash not found' });
    // A fee payer without lamports.
    const broke = Keypair.generate();
    vault.mintTokens(broke.publicKey.toBase58(), USDT(5));
    before.tokens.set(broke.publicKey.toBase58(), USDT(5));
    expect(refusal(() => vault.send(legacy(vault, broke, [transfer(broke.publicKey, recipient, USDT(1))]), 0))).toEqual({ code: -32002, message: 'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.' });
    expect(new Map(vault.usdt)).toEqual(before.tokens);
    expect(new Map(vault.lamports)).toEqual(before.lamports);
    expect(vault.tokenTransfers).toEqual([]);
  });
});

describe('an outside wallet\u2019s USDT deposit to a custodial Solana address', () => {
  let persistence: Persistence;
  let sim: TestSim;
  let session: LoginResult;

  beforeEach(async () => {
    persistence = keptPersistence();
    sim = await testSim({ persistence });
    session = await signUp(sim, 'spl-depositor@nova.test');
  });

  const rpcOf = (on: TestSim) => async (method: string, params: unknown[] = []) => {
    const body = (await on.engine.handle({ method: 'POST', path: '/rpc/solana', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).body as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  };
  const usdtOf = async (on: TestSim) => ((await on.call('balanceList', { chain: 'solana' }, session.access_token)).body.data as { list: Array<{ token: string; balance: string }> }).list.find((a) => a.token === PERP_TOKENS.solana.address)?.balance;

  it('credits a TransferChecked to the user\u2019s associated token account once, pushes the balance, and not again after a restart', async () => {
    const rpc = rpcOf(sim);
    const wallet = Keypair.generate();
    const custodial = new PublicKey(session.user.sol_address ?? '');
    await rpc('requestAirdrop', [wallet.publicKey.toBase58(), LAMPORTS_PER_SOL]);
    // The faucet's USDT for an outside wallet (what a Phantom user is given on first sight).
    solanaVaultOf(sim.engine).mintTokens(wallet.publicKey.toBase58(), USDT(20));
    const before = Number(await usdtOf(sim));
    const pushes: Array<{ channel: string; data: { chain: string; token: string; balance: string; wallet_address: string } }> = [];
    const socket = sim.engine.hub.open({ send: (text) => pushes.push(JSON.parse(text)), close: () => undefined });
    socket.receive(JSON.stringify({ id: 's1', action: 'subscribe', channel: CHANNELS.walletBalanceChange.name, data: { chain: 'solana' }, access_token: session.access_token }));

    const { value } = (await rpc('getLatestBlockhash')) as { value: { blockhash: string } };
    const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: value.blockhash }).add(createAta(wallet.publicKey, custodial), transferChecked(wallet.publicKey, custodial, USDT(5)));
    tx.sign(wallet);
    const signature = await rpc('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }]);
    expect(await rpc('getSignatureStatuses', [[signature]])).toMatchObject({ value: [{ err: null, confirmationStatus: 'finalized' }] });
    // The chain shows the custodial address's token account holding the 5.
    expect(await rpc('getTokenAccountBalance', [ata(custodial).toBase58()])).toMatchObject({ value: { uiAmountString: '5' } });
    await sim.engine.tick();
    await sim.engine.tick();
    expect(Number(await usdtOf(sim))).toBe(before + 5);
    expect(pushes.filter((m) => m.channel === CHANNELS.walletBalanceChange.name).map((m) => m.data)).toEqual([{ chain: 'solana', token: PERP_TOKENS.solana.address, balance: String(before + 5), wallet_address: custodial.toBase58() }]);
    expect([...sim.engine.state.deposits.values()].map((d) => [d.chain, d.tx_hash, d.token, d.amount, d.from])).toEqual([['solana', signature, PERP_TOKENS.solana.address, '5', wallet.publicKey.toBase58()]]);

    // A restarted sim reads its kept transfers again: nothing is credited twice, the chain kept the accounts.
    const restarted = await testSim({ persistence });
    await restarted.engine.tick();
    await restarted.engine.tick();
    expect(Number(await usdtOf(restarted))).toBe(before + 5);
    expect([...restarted.engine.state.deposits.values()]).toHaveLength(1);
    const again = rpcOf(restarted);
    expect(await again('getSignatureStatuses', [[signature]])).toMatchObject({ value: [{ err: null }] });
    expect(await again('getTokenAccountBalance', [ata(wallet.publicKey).toBase58()])).toMatchObject({ value: { uiAmountString: '15' } });
    expect(await again('getBalance', [wallet.publicKey.toBase58()])).toMatchObject({ value: LAMPORTS_PER_SOL - FEE - RENT });
  });

  it('a transfer accepted before a restart and not yet credited is credited by the restarted sim, once', async () => {
    const rpc = rpcOf(sim);
    const wallet = Keypair.generate();
    const custodial = new PublicKey(session.user.sol_address ?? '');
    await rpc('requestAirdrop', [wallet.publicKey.toBase58(), LAMPORTS_PER_SOL]);
    solanaVaultOf(sim.engine).mintTokens(wallet.publicKey.toBase58(), USDT(20));
    const before = Number(await usdtOf(sim));
    const { value } = (await rpc('getLatestBlockhash')) as { value: { blockhash: string } };
    const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: value.blockhash }).add(createAta(wallet.publicKey, custodial), transferChecked(wallet.publicKey, custodial, USDT(7)));
    tx.sign(wallet);
    await rpc('sendTransaction', [tx.serialize().toString('base64')]);

    const restarted = await testSim({ persistence });
    await restarted.engine.tick();
    await restarted.engine.tick();
    expect(Number(await usdtOf(restarted))).toBe(before + 7);
    expect([...restarted.engine.state.deposits.values()].map((d) => d.amount)).toEqual(['7']);
  });
});
