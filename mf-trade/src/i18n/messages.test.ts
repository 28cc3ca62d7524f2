import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nova/shared-ui';
import { tradeMessages } from './messages';

describe("mf-trade's catalogue", () => {
  it('is complete in all 19 locales, valid ICU, with the same {arguments} as English', async () => {
    await tradeMessages.loadAll();
    expect(catalogueProblems(tradeMessages)).toEqual([]);
  });
  it('formats in the locale asked for', async () => {
    await tradeMessages.loadAll();
    expect(tradeMessages.format('de', 'trade.quick.buy', { amount: '0.1', symbol: 'SOL' })).toBe('0.1 SOL kaufen');
    expect(tradeMessages.format('fr', 'trade.tradingOff', { chain: 'Polygon', chains: 'Solana', layer: 'Nova Layer' })).toBe('Le trading n’est pas disponible sur Polygon. Vous pouvez trader sur Solana et Nova Layer.');
  });
});
