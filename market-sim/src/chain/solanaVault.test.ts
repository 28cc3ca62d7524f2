import { ed25519 } from '@noble/curves/ed25519.js';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode } from '@nova/shared-contracts';
import { solanaRpcBody } from './solanaRpc';
import { BLOCKHASH_TTL_MS, SolanaVault, solanaVaultOf } from './solanaVault';
import { SOL_VAULT, TOKEN_PROGRAM, associatedTokenAddress, blockhashOffset } from './solanaPrograms';

const secret = ed25519.utils.randomSecretKey();
const user = base58Encode(ed25519.getPublicKey(secret));
const accountId = `0x${'11'.repeat(32)}`;

/** What the client does: a fresh blockhash into the message, then the user's signature. */
function signWith(tx: Uint8Array, blockhash: string, key = secret): string {
  const message = tx.slice(65);
  message.set(base58Decode(blockhash) ?? new Uint8Array(32), blockhashOffset(message));
  const signed = Uint8Array.from([1, ...ed25519.sign(message, key), ...message]);
  return Buffer.from(signed).toString('base64');
}

describe('sim Solana vault', () => {
  it('builds an unsigned v0 deposit, accepts it signed with a fresh blockhash, once per build', () => {
    const vault = new SolanaVault();
    vault.mintTokens(user, 30_000_000n);
    const tx = vault.buildDeposit(user, 20_000_000n, accountId, 1000);
    expect(tx[0]).toBe(1);
    expect(tx[65]).toBe(0x80);
    const id = vault.send(signWith(tx, vault.latestBlockhash(5000)), 6000);
    expect(vault.sent.get(id)).toEqual({ user, amountUnits: 20_000_000n, credited: false });
    // The deposit moved the USDT from the user's token account into the vault's.
    expect(vault.tokenBalance(user)).toBe(10_000_000n);
    expect(vault.tokenBalance(SOL_VAULT.vault)).toBe(20_000_000n);
    expect(() => vault.send(signWith(tx, vault.latestBlockhash(7000)), 7000)).toThrow('no deposit was built');
  });

  it('refuses a legacy transaction, a wrong signature, an unknown or old blockhash and other instructions', () => {
    const vault = new SolanaVault();
    const tx = vault.buildDeposit(user, 5_000_000n, accountId, 0);
    const legacy = Buffer.from(Uint8Array.from([1, ...new Array(64).fill(0), 1, 0, 1])).toString('base64');
    expect(() => vault.send(legacy, 0)).toThrow('Expected Versioned Transaction (V0)');
    expect(() => vault.send(signWith(tx, vault.latestBlockhash(0), ed25519.utils.randomSecretKey()), 0)).toThrow('signature verification failure');
    expect(() => vault.send(signWith(tx, base58Encode(new Uint8Array(32).fill(7))), 0)).toThrow('Blockhash not found');
    const old = vault.latestBlockhash(0);
    expect(() => vault.send(signWith(tx, old), BLOCKHASH_TTL_MS + 1)).toThrow('Blockhash not found');
    const altered = tx.slice();
    const flipped = altered.length - 5;
    altered[flipped] = (altered[flipped] ?? 0) ^ 0xff;
    expect(() => vault.send(signWith(altered, vault.latestBlockhash(0)), 0)).toThrow('custom program error: 0x1774');
  });

  it('serves getLatestBlockhash and sendTransaction as JSON-RPC, errors as JSON-RPC errors', () => {
    const core = {};
    const hash = (solanaRpcBody(core, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] }), 0) as { result: { value: { blockhash: string } } }).result.value.blockhash;
    expect(base58Decode(hash)).toHaveLength(32);
    expect(solanaRpcBody(core, { jsonrpc: '2.0', id: 2, method: 'sendTransaction', params: ['AQ=='] }, 0)).toMatchObject({ id: 2, error: { code: -32602 } });
    expect(solanaRpcBody(core, { jsonrpc: '2.0', id: 3, method: 'nope' }, 0)).toMatchObject({ error: { code: -32601 } });
  });

  it('refuses a deposit beyond the token account (SPL InsufficientFunds) and moves nothing', () => {
    const vault = new SolanaVault();
    vault.mintTokens(user, 1_000_000n);
    const tx = vault.buildDeposit(user, 2_000_000n, accountId, 0);
    expect(() => vault.send(signWith(tx, vault.latestBlockhash(0)), 0)).toThrow('custom program error: 0x1');
    expect(vault.tokenBalance(user)).toBe(1_000_000n);
    expect(vault.sent.size).toBe(0);
  });

  it('answers getTokenAccountsByOwner (mint or token program filter) and getTokenAccountBalance in the RPC shape', () => {
    const core = {};
    const call = (method: string, params: unknown[]) => solanaRpcBody(core, { jsonrpc: '2.0', id: 1, method, params }, 0) as { result?: { value: unknown }; error?: { code: number } };
    expect(call('getTokenAccountsByOwner', [user, { mint: SOL_VAULT.mint }, { encoding: 'jsonParsed' }]).result?.value).toEqual([]);
    // The faucet's mint (what walletChain.ts' airdropOnce does) creates the account.
    solanaVaultOf(core).mintTokens(user, 1_500_000n);
    const amount = { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' };
    const [account] = call('getTokenAccountsByOwner', [user, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed' }]).result?.value as Array<{ pubkey: string; account: { data: { parsed: { info: unknown } } } }>;
    expect(account?.pubkey).toBe(associatedTokenAddress(user));
    expect(account?.account.data.parsed.info).toEqual({ isNative: false, mint: SOL_VAULT.mint, owner: user, state: 'initialized', tokenAmount: amount });
    expect(call('getTokenAccountBalance', [associatedTokenAddress(user)]).result?.value).toEqual(amount);
    expect(call('getTokenAccountBalance', [associatedTokenAddress(SOL_VAULT.vault)]).error?.code).toBe(-32602);
    expect(call('getTokenAccountsByOwner', [user, {}, {}]).error?.code).toBe(-32602);
  });

  it("derives the associated token address as web3.js' findProgramAddressSync does", () => {
    const [expected] = PublicKey.findProgramAddressSync([new PublicKey(user).toBytes(), new PublicKey(TOKEN_PROGRAM).toBytes(), new PublicKey(SOL_VAULT.mint).toBytes()], new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'));
    expect(associatedTokenAddress(user)).toBe(expected?.toBase58());
  });
});
