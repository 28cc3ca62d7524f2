import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { walletProfileMessages } from './messages';

describe('wallet profile catalogue', () => {
  it('has every key in all 19 locales, with the same arguments as English', async () => {
    await walletProfileMessages.loadAll();
    expect(catalogueProblems(walletProfileMessages)).toEqual([]);
  });

  it('formats plurals per locale', async () => {
    await walletProfileMessages.loadAll();
    expect(walletProfileMessages.format('en', 'walletProfile.bucket.tokens', { count: 1 })).toBe('1 token');
    expect(walletProfileMessages.format('ru', 'walletProfile.bucket.tokens', { count: 5 })).toBe('5 токенов');
  });
});
