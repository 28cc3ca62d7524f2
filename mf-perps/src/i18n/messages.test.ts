import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { perpsMessages } from './messages';

describe('mf-perps catalogue', () => {
  it('has every key in all 19 locales, with the same arguments as English', async () => {
    await perpsMessages.loadAll();
    expect(catalogueProblems(perpsMessages)).toEqual([]);
  });

  it('formats arguments in a locale', async () => {
    await perpsMessages.loadAll();
    expect(perpsMessages.format('en', 'perps.broker.page', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(perpsMessages.format('de', 'perps.broker.page', { page: 2, pages: 5 })).toBe('Seite 2 von 5');
  });
});
