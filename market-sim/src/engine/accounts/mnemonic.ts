import { ed25519 } from '@noble/curves/ed25519.js';
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { HDKey, hdKeyToAccount } from 'viem/accounts';
import { Rng, hashString } from '../rng';
import { base58Encode } from '@nova/shared-contracts';

/** A custodial wallet's recovery phrase and the addresses it recovers. */
export interface CustodialWallet {
  mnemonic: string;
  /** ed25519 key from the first 32 bytes of the BIP-39 seed (what `solana-keygen recover` derives without a path). */
  solAddress: string;
  /** BIP-44 m/44'/60'/0'/0/0 (MetaMask's first account), lower case. */
  evmAddress: string;
}

/** The Solana and EVM addresses a BIP-39 phrase recovers, by the conventions of {@link CustodialWallet}. */
export function walletFromMnemonic(mnemonic: string): CustodialWallet {
  const seed = mnemonicToSeedSync(mnemonic);
  const solAddress = base58Encode(ed25519.getPublicKey(seed.slice(0, 32)));
  const evmAddress = hdKeyToAccount(HDKey.fromMasterSeed(seed)).address.toLowerCase();
  return { mnemonic, solAddress, evmAddress };
}

/** A 12-word English BIP-39 phrase from 16 bytes of entropy (32 hex digits), with its addresses. */
export function custodialWallet(entropyHex: string): CustodialWallet {
  if (!/^[0-9a-f]{32}$/i.test(entropyHex)) throw new Error('entropy must be 16 bytes in hex');
  const entropy = Uint8Array.from(entropyHex.match(/../g) ?? [], (b) => parseInt(b, 16));
  return walletFromMnemonic(entropyToMnemonic(entropy, wordlist));
}

/** The custodial wallet of a user: its entropy comes from the user id, so the phrase is the same on every export. */
export function custodialWalletOf(userId: string): CustodialWallet {
  return custodialWallet(new Rng(hashString(`wallet:${userId}`)).hex(32));
}
