import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode, isChainAddress, isChecksumEvmAddress, isEvmAddress, isSolanaAddress, isStrictChainAddress } from './address';

const SOL = 'So11111111111111111111111111111111111111112';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

/** Bitcoin Core's base58 test vectors (src/test/data/base58_encode_decode.json, the non-empty ones): bytes as hex, text. */
const VECTORS: Array<[string, string]> = [
  ['61', '2g'],
  ['626262', 'a3gV'],
  ['636363', 'aPEr'],
  ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
  ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
  ['516b6fcd0f', 'ABnLTmg'],
  ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
  ['572e4794', '3EFU7m'],
  ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
  ['10c8511e', 'Rt5zm'],
  ['00000000000000000000', '1111111111'],
];
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));

describe('addresses', () => {
  it('encodes and decodes the reference vectors', () => {
    for (const [bytes, text] of VECTORS) {
      expect(base58Encode(fromHex(bytes)), bytes).toBe(text);
      expect(hex(base58Decode(text) ?? new Uint8Array()), text).toBe(bytes);
    }
    expect(base58Encode(new Uint8Array())).toBe('');
  });

  it('decodes and encodes base58, leading 1s as zero bytes; refuses characters outside the alphabet', () => {
    expect(Array.from(base58Decode('11') ?? [])).toEqual([0, 0]);
    expect(Array.from(base58Decode('5Q') ?? [])).toEqual([255]);
    expect(base58Decode('11111111111111111111111111111111')).toEqual(new Uint8Array(32));
    expect(base58Decode('0OIl')).toBeNull();
    expect(base58Decode('2g ')).toBeNull();
    expect(base58Decode('2g\u{1F600}')).toBeNull();
    expect(base58Decode('')).toBeNull();
    expect(base58Decode('1'.repeat(4097))).toBeNull();
    expect(Array.from(base58Decode('1') ?? [])).toEqual([0]);
    expect(Array.from(base58Decode('112g') ?? [])).toEqual([0, 0, 0x61]);
    expect(base58Encode(new Uint8Array(3))).toBe('111');
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 0xff);
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    expect(base58Encode(new Uint8Array([0, 0, 255]))).toBe('115Q');
  });

  it('a Solana address is a 32-byte key; an EVM address 0x and 40 hex digits', () => {
    expect(isSolanaAddress(SOL)).toBe(true);
    expect(isSolanaAddress(SOL.slice(0, 20))).toBe(false);
    expect(isSolanaAddress(EVM)).toBe(false);
    expect(isEvmAddress(EVM)).toBe(true);
    expect(isEvmAddress(EVM.toLowerCase())).toBe(true);
    expect(isEvmAddress(EVM.slice(0, 41))).toBe(false);
    expect(isChainAddress('solana', SOL)).toBe(true);
    expect(isChainAddress('base', SOL)).toBe(false);
    expect(isChainAddress('gatelayer', EVM)).toBe(true);
    expect(isChainAddress('solana', EVM)).toBe(false);
  });

  it('EIP-55: mixed case must be the checksum; all lower or all upper case passes', () => {
    // The EIP's own vectors.
    const vectors = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'];
    for (const address of vectors) {
      expect(isChecksumEvmAddress(address)).toBe(true);
      expect(isChecksumEvmAddress(address.toLowerCase())).toBe(true);
      expect(isChecksumEvmAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
    // One letter's case flipped: a typo the checksum catches.
    expect(isChecksumEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isChecksumEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
    expect(isChainAddress('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(true);
    expect(isStrictChainAddress('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isStrictChainAddress('solana', SOL)).toBe(true);
  });
});
