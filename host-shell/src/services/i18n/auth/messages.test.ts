import { describe, expect, it } from 'vitest';
import { LOCALES } from '@nova/shared-contracts';
import { createI18n } from '../i18n';
import { AUTH_CATALOGUES, authEn } from './messages';
import type { AuthMessageKey } from './messages';

const keys = Object.keys(authEn) as AuthMessageKey[];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const others = LOCALES.filter((locale) => locale !== 'en');

describe('auth catalogue completeness', () => {
  it.each(others)('%s translates every sign-in string and wallet error, keeping its placeholders', (locale) => {
    const catalogue: Partial<Record<string, string>> = AUTH_CATALOGUES[locale] ?? {};
    expect(keys.filter((key) => !catalogue[key]?.trim()).map((key) => `${locale}: ${key}`)).toEqual([]);
    expect(Object.keys(catalogue).filter((key) => !(key in authEn)).map((key) => `${locale}: ${key}`)).toEqual([]);
    expect(keys.filter((key) => placeholders(catalogue[key] ?? '').join() !== placeholders(authEn[key]).join()).map((key) => `${locale}: ${key}`)).toEqual([]);
  });

  it.each(others)('%s says the wallet errors in its own words', (locale) => {
    const catalogue: Partial<Record<string, string>> = AUTH_CATALOGUES[locale] ?? {};
    const english = keys.filter((key) => key.startsWith('wallet.') && catalogue[key] === authEn[key]);
    expect(english).toEqual([]);
  });

  it.each(LOCALES)('%s formats every message with its values', (locale) => {
    const i18n = createI18n(locale, async () => ({}));
    i18n.register('auth', AUTH_CATALOGUES);
    const values = { product: 'Nova', wallet: 'MetaMask', email: 'a@b.c', seconds: 9, reason: 'locked', chain: 'Base', code: 'qr01' };
    for (const key of keys) expect(i18n.t(key, values)).not.toMatch(/[{}]/);
  });
});
