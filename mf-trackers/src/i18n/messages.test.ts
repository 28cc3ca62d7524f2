import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { trackersMessages } from './messages';

describe('mf-trackers catalogues', () => {
  it('are complete in all 19 locales, valid ICU, with the arguments of English', async () => {
    await trackersMessages.loadAll();
    expect(catalogueProblems(trackersMessages)).toEqual([]);
  });

  it('format plurals and arguments in the locale', async () => {
    await trackersMessages.loadAll();
    expect(trackersMessages.format('zh', 'trackers.wallet.walletCount', { count: 3 })).toBe('关注的钱包（3）');
    expect(trackersMessages.format('de', 'trackers.alert.bought', { wallet: 'Ada', amount: '$5', token: 'BONK' })).toBe('Ada hat $5 BONK gekauft');
  });
});
