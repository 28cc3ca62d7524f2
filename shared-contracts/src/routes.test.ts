import { describe, expect, it } from 'vitest';
import { ROUTES, localizeHref } from './routes';

describe('route builders', () => {
  it('build in-app paths with encoded parts', () => {
    expect(ROUTES.trade('solana', 'Abc')).toBe('/trade/solana/Abc');
    expect(ROUTES.swap({ chain: 'bsc', address: '0x1' })).toBe('/swap?chain=bsc&address=0x1');
    expect(ROUTES.wallet('solana', 'a/b')).toBe('/wallets/solana/a%2Fb');
  });
});

describe('localizeHref', () => {
  it('keeps the locale prefix of the current page', () => {
    expect(localizeHref('/trade/solana/Abc', { pathname: '/zh/markets', search: '' })).toBe('/zh/trade/solana/Abc');
    expect(localizeHref('/', { pathname: '/ko/markets', search: '' })).toBe('/ko');
    expect(localizeHref('/markets', { pathname: '/markets', search: '' })).toBe('/markets');
  });

  it('carries the invite code unless the link has its own', () => {
    expect(localizeHref('/markets?tab=new#top', { pathname: '/zh-tw/perps', search: '?i=ABC' })).toBe('/zh-tw/markets?tab=new&i=ABC#top');
    expect(localizeHref('/markets?i=XYZ', { pathname: '/', search: '?i=ABC' })).toBe('/markets?i=XYZ');
  });

  it('leaves a path that already names a locale and external URLs alone', () => {
    expect(localizeHref('/de/markets', { pathname: '/zh/markets', search: '' })).toBe('/de/markets');
    expect(localizeHref('https://x.com/nova', { pathname: '/zh', search: '?i=A' })).toBe('https://x.com/nova');
  });
});
