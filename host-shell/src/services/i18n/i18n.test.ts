import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@nova/shared-contracts';
import { createI18n } from './i18n';
import { en, loadShellCatalogue } from './messages';
import { dialogsEn } from './parts/dialogs';
import { inviteEn } from './parts/invite';
import { notFoundEn } from './parts/notFound';
import { previewEn } from './parts/preview';
import { startupEn } from './parts/startup';
import { swapEn } from './parts/swap';
import { tradeEn } from './parts/trade';

/** The English of the parts that load later, each added by its chunk. */
const PARTS = [dialogsEn, inviteEn, notFoundEn, previewEn, startupEn, swapEn, tradeEn];
/** Every shell string in English: the start's and the parts'. */
const english: Record<string, string> = Object.assign({}, en, ...PARTS);

describe('i18n', () => {
  it('speaks English by default with values', () => {
    const i18n = createI18n();
    expect(i18n.t('shell.login')).toBe('Log in');
    expect(i18n.t('shell.nav.loginFirst', { page: 'Perps' })).toBe('Log in to open Perps');
  });

  it('switches locale once its catalogue has loaded, tells subscribers and falls back to English for missing keys', async () => {
    const i18n = createI18n();
    const listener = vi.fn();
    i18n.subscribe(listener);
    i18n.setLocale('zh');
    expect(i18n.locale()).toBe('en');
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith('zh'));
    expect(i18n.locale()).toBe('zh');
    expect(i18n.t('shell.login')).toBe('登录');
    expect(i18n.t('shell.error.title')).toBe('发生未处理的错误！');
    i18n.register('extra', { en: { 'extra.only.english': 'Only English' } });
    expect(i18n.t('extra.only.english')).toBe('Only English');
  });

  it('serves a remote namespace with the same fallback, then the key', async () => {
    const i18n = createI18n('de');
    i18n.register('trade', { en: { 'trade.form.submit': 'Buy {symbol}' }, de: { 'trade.form.submit': '{symbol} kaufen' } });
    expect(i18n.t('trade.form.submit', { symbol: 'SOL' })).toBe('SOL kaufen');
    i18n.setLocale('fr');
    await vi.waitFor(() => expect(i18n.locale()).toBe('fr'));
    expect(i18n.t('trade.form.submit', { symbol: 'SOL' })).toBe('Buy SOL');
    expect(i18n.t('trade.unknown')).toBe('trade.unknown');
  });

  it('switches with English texts when a catalogue fails to load, and reports it', async () => {
    const i18n = createI18n('en', () => Promise.reject(new Error('offline')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    i18n.setLocale('ja');
    await vi.waitFor(() => expect(i18n.locale()).toBe('ja'));
    expect(warn).toHaveBeenCalled();
    expect(i18n.t('shell.login')).toBe('Log in');
    warn.mockRestore();
  });

  it("adds a part's English when the part loads, and keeps every other locale's translation of it", async () => {
    const i18n = createI18n();
    expect(i18n.t('shell.risk.title')).toBe('shell.risk.title');
    i18n.addEnglish(dialogsEn);
    expect(i18n.t('shell.risk.title')).toBe('Security check failed');
    expect(i18n.t('shell.login')).toBe('Log in');
    i18n.setLocale('de');
    await vi.waitFor(() => expect(i18n.locale()).toBe('de'));
    expect(i18n.t('shell.risk.title')).toBe('Sicherheitsprüfung fehlgeschlagen');
    const german = createI18n('de');
    await german.ready();
    expect(german.t('shell.risk.title')).toBe('Sicherheitsprüfung fehlgeschlagen');
    german.addEnglish(dialogsEn);
    expect(german.t('shell.risk.title')).toBe('Sicherheitsprüfung fehlgeschlagen');
  });

  it('is ready once the initial locale has loaded', async () => {
    const i18n = createI18n('ko');
    await i18n.ready();
    expect(i18n.t('shell.nav.markets')).toBe('마켓');
  });
});

describe('shell catalogues', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates the header and the error screen', async (locale) => {
    const i18n = createI18n(locale);
    await i18n.ready();
    for (const key of ['shell.nav.markets', 'shell.search.placeholder', 'shell.login', 'shell.language', 'shell.notFound.title'] as const) {
      expect(i18n.t(key)).not.toBe(english[key]);
    }
  });
});

describe('shell catalogue completeness', () => {
  const keys = Object.keys(english);
  const placeholders = (message = '') => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every shell string, keeping its placeholders', async (locale) => {
    const catalogue: Partial<Record<string, string>> = await loadShellCatalogue(locale);
    const missing = keys.filter((key) => !catalogue[key]?.trim()).map((key) => `${locale}: ${key}`);
    expect(missing).toEqual([]);
    const extra = Object.keys(catalogue).filter((key) => !(key in english)).map((key) => `${locale}: ${key}`);
    expect(extra).toEqual([]);
    const wrong = keys.filter((key) => placeholders(catalogue[key]).join() !== placeholders(english[key]).join()).map((key) => `${locale}: ${key}`);
    expect(wrong).toEqual([]);
  });

  it("keeps the parts' English out of the start's (main.js)", () => {
    expect(PARTS.flatMap((part) => Object.keys(part)).filter((key) => key in en)).toEqual([]);
  });

  it.each(LOCALES)('%s formats every message with its values', async (locale) => {
    const i18n = createI18n(locale);
    await i18n.ready();
    for (const part of PARTS) i18n.addEnglish(part);
    for (const key of keys) {
      const names = placeholders(english[key]);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const text = i18n.t(key, values);
      for (const name of names) expect(text, `${locale}: ${key}`).toContain(`<${name}>`);
      expect(text, `${locale}: ${key}`).not.toBe(key);
    }
  });
});
