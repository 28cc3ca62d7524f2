import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { walletsMessages } from './messages';

describe('mf-wallets catalogue', () => {
  it('has every key in all 19 locales, with the same arguments as English', async () => {
    await walletsMessages.loadAll();
    expect(catalogueProblems(walletsMessages)).toEqual([]);
  });
  it('formats arguments in a locale', async () => {
    await walletsMessages.loadAll();
    expect(walletsMessages.format('de', 'wallets.withdraw.available', { amount: '1,5', symbol: 'SOL' })).toBe('Verfügbar: 1,5 SOL');
    expect(walletsMessages.format('en', 'wallets.pager.position', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });
});
