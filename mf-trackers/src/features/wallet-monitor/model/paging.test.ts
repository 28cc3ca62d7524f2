import { describe, expect, it } from 'vitest';
import { initialWalletSearch, isSearching, pageCount, pagerOf, walletPageRequest, walletSearchReducer } from './paging';
import type { WalletSearch, WalletSearchAction } from './paging';

const run = (...actions: WalletSearchAction[]): WalletSearch => actions.reduce(walletSearchReducer, initialWalletSearch);

describe('wallet list pages', () => {
  it('counts at least one page, ten wallets a page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(23)).toBe(3);
  });

  it('shows a pager only past one page, with Previous off on the first and Next off on the last', () => {
    expect(pagerOf(1, 9).shown).toBe(false);
    expect(pagerOf(1, 23)).toEqual({ pages: 3, canPrev: false, canNext: true, shown: true });
    expect(pagerOf(2, 23)).toEqual({ pages: 3, canPrev: true, canNext: true, shown: true });
    expect(pagerOf(3, 23)).toEqual({ pages: 3, canPrev: true, canNext: false, shown: true });
  });
});

describe('wallet search', () => {
  it('asks the list again only once the typing settled, and then from page 1', () => {
    const typing = run({ type: 'page', page: 3 }, { type: 'typed', text: 'Big' });
    expect(typing).toEqual({ typed: 'Big', settled: '', page: 3 });
    expect(isSearching(typing)).toBe(false);
    const settled = walletSearchReducer(typing, { type: 'settled' });
    expect(settled).toEqual({ typed: 'Big', settled: 'Big', page: 1 });
    expect(isSearching(settled)).toBe(true);
  });

  it('keeps the page when nothing new was typed', () => {
    const state = run({ type: 'typed', text: 'a' }, { type: 'settled' }, { type: 'page', page: 2 });
    expect(walletSearchReducer(state, { type: 'settled' })).toBe(state);
  });

  it('asks for the trimmed search, and for no search when it is blank', () => {
    expect(walletPageRequest('g1', { settled: '  Big ', page: 1 })).toEqual({ group_id: 'g1', page: 1, page_size: 10, search: 'Big' });
    expect(walletPageRequest('g1', { settled: '   ', page: 2 })).toEqual({ group_id: 'g1', page: 2, page_size: 10 });
  });
});
