import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { discoverMessages } from './messages';

describe('mf-discover catalogue', () => {
  it('has every key in all 19 locales, with the same arguments as English', async () => {
    await discoverMessages.loadAll();
    expect(catalogueProblems(discoverMessages)).toEqual([]);
  });
  it('formats arguments in a locale', async () => {
    await discoverMessages.loadAll();
    expect(discoverMessages.format('de', 'discover.row.hide', { symbol: 'PEPE' })).toBe('PEPE ausblenden');
    expect(discoverMessages.format('en', 'discover.filter.openCount', { count: 3 })).toBe('Filters (3)');
  });
});
