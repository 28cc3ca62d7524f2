import { describe, expect, it } from 'vitest';
import { orderAmountUnit } from './openOrders';

describe('an open order amount unit', () => {
  it('a buy spends the chain\'s native coin', () => {
    expect(orderAmountUnit({ side: 'buy', chain: 'solana' }, 'BONK')).toBe('SOL');
    expect(orderAmountUnit({ side: 'buy', chain: 'bsc' }, 'CAKE')).toBe('BNB');
  });
  it('a sell sells the token', () => {
    expect(orderAmountUnit({ side: 'sell', chain: 'solana' }, 'BONK')).toBe('BONK');
  });
});
