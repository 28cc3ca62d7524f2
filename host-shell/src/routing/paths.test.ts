import { describe, expect, it } from 'vitest';
import { LOCALES } from '@nova/shared-contracts';
import { isContentPath, pageType, splitLocale, tradePageChain, withPrefix } from './paths';

describe('locale prefix', () => {
  it.each(LOCALES)('recognises the %s prefix and strips it for matching', (locale) => {
    expect(splitLocale(`/${locale}/trade/solana/abc`)).toEqual({ locale, prefix: `/${locale}`, path: '/trade/solana/abc' });
  });

  it('matches a prefix case-insensitively and keeps the canonical spelling', () => {
    expect(splitLocale('/pt-br/markets')).toEqual({ locale: 'pt-BR', prefix: '/pt-BR', path: '/markets' });
  });

  it('treats a bare locale as its home page', () => {
    expect(splitLocale('/ko')).toEqual({ locale: 'ko', prefix: '/ko', path: '/' });
  });

  it('leaves paths without a locale alone', () => {
    expect(splitLocale('/markets')).toEqual({ locale: 'en', prefix: '', path: '/markets' });
    expect(splitLocale('/xx/markets')).toEqual({ locale: 'en', prefix: '', path: '/xx/markets' });
  });

  it('keeps the prefix in links and replaces another one', () => {
    expect(withPrefix('/trade/solana/abc?x=1', '/zh')).toBe('/zh/trade/solana/abc?x=1');
    expect(withPrefix('/ja/markets', '/zh')).toBe('/zh/markets');
    expect(withPrefix('/ja/markets', '')).toBe('/markets');
    expect(withPrefix('/', '/zh')).toBe('/zh');
    expect(withPrefix('https://example.com/x', '/zh')).toBe('https://example.com/x');
  });
});

describe('content paths', () => {
  it.each(['/campaigns/summer', '/learn', '/learn/what-is-a-dex', '/blog/crypto-wiki/sol', '/terms', '/privacy', '/activity'])('%s renders without the shell', (path) => {
    expect(isContentPath(path)).toBe(true);
  });
  it.each(['/markets', '/trade/solana/abc', '/perps', '/termsofuse'])('%s renders with the shell', (path) => {
    expect(isContentPath(path)).toBe(false);
  });
});

describe('page type', () => {
  it('is the first segment after the locale', () => {
    expect(pageType('/zh/trade/solana/x')).toBe('trade');
    expect(pageType('/')).toBe('');
    expect(pageType('/gatefun/abc')).toBe('gatefun');
    expect(tradePageChain('/de/trade/base/0xabc')).toBe('base');
    expect(tradePageChain('/trade/solana')).toBeUndefined();
    expect(tradePageChain('/trade/nowhere/abc')).toBeUndefined();
    expect(tradePageChain('/wallets/solana/abc')).toBeUndefined();
  });
});
