import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { chartMessages } from './messages';

describe('mf-chart catalogue', () => {
  it('has every key in all 19 locales, with the same arguments as English', async () => {
    await chartMessages.loadAll();
    expect(catalogueProblems(chartMessages)).toEqual([]);
  });
  it('formats arguments in a locale', async () => {
    await chartMessages.loadAll();
    expect(chartMessages.format('en', 'chart.pane', { n: 1, count: 4, symbol: 'PEPE', interval: '1m' })).toBe('Chart 1 of 4: PEPE 1m');
    expect(chartMessages.format('de', 'chart.retry')).not.toBe('Retry');
  });
});
