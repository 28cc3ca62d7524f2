import { describe, expect, it } from 'vitest';
import { LOCALES } from '@nova/shared-contracts';
import { en } from './en';
import { LOCALE_LOADERS } from './locales';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('mf-perps catalogue', () => {
  it('has every key in all 19 locales, each with the English placeholders and a non-empty text', async () => {
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
    const locales: Record<string, Record<string, string>> = Object.fromEntries(await Promise.all(Object.entries(LOCALE_LOADERS).map(async ([locale, load]) => [locale, (await load()).default] as const)));
    for (const [locale, catalogue] of Object.entries(locales)) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const translated = (catalogue as Record<string, string>)[key]!;
        expect(translated.trim().length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});
