import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { profileDrawerMessages } from './messages';

describe('profile drawer catalogue', () => {
  it('has every key in all 19 locales, with the same arguments as English', async () => {
    await profileDrawerMessages.loadAll();
    expect(catalogueProblems(profileDrawerMessages)).toEqual([]);
  });

  it('formats the perp card of a chain in the locale', async () => {
    await profileDrawerMessages.loadAll();
    expect(profileDrawerMessages.format('en', 'profileDrawer.perpCard', { chain: 'EVM' })).toBe('EVM perpetual account');
    expect(profileDrawerMessages.format('de', 'profileDrawer.perpCard', { chain: 'EVM' })).toBe('EVM-Perpetual-Konto');
  });
});
