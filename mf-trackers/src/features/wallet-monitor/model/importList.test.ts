import { describe, expect, it } from 'vitest';
import { parseImport } from './importList';

const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('wallet import list', () => {
  it('reads address or address plus name per line, skipping blanks and duplicates', () => {
    const parsed = parseImport(`${SOL}, Whale one\n\n${EVM}\tDegen\n${EVM.toLowerCase()}\n${SOL}`);
    expect(parsed.wallets).toEqual([
      { wallet_address: SOL, remark: 'Whale one' },
      { wallet_address: EVM, remark: 'Degen' },
    ]);
    expect(parsed.duplicates).toBe(2);
    expect(parsed.invalidLines).toEqual([]);
  });

  it('names the lines with a bad address or a name over 30 characters', () => {
    const parsed = parseImport(`hello\n${SOL} ${'x'.repeat(31)}\n0x1234\n${SOL}`);
    expect(parsed.invalidLines).toEqual([1, 2, 3]);
    expect(parsed.wallets).toHaveLength(1);
  });

  it('flags more than 500 wallets', () => {
    const many = Array.from({ length: 501 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`).join('\n');
    expect(parseImport(many).tooMany).toBe(true);
  });
});
