import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, parseHistory, rememberToken, rememberWallet } from './searchHistory';
import { moveActive, walletTarget } from './searchTargets';

const token = (n: number) => ({ chain: 'solana' as const, address: `Tok${n}`, symbol: `T${n}`, logo: '' });
const wallet = (n: number) => ({ chain: 'bsc' as const, address: `0x${n}`, remark: `w${n}` });

describe('search history', () => {
  it('keeps the 5 most recent tokens, newest first', () => {
    let history = EMPTY_HISTORY;
    for (let n = 1; n <= 7; n += 1) history = rememberToken(history, token(n));
    expect(history.tokens.map((t) => t.symbol)).toEqual(['T7', 'T6', 'T5', 'T4', 'T3']);
  });

  it('moves a token picked again to the top instead of listing it twice', () => {
    const history = rememberToken(rememberToken(rememberToken(EMPTY_HISTORY, token(1)), token(2)), token(1));
    expect(history.tokens.map((t) => t.symbol)).toEqual(['T1', 'T2']);
  });

  it('keeps 5 wallets apart from the tokens', () => {
    let history = rememberToken(EMPTY_HISTORY, token(1));
    for (let n = 1; n <= 6; n += 1) history = rememberWallet(history, wallet(n));
    expect(history.wallets.map((w) => w.remark)).toEqual(['w6', 'w5', 'w4', 'w3', 'w2']);
    expect(history.tokens).toHaveLength(1);
  });

  it('reads a saved history, dropping malformed entries, duplicates and overflow', () => {
    const saved = { tokens: [token(1), { chain: 'mars', address: 'x', symbol: 'X' }, token(1), token(2), 'junk', token(3), token(4), token(5), token(6)], wallets: [wallet(1), { address: 5 }] };
    expect(parseHistory(saved)).toEqual({ tokens: [token(1), token(2), token(3), token(4), token(5)], wallets: [wallet(1)] });
    expect(parseHistory('not json')).toEqual(EMPTY_HISTORY);
    expect(parseHistory(null)).toEqual(EMPTY_HISTORY);
  });
});

describe('search targets', () => {
  it('opens Solana wallets in the app and other chains on their explorer', () => {
    expect(walletTarget({ chain: 'solana', address: 'So1' })).toEqual({ kind: 'page', path: '/wallets/solana/So1' });
    expect(walletTarget({ chain: 'bsc', address: '0xab' })).toEqual({ kind: 'explorer', url: 'https://bscscan.com/address/0xab' });
  });

  it('moves through results with the arrow keys, wrapping at both ends', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
