import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@nova/shared-contracts';
import { catalogueProblems, defineCatalogues } from './catalogue';
import type { CatalogueOf, LocaleLoader, OtherLocale } from './catalogue';

const en = { 'demo.count': '{count, plural, one {# token} other {# tokens}}', 'demo.hello': 'Hello {name}' } as const;
type M = typeof en;
type Catalogue = Record<keyof M, string>;

/** A loader of the 18 locales (`<locale> {count}`, `<locale> {name}`), with some replaced, counting its calls. */
function locales(overrides: Partial<Record<OtherLocale, Catalogue>> = {}) {
  const files = Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, { 'demo.count': `${l} {count}`, 'demo.hello': `${l} {name}` }])) as Record<OtherLocale, Catalogue>;
  Object.assign(files, overrides);
  return vi.fn<LocaleLoader<M>>((locale) => Promise.resolve({ default: files[locale] as CatalogueOf<M> }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('defineCatalogues', () => {
  it('formats in English until a locale is loaded, then in the locale (ICU plurals included)', async () => {
    const bundle = defineCatalogues('demo', en, locales({ de: { 'demo.count': '{count, plural, one {# Token} other {# Tokens}}', 'demo.hello': 'Hallo {name}' } }));
    expect(bundle.isLoaded('de')).toBe(false);
    expect(bundle.format('de', 'demo.hello', { name: 'Ada' })).toBe('Hello Ada');
    await bundle.load('de');
    expect(bundle.isLoaded('de')).toBe(true);
    expect(bundle.format('en', 'demo.count', { count: 1 })).toBe('1 token');
    expect(bundle.format('de', 'demo.count', { count: 3 })).toBe('3 Tokens');
    expect(bundle.format('de', 'demo.hello', { name: 'Ada' })).toBe('Hallo Ada');
  });

  it('falls back to English for an empty message', async () => {
    const bundle = defineCatalogues('demo', en, locales({ fr: { 'demo.count': '', 'demo.hello': 'Bonjour {name}' } }));
    await bundle.load('fr');
    expect(bundle.format('fr', 'demo.count', { count: 2 })).toBe('2 tokens');
    expect(bundle.format('fr', 'demo.hello', { name: 'Ada' })).toBe('Bonjour Ada');
  });

  it('formats precompiled messages (the ASTs a build puts in the catalogues)', async () => {
    const precompiled = { 'demo.count': parse('{count, plural, one {# jeton} other {# jetons}}'), 'demo.hello': 'Salut' };
    const bundle = defineCatalogues('demo', en, () => Promise.resolve({ default: precompiled as unknown as CatalogueOf<M> }));
    await bundle.load('fr');
    expect(bundle.format('fr', 'demo.count', { count: 2 })).toBe('2 jetons');
    expect(bundle.format('fr', 'demo.hello')).toBe('Salut');
  });
});

describe('the locale loader', () => {
  it('loads a locale once, however many ask, and tells the subscribers once', async () => {
    const loader = locales();
    const bundle = defineCatalogues('demo', en, loader);
    const loaded = vi.fn();
    bundle.subscribe(loaded);
    await Promise.all([bundle.load('ja'), bundle.load('ja')]);
    await bundle.load('ja');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('ja');
    expect(loaded).toHaveBeenCalledTimes(1);
    await bundle.load('en');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps English after a failed load and tries again on the next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = vi.fn<LocaleLoader<M>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ default: { 'demo.count': '{count}', 'demo.hello': 'Hallo {name}' } });
    const bundle = defineCatalogues('demo', en, loader);
    await bundle.load('de');
    expect(bundle.isLoaded('de')).toBe(false);
    expect(bundle.format('de', 'demo.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('demo: the de catalogue did not load'), expect.any(Error));
    await bundle.load('de');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(bundle.format('de', 'demo.hello', { name: 'Ada' })).toBe('Hallo Ada');
  });

  it('shares the loaded locales between the bundles of one loader', async () => {
    const loader = locales();
    const first = defineCatalogues('demo', en, loader);
    await first.load('ko');
    const later = defineCatalogues<{ 'demo.hello': string }>('demo', { 'demo.hello': en['demo.hello'] }, loader);
    expect(later.isLoaded('ko')).toBe(true);
    expect(later.format('ko', 'demo.hello', { name: 'Ada' })).toBe('ko Ada');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('catalogueProblems', () => {
  it('is empty for complete catalogues with the same arguments', async () => {
    const bundle = defineCatalogues('demo', en, locales());
    await bundle.loadAll();
    expect(catalogueProblems(bundle)).toEqual([]);
  });

  it('reports missing messages, other arguments and keys outside the namespace', async () => {
    const bundle = defineCatalogues('demo', en, locales({ ja: { 'demo.count': '', 'demo.hello': 'こんにちは {who}' } }));
    await bundle.loadAll();
    expect(catalogueProblems(bundle)).toEqual(['ja demo.count: missing', 'ja demo.hello: arguments {who} differ from English {name}']);
    const outside = defineCatalogues('other', en, locales());
    await outside.loadAll();
    expect(catalogueProblems(outside)).toContain('en demo.count: key outside the namespace "other"');
  });

  it('reports a message that is not valid ICU', async () => {
    const bundle = defineCatalogues('demo', en, locales({ ko: { 'demo.count': '{count', 'demo.hello': '{name}' } }));
    await bundle.loadAll();
    expect(catalogueProblems(bundle)[0]).toMatch(/^ko demo.count: not a valid ICU message/);
  });

  it('reports a locale that is not loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const files = locales();
    const bundle = defineCatalogues('demo', en, (locale) => (locale === 'th' ? Promise.reject(new Error('no module ./locales/th')) : files(locale)));
    expect(catalogueProblems(bundle)).toHaveLength(18);
    await bundle.loadAll();
    expect(catalogueProblems(bundle)).toEqual(['th: not loaded (no locale module, or await bundle.loadAll() before checking)']);
  });
});
