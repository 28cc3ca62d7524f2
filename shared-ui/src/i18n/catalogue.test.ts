import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@nova/shared-contracts';
import type { Locale } from '@nova/shared-contracts';
import { catalogueProblems, defineCatalogues } from './catalogue';
import type { AllCatalogues } from './catalogue';

const en = { 'demo.count': '{count, plural, one {# token} other {# tokens}}', 'demo.hello': 'Hello {name}' } as const;
type M = typeof en;
function all(overrides: Partial<Record<Exclude<Locale, 'en'>, Record<keyof M, string>>> = {}): AllCatalogues<M> {
  const base = Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, { 'demo.count': `${l} {count}`, 'demo.hello': `${l} {name}` }]));
  return { en, ...base, ...overrides } as AllCatalogues<M>;
}

describe('defineCatalogues', () => {
  it('formats ICU plurals in the locale', () => {
    const bundle = defineCatalogues('demo', all({ de: { 'demo.count': '{count, plural, one {# Token} other {# Tokens}}', 'demo.hello': 'Hallo {name}' } }));
    expect(bundle.format('en', 'demo.count', { count: 1 })).toBe('1 token');
    expect(bundle.format('de', 'demo.count', { count: 3 })).toBe('3 Tokens');
    expect(bundle.format('de', 'demo.hello', { name: 'Ada' })).toBe('Hallo Ada');
  });

  it('falls back to English for an empty message', () => {
    const bundle = defineCatalogues('demo', all({ fr: { 'demo.count': '', 'demo.hello': 'Bonjour {name}' } }));
    expect(bundle.format('fr', 'demo.count', { count: 2 })).toBe('2 tokens');
  });
});

describe('catalogueProblems', () => {
  it('is empty for complete catalogues with the same arguments', () => {
    expect(catalogueProblems(defineCatalogues('demo', all()))).toEqual([]);
  });

  it('reports missing messages, other arguments and keys outside the namespace', () => {
    const bundle = defineCatalogues('demo', all({ ja: { 'demo.count': '', 'demo.hello': 'こんにちは {who}' } }));
    expect(catalogueProblems(bundle)).toEqual(['ja demo.count: missing', 'ja demo.hello: arguments {who} differ from English {name}']);
    const outside = defineCatalogues('other', all());
    expect(catalogueProblems(outside)).toContain('en demo.count: key outside the namespace "other"');
  });

  it('reports a message that is not valid ICU', () => {
    const bundle = defineCatalogues('demo', all({ ko: { 'demo.count': '{count', 'demo.hello': '{name}' } }));
    expect(catalogueProblems(bundle)[0]).toMatch(/^ko demo.count: not a valid ICU message/);
  });
});

describe('lazy locales', () => {
  it('format in English until loaded, then in the locale; problems see them after loadAll', async () => {
    const eager = all();
    const bundle = defineCatalogues<M>('demo', { ...eager, de: () => Promise.resolve({ 'demo.count': '{count, plural, one {# Token} other {# Tokens}}', 'demo.hello': 'Hallo {name}' }) });
    expect(bundle.isLoaded('de')).toBe(false);
    expect(bundle.format('de', 'demo.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(catalogueProblems(bundle)).toEqual(['de: not loaded (await bundle.loadAll() before checking)']);
    const loaded = vi.fn();
    bundle.subscribe(loaded);
    await bundle.loadAll();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(bundle.format('de', 'demo.hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(catalogueProblems(bundle)).toEqual([]);
  });
});
