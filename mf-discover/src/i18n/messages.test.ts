import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@nova/shared-contracts';
import { catalogueProblems, defineCatalogues } from '@nova/shared-ui';
import type { CatalogueOf, MessageBundle } from '@nova/shared-ui';
import { en, listMessages } from './messages';
import type { DiscoverMessages } from './messages';
import { enData } from './en/data';
import { enHeader } from './en/header';
import { enLaunch } from './en/launch';
import { enSearch } from './en/search';
import { enShare } from './en/share';
import { dataMessages } from './dataMessages';
import { headerMessages } from './headerMessages';
import { launchMessages } from './launchMessages';
import { searchMessages } from './searchMessages';
import { shareMessages } from './shareMessages';

/** The English modules, one per part, each key in one of them. */
const MODULES = { list: en, data: enData, launch: enLaunch, search: enSearch, share: enShare, header: enHeader };
type Part = keyof typeof MODULES;
/** Keys of another part's prefix that the token list renders too (its rows' quick buy, the hover card's two shares, the drawer's Close): their English is the list's. */
const LIST_ALSO = ['discover.launch.quickBuy', 'discover.data.risk.top10', 'discover.data.risk.devHold', 'discover.search.close'];
const partOf = (key: string): Part => (LIST_ALSO.includes(key) ? 'list' : ((['data', 'launch', 'search', 'share', 'header'] as const).find((part) => key.startsWith(`discover.${part}.`)) ?? 'list'));
/** Each part's catalogue: its English modules. */
const BUNDLES: ReadonlyArray<readonly [MessageBundle<Record<string, string>>, readonly Part[]]> = [
  [listMessages, ['list']],
  [launchMessages, ['list', 'launch']],
  [searchMessages, ['list', 'search']],
  [dataMessages, ['list', 'data']],
  [shareMessages, ['list', 'data', 'share']],
  [headerMessages, ['header']],
];
const allKeys = Object.values(MODULES).flatMap((module) => Object.keys(module));

describe('mf-discover catalogues', () => {
  it('splits the English by part, each key in one module (the list: everything but data, launch, search, share and header, and the four it shares)', () => {
    expect(new Set(allKeys).size).toBe(allKeys.length);
    for (const [part, module] of Object.entries(MODULES)) expect(Object.keys(module).sort()).toEqual(allKeys.filter((key) => partOf(key) === part).sort());
    expect(Object.keys(en)).toHaveLength(65);
    expect(Object.keys(enHeader)).toHaveLength(19);
    expect(allKeys).toHaveLength(173);
  });

  it("gives each part's catalogue exactly its modules' English", () => {
    for (const [bundle, parts] of BUNDLES) {
      const expected = Object.fromEntries(parts.flatMap((part) => Object.entries(MODULES[part])));
      expect(bundle.en).toEqual(expected);
    }
  });

  it('has every key of every part in all 19 locales, with the same arguments as English, and no other key', async () => {
    await listMessages.loadAll();
    // The locale files are shared by the parts: checked once against all the English.
    const all = defineCatalogues<DiscoverMessages>('discover', Object.assign({}, ...Object.values(MODULES)) as DiscoverMessages, (locale) => Promise.resolve({ default: listMessages.catalogueOf(locale) as unknown as CatalogueOf<DiscoverMessages> }));
    await all.loadAll();
    expect(catalogueProblems(all)).toEqual([]);
    // Each part's catalogue has each of its keys in every locale (the rest of a locale file is other parts' keys).
    for (const [bundle] of BUNDLES) {
      await bundle.loadAll();
      expect(catalogueProblems(bundle).filter((problem) => !problem.endsWith(': not in the English catalogue'))).toEqual([]);
    }
  });

  it('formats arguments in a locale', async () => {
    await listMessages.loadAll();
    await shareMessages.loadAll();
    expect(listMessages.format('de', 'discover.row.hide', { symbol: 'PEPE' })).toBe('PEPE ausblenden');
    expect(listMessages.format('en', 'discover.filter.openCount', { count: 3 })).toBe('Filters (3)');
    expect(shareMessages.format('en', 'discover.share.title', { symbol: 'PEPE' })).toBe('Share PEPE');
    expect(shareMessages.format('de', 'discover.retry')).toBe(listMessages.format('de', 'discover.retry'));
    await headerMessages.loadAll();
    expect(headerMessages.format('de', 'discover.header.copied')).toBe('Adresse kopiert');
  });

  it('loads a locale once for all parts: a part defined or mounted after another loaded it has it at once', async () => {
    vi.resetModules();
    const { listMessages: list } = await import('./messages');
    const { launchMessages: launch } = await import('./launchMessages');
    const loaded = (locale: Locale) => [list.isLoaded(locale), launch.isLoaded(locale)];
    expect(loaded('ko')).toEqual([false, false]);
    await list.load('ko');
    await vi.waitFor(() => expect(loaded('ko')).toEqual([true, true]));
    const { searchMessages: search } = await import('./searchMessages');
    expect(search.isLoaded('ko')).toBe(true);
    expect(search.isLoaded('ja')).toBe(false);
    expect(search.format('ko', 'discover.search.title')).toBe((list.catalogueOf('ko') as Record<string, string> | undefined)?.['discover.search.title']);
  });

  it("keeps the other parts' English out of the TokenList expose's static imports", () => {
    const reached = staticImports('exposes/TokenList.tsx');
    expect(reached).toContain('i18n/en.ts');
    expect(reached.filter((file) => /^i18n\/(en\/|locales\/|launchMessages|searchMessages|dataMessages|shareMessages|headerMessages)/.test(file))).toEqual([]);
  });

  it("keeps every other part's English, the list's too, out of the TokenHeader expose's static imports", () => {
    const reached = staticImports('exposes/TokenHeader.tsx');
    expect(reached).toContain('i18n/en/header.ts');
    expect(reached.filter((file) => /^i18n\/(en\.ts|en\/(?!header)|locales\/|messages|launchMessages|searchMessages|dataMessages|shareMessages)/.test(file))).toEqual([]);
  });
});

/** The files of this package that `expose` (under src/) reaches by static imports, relative to src/. */
function staticImports(expose: string): string[] {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Static imports and re-exports of this package: `import type` is erased, `import()` is a chunk of its own.
    for (const [, from] of readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';$/gm)) {
      const target = resolve(dirname(file), from!);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => target + ext).find((path) => existsSync(path));
      expect(found, `${file} imports ${from}`).toBeDefined();
      visit(found!);
    }
  };
  visit(resolve(root, expose));
  return [...seen].map((file) => file.slice(root.length + 1)).sort();
}
