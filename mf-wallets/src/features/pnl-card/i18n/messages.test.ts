import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { pnlCardMessages } from './messages';

describe('PnL card catalogue', () => {
  it('has every key in all 19 locales, with the same arguments as English', async () => {
    await pnlCardMessages.loadAll();
    expect(catalogueProblems(pnlCardMessages)).toEqual([]);
  });
  it('formats arguments in a locale', async () => {
    await pnlCardMessages.loadAll();
    expect(pnlCardMessages.format('de', 'pnlCard.card', { subject: 'WIF' })).toBe('PnL-Karte von WIF');
  });
});
