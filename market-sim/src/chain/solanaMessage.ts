// Solana's wire format as the sim needs it: the compact-u16 length prefix both ways, and a
// transaction message (legacy or v0) read into its parts as the runtime reads it: the header, the
// static account keys, the recent blockhash and the compiled instructions (program and accounts as
// indexes into the keys). What /rpc/solana's sendTransaction checks a transaction against
// (solanaVault.ts) and what the hot wallet's payouts are written with (payout.ts). Written on plain
// Uint8Arrays rather than web3.js' Message: its byte checks refuse the typed arrays of a
// browser-like test realm, where the remotes' tests run the sim.
import { base58Encode } from '@nova/shared-contracts';

export interface MessageInstruction {
  /** The program's address (base58). */
  program: string;
  /** The instruction's accounts, as addresses (base58), in the instruction's order. */
  accounts: string[];
  data: Uint8Array;
}

export interface ParsedMessage {
  version: 'legacy' | 0;
  /** How many of the first keys must sign (the fee payer first). */
  requiredSignatures: number;
  readonlySigned: number;
  readonlyUnsigned: number;
  keys: string[];
  blockhash: string;
  instructions: MessageInstruction[];
  /** v0: how many address lookup tables the message names (the sim keeps none). */
  lookups: number;
}

export class MessageFormatError extends Error {}

/** Solana's compact-u16 length prefix of `n`. */
export function compact(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  do {
    let byte = rest & 0x7f;
    rest >>= 7;
    if (rest > 0) byte |= 0x80;
    out.push(byte);
  } while (rest > 0);
  return out;
}

/** Reads a compact-u16 at `offset`: its value and how many bytes it took; MessageFormatError when it does not end within 3 bytes or the bytes. */
export function readCompact(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 0; size < 3; size += 1) {
    if (offset + size >= bytes.length) throw new MessageFormatError('invalid transaction: truncated');
    const byte = bytes[offset + size] ?? 0;
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  throw new MessageFormatError('invalid transaction: bad length');
}

/** Reads a message; throws MessageFormatError when it does not parse or an index points past the keys. */
export function parseMessage(message: Uint8Array): ParsedMessage {
  let at = 0;
  const take = (length: number): Uint8Array => {
    if (at + length > message.length) throw new MessageFormatError('invalid transaction: truncated');
    const out = message.slice(at, at + length);
    at += length;
    return out;
  };
  const compact = (): number => {
    const { value, size } = readCompact(message, at);
    at += size;
    return value;
  };
  const first = message[0] ?? 0;
  let version: ParsedMessage['version'] = 'legacy';
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new MessageFormatError(`Transaction version (${first & 0x7f}) is not supported`);
    version = 0;
    at = 1;
  }
  const [requiredSignatures = 0, readonlySigned = 0, readonlyUnsigned = 0] = take(3);
  const keyCount = compact();
  const keys = Array.from({ length: keyCount }, () => base58Encode(take(32)));
  const blockhash = base58Encode(take(32));
  const count = compact();
  const instructions: MessageInstruction[] = [];
  for (let i = 0; i < count; i += 1) {
    const programIndex = take(1)[0] ?? 0;
    const accountIndexes = Array.from(take(compact()));
    const data = take(compact());
    const program = keys[programIndex];
    const accounts = accountIndexes.map((index) => keys[index]);
    if (program === undefined || accounts.some((a) => a === undefined)) throw new MessageFormatError('invalid transaction: an account index is out of range');
    instructions.push({ program, accounts: accounts as string[], data });
  }
  let lookups = 0;
  if (version === 0) {
    lookups = compact();
  }
  if (requiredSignatures === 0 || requiredSignatures > keyCount) throw new MessageFormatError('invalid transaction: bad header');
  return { version, requiredSignatures, readonlySigned, readonlyUnsigned, keys, blockhash, instructions, lookups };
}

/** Whether key `index` of the message is writable (by the header's counts). */
export function isWritable(message: ParsedMessage, index: number): boolean {
  if (index < message.requiredSignatures) return index < message.requiredSignatures - message.readonlySigned;
  return index < message.keys.length - message.readonlyUnsigned;
}
