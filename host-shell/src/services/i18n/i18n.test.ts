import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@nova/shared-contracts';
import { createI18n } from './i18n';
import { en } from './messages';

describe('i18n', () => {
  it('speaks English by default with values', () => {
    const i18n = createI18n();
    expect(i18n.t('shell.login')).toBe('Log in');
    expect(i18n.t('shell.notFound.body', { path: '/nowhere' })).toBe('There is nothing at /nowhere.');
  });

  it('switches locale, tells subscribers and falls back to English for missing keys', () => {
    const i18n = createI18n();
    const listener = vi.fn();
    i18n.subscribe(listener);
    i18n.setLocale('zh');
    expect(listener).toHaveBeenCalledWith('zh');
    expect(i18n.t('shell.login')).toBe('登录');
    expect(i18n.t('shell.error.title')).toBe('An unhandled error occurred!');
  });

  it('serves a remote namespace with the same fallback, then the key', () => {
    const i18n = createI18n('de');
    i18n.register('trade', { en: { 'trade.form.submit': 'Buy {symbol}' }, de: { 'trade.form.submit': '{symbol} kaufen' } });
    expect(i18n.t('trade.form.submit', { symbol: 'SOL' })).toBe('SOL kaufen');
    i18n.setLocale('fr');
    expect(i18n.t('trade.form.submit', { symbol: 'SOL' })).toBe('Buy SOL');
    expect(i18n.t('trade.unknown')).toBe('trade.unknown');
  });
});

describe('shell catalogues', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates the header and the error screen', (locale) => {
    const i18n = createI18n(locale);
    for (const key of ['shell.nav.markets', 'shell.search.placeholder', 'shell.login', 'shell.language', 'shell.notFound.title'] as const) {
      expect(i18n.t(key)).not.toBe(en[key]);
    }
  });
});
