import { describe, expect, it } from 'vitest';
import { canClaim, movePage, pageCount } from './brokerLists';

describe('claim', () => {
  it('Claim commission needs something claimable', () => {
    expect(canClaim('0.01')).toBe(true);
    expect(canClaim(12)).toBe(true);
    expect(canClaim('0')).toBe(false);
    expect(canClaim(undefined)).toBe(false);
    expect(canClaim('-0.5')).toBe(false);
    expect(canClaim('')).toBe(false);
    expect(canClaim('0.000000000000000000000000000001')).toBe(true);
  });
});

describe('broker list paging', () => {
  it('counts pages of 20, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45, 10)).toBe(5);
  });

  it('moves within the pages', () => {
    expect(movePage(1, -1, 3)).toBe(1);
    expect(movePage(1, 1, 3)).toBe(2);
    expect(movePage(3, 1, 3)).toBe(3);
    expect(movePage(2, 1, 1)).toBe(1);
  });
});
