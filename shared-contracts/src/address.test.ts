import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode, isChainAddress, isEvmAddress, isSolanaAddress } from './address';

const SOL = 'So11111111111111111111111111111111111111112';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('addresses', () => {
  it('decodes and encodes base58, leading 1s as zero bytes; refuses characters outside the alphabet', () => {
    expect(Array.from(base58Decode('11') ?? [])).toEqual([0, 0]);
    expect(Array.from(base58Decode('5Q') ?? [])).toEqual([255]);
    expect(base58Decode('11111111111111111111111111111111')).toEqual(new Uint8Array(32));
    expect(base58Decode('0OIl')).toBeNull();
    expect(base58Decode('')).toBeNull();
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
});
