import { PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';

/** The SPL memo program: the built transaction carries the swap it stands for as a memo. */
export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/**
 * The unsigned transaction a Solana wallet signs for a built swap: a real versioned (v0)
 * transaction, fee payer the user's wallet, one memo instruction describing the swap, and a
 * blockhash of the build. Any Solana wallet or `VersionedTransaction.deserialize` reads it; the
 * sim executes the swap itself when the signed transaction is submitted.
 */
export function buildSolanaSwapTx(wallet: string, memo: string, blockhash: Uint8Array): { message: Uint8Array; serialized: Uint8Array } {
  const payer = new PublicKey(wallet);
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: new PublicKey(blockhash).toBase58(),
    instructions: [new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [{ pubkey: payer, isSigner: true, isWritable: true }], data: Buffer.from(memo, 'utf8') })],
  }).compileToV0Message();
  return { message: message.serialize(), serialized: new VersionedTransaction(message).serialize() };
}

/** The message and the fee payer's signature of a signed transaction, or null when it does not parse. */
export function readSignedSolanaTx(bytes: Uint8Array): { message: Uint8Array; signature: Uint8Array } | null {
  try {
    const tx = VersionedTransaction.deserialize(bytes);
    const signature = tx.signatures[0];
    return signature ? { message: tx.message.serialize(), signature } : null;
  } catch {
    return null;
  }
}
