import { describe, expect, it } from 'vitest';
import { hiddenKey, parseHiddenTokens, splitHidden, withHidden, withoutHidden } from './hiddenTokens';

describe('parseHiddenTokens', () => {
  it('keeps chain:address entries of known chains in their order', () => {
    expect(parseHiddenTokens(['solana:Abc', 'bsc:0x12'])).toEqual(['solana:Abc', 'bsc:0x12']);
  });

  it('treats a value that is not a list as nothing hidden', () => {
    for (const saved of [null, undefined, 'solana:Abc', 42, { 'solana:Abc': true }]) expect(parseHiddenTokens(saved)).toEqual([]);
  });

  it('drops malformed entries and duplicates but keeps the valid ones', () => {
    expect(parseHiddenTokens(['solana:Abc', 7, 'Abc', 'mars:Abc', 'solana:', ':Abc', null, `solana:${'x'.repeat(101)}`, 'solana:Abc', 'eth:0x1'])).toEqual(['solana:Abc', 'eth:0x1']);
  });
});

describe('withHidden / withoutHidden', () => {
  it('adds a token once and removes it again', () => {
    const key = hiddenKey('solana', 'Abc');
    const hidden = withHidden(withHidden(['bsc:0x1'], key), key);
    expect(hidden).toEqual(['bsc:0x1', 'solana:Abc']);
    expect(withoutHidden(hidden, key)).toEqual(['bsc:0x1']);
  });
});

describe('splitHidden', () => {
  it('keeps the order of each part: the rows shown, then the hidden ones', () => {
    const rows = ['solana:a', 'bsc:b', 'solana:c', 'eth:d'];
    expect(splitHidden(rows, new Set(['bsc:b', 'eth:d']), (row) => row)).toEqual({ shown: ['solana:a', 'solana:c'], hidden: ['bsc:b', 'eth:d'] });
    expect(splitHidden(rows, new Set(), (row) => row).hidden).toEqual([]);
  });
});
