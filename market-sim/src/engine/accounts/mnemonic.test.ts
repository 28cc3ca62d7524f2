import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { describe, expect, it } from 'vitest';
import { base58Decode } from '@nova/shared-contracts';
import { custodialWallet, custodialWalletOf, slip10Ed25519, walletFromMnemonic } from './mnemonic';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytes = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => parseInt(b, 16));

/** SLIP-0010's "Test vector 1 for ed25519": [path, chain code, private key]. */
const SLIP10_VECTOR_1: ReadonlyArray<readonly [string, string, string]> = [
  ['m', '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb', '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7'],
  ["m/0'", '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69', '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3'],
  ["m/0'/1'", 'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14', 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2'],
  ["m/0'/1'/2'", '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c', '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9'],
  ["m/0'/1'/2'/2'", '8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc', '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662'],
  ["m/0'/1'/2'/2'/1000000000'", '68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230', '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793'],
];

/** SLIP-0010's "Test vector 2 for ed25519" (a 64-byte seed, indexes up to 2^31 - 1). */
const SLIP10_VECTOR_2: ReadonlyArray<readonly [string, string, string]> = [
  ['m', 'ef70a74db9c3a5af931b5fe73ed8e1a53464133654fd55e7a66f8570b8e33c3b', '171cb88b1b3c1db25add599712e36245d75bc65a1a5c9e18d76f9f2b1eab4012'],
  ["m/0H/2147483647H", '138f0b2551bcafeca6ff2aa88ba8ed0ed8de070841f0c4ef0165df8181eaad7f', 'ea4f5bfe8694d8bb74b7b59404632fd5968b774ed545e810de9c32a4fb4192f4'],
  ["m/0H/2147483647H/1H/2147483646H/2H", '5d70af781f3a37b829f0d060924d5e960bdc02e85423494afc0b1a41bbe196d4', '551d333177df541ad876a60ea71f00447931c0a9da16f227c11ea080d7391b8d'],
];

describe('SLIP-10 ed25519 derivation', () => {
  it.each(SLIP10_VECTOR_1)('matches test vector 1 at %s', (path, chainCode, privateKey) => {
    const node = slip10Ed25519(bytes('000102030405060708090a0b0c0d0e0f'), path);
    expect([hex(node.chainCode), hex(node.privateKey)]).toEqual([chainCode, privateKey]);
  });

  it.each(SLIP10_VECTOR_2)('matches test vector 2 at %s', (path, chainCode, privateKey) => {
    const seed = bytes('fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542');
    const node = slip10Ed25519(seed, path);
    expect([hex(node.chainCode), hex(node.privateKey)]).toEqual([chainCode, privateKey]);
  });

  it('refuses unhardened indexes (ed25519 has none) and paths not from m', () => {
    expect(() => slip10Ed25519(new Uint8Array(16), "m/44'/501'/0'/0")).toThrow(/hardened/);
    expect(() => slip10Ed25519(new Uint8Array(16), "m/2147483648'")).toThrow(/hardened/);
    expect(() => slip10Ed25519(new Uint8Array(16), "44'/501'")).toThrow(/starts at m/);
  });
});

describe('custodial wallet phrase', () => {
  it('derives the BIP-44 EVM address every wallet derives from the standard test phrase', () => {
    const wallet = walletFromMnemonic('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');
    expect(wallet.evmAddress).toBe('0x9858effd232b4033e47d90003d41ec34ecaeda94');
  });

  it("derives the Solana address Phantom shows for the standard test phrase (m/44'/501'/0'/0')", () => {
    const wallet = walletFromMnemonic('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');
    expect(wallet.solAddress).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
    expect(base58Decode(wallet.solAddress)).toHaveLength(32);
  });

  it('turns 16 bytes of entropy into a valid 12-word phrase that recovers the same addresses', () => {
    const wallet = custodialWallet('00000000000000000000000000000000');
    expect(wallet.mnemonic).toBe('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');
    const other = custodialWallet('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
    expect(validateMnemonic(other.mnemonic, wordlist)).toBe(true);
    expect(walletFromMnemonic(other.mnemonic)).toEqual(other);
    expect(() => custodialWallet('abc')).toThrow(/16 bytes/);
  });

  it('gives each user their own phrase, the same every time', () => {
    expect(custodialWalletOf('u1').mnemonic).toBe(custodialWalletOf('u1').mnemonic);
    expect(custodialWalletOf('u1').mnemonic).not.toBe(custodialWalletOf('u2').mnemonic);
    expect(custodialWalletOf('u1').solAddress).not.toBe(custodialWalletOf('u2').solAddress);
  });
});
