import { describe, expect, it } from 'vitest';
import { REFERRER_STORAGE_KEY } from '../services/session/hostSession';
import { carryInvite, rememberReferral } from './params';

describe('invite parameter', () => {
  it('is added to in-app links', () => {
    expect(carryInvite('/trade/solana/abc', '?i=FRIEND')).toBe('/trade/solana/abc?i=FRIEND');
    expect(carryInvite('/markets?tab=new#top', '?i=FRIEND&x=1')).toBe('/markets?tab=new&i=FRIEND#top');
  });
  it('is left alone when absent, already present, or the link is external', () => {
    expect(carryInvite('/markets', '?x=1')).toBe('/markets');
    expect(carryInvite('/markets?i=OTHER', '?i=FRIEND')).toBe('/markets?i=OTHER');
    expect(carryInvite('https://example.com', '?i=FRIEND')).toBe('https://example.com');
  });
});

describe('referral parameters', () => {
  it('keeps ref and utm_cmp for the session, first value wins', () => {
    rememberReferral('?ref=abc&utm_cmp=spring', sessionStorage);
    rememberReferral('?ref=later', sessionStorage);
    expect(JSON.parse(sessionStorage.getItem(REFERRER_STORAGE_KEY)!)).toEqual({ ref: 'abc', utm_cmp: 'spring' });
  });
  it('ignores values that are not plain codes', () => {
    rememberReferral('?ref=%3Cscript%3E', sessionStorage);
    expect(sessionStorage.getItem(REFERRER_STORAGE_KEY)).toBeNull();
  });
});
