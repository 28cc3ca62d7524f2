import { ed25519 } from '@noble/curves/ed25519.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { HDKey, hdKeyToAccount } from 'viem/accounts';
import { Rng, hashString } from '../rng';
import { base58Encode } from '@nova/shared-contracts';

/** Phantom's first Solana account (also Solflare's and Backpack's default): BIP-44 coin 501, all hardened. */
export const SOLANA_PATH = "m/44'/501'/0'/0'";

const HARDENED = 0x8000_0000;
const ED25519_SEED_KEY = new TextEncoder().encode('ed25519 seed');

/** A SLIP-10 node: the private key and chain code at a path. */
export interface Slip10Node {
  privateKey: Uint8Array;
  chainCode: Uint8Array;
}

/**
 * SLIP-10 ed25519 derivation of a BIP-39 seed along a path (`m/44'/501'/0'/0'`; `'` or `H` marks
 * a hardened index). ed25519 has hardened children only, so every index must be hardened.
 * Hand-written (a dozen lines of HMAC-SHA512): the libraries in the lockfile derive secp256k1 only.
 */
export function slip10Ed25519(seed: Uint8Array, path: string): Slip10Node {
  const [root, ...indexes] = path.split('/');
  if (root !== 'm') throw new Error(`a derivation path starts at m: ${path}`);
  const split = (digest: Uint8Array): Slip10Node => ({ privateKey: digest.slice(0, 32), chainCode: digest.slice(32) });
  let node = split(hmac(sha512, ED25519_SEED_KEY, seed));
  for (const segment of indexes) {
    const index = /^(\d+)['H]$/.exec(segment)?.[1];
    if (index === undefined || Number(index) >= HARDENED) throw new Error(`ed25519 derives hardened indexes only (below 2^31): ${segment} in ${path}`);
    const data = new Uint8Array(37);
    data.set(node.privateKey, 1);
    new DataView(data.buffer).setUint32(33, Number(index) + HARDENED);
    node = split(hmac(sha512, node.chainCode, data));
  }
  return node;
}

/** A custodial wallet's recovery phrase and the addresses it recovers. */
export interface CustodialWallet {
  mnemonic: string;
  /** The ed25519 key at {@link SOLANA_PATH}: the account Phantom shows when the phrase is imported. */
  solAddress: string;
  /** BIP-44 m/44'/60'/0'/0/0 (MetaMask's first account), lower case. */
  evmAddress: string;
}

function solAddressOf(seed: Uint8Array): string {
  return base58Encode(ed25519.getPublicKey(slip10Ed25519(seed, SOLANA_PATH).privateKey));
}

/** The Solana and EVM addresses a BIP-39 phrase recovers, by the conventions of {@link CustodialWallet}. */
export function walletFromMnemonic(mnemonic: string): CustodialWallet {
  const seed = mnemonicToSeedSync(mnemonic);
  const evmAddress = hdKeyToAccount(HDKey.fromMasterSeed(seed)).address.toLowerCase();
  return { mnemonic, solAddress: solAddressOf(seed), evmAddress };
}

function phraseOf(entropyHex: string): string {
  if (!/^[0-9a-f]{32}$/i.test(entropyHex)) throw new Error('entropy must be 16 bytes in hex');
  return entropyToMnemonic(Uint8Array.from(entropyHex.match(/../g) ?? [], (b) => parseInt(b, 16)), wordlist);
}

/** A 12-word English BIP-39 phrase from 16 bytes of entropy (32 hex digits), with its addresses. */
export function custodialWallet(entropyHex: string): CustodialWallet {
  return walletFromMnemonic(phraseOf(entropyHex));
}

/** The entropy of a user's phrase comes from the user id, so the phrase is the same on every export. */
function entropyOf(userId: string): string {
  return new Rng(hashString(`wallet:${userId}`)).hex(32);
}

/** The custodial wallet of a user. */
export function custodialWalletOf(userId: string): CustodialWallet {
  return custodialWallet(entropyOf(userId));
}

/**
 * The Solana address to store for a user given the one stored: the sim once derived it from the
 * first 32 bytes of the seed, with no path (what `solana-keygen recover` does), which Phantom does
 * not find; such an address becomes the one at {@link SOLANA_PATH}. Any other (a wallet login's
 * own, or one already moved) is kept.
 */
export function currentSolAddress(userId: string, stored: string): string {
  const seed = mnemonicToSeedSync(phraseOf(entropyOf(userId)));
  return stored === base58Encode(ed25519.getPublicKey(seed.slice(0, 32))) ? solAddressOf(seed) : stored;
}
