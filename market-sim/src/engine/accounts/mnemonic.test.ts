import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { describe, expect, it } from 'vitest';
import { base58Decode } from '@nova/shared-contracts';
import { custodialWallet, custodialWalletOf, walletFromMnemonic } from './mnemonic';

describe('custodial wallet phrase', () => {
  it('derives the BIP-44 EVM address every wallet derives from the standard test phrase', () => {
    const wallet = walletFromMnemonic('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');
    expect(wallet.evmAddress).toBe('0x9858effd232b4033e47d90003d41ec34ecaeda94');
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
