import { describe, expect, it } from 'vitest';
import type { TokenProfit } from '@nova/shared-contracts';
import { profitTotals, tone } from './profit';

const row = (fields: Partial<TokenProfit>) => ({ balance_usd: '0', profile: '0', unrealized_profit: '0', total_profit: '0', ...fields }) as TokenProfit;

describe('profitTotals', () => {
  it('sums decimal strings exactly (0.1 + 0.2 is 0.3)', () => {
    const totals = profitTotals([row({ balance_usd: '0.1', total_profit: '-1.5' }), row({ balance_usd: '0.2', total_profit: 2, profile: '0.25' })]);
    expect(totals).toEqual({ balanceUsd: '0.3', realised: '0.25', unrealised: '0', total: '0.5' });
  });

  it('is zero for no rows', () => {
    expect(profitTotals([]).total).toBe('0');
  });
});

describe('tone', () => {
  it('is up for gains, down for losses and neutral for zero', () => {
    expect(tone('12.5')).toBe('up');
    expect(tone(-0.01)).toBe('down');
    expect(tone('0')).toBeUndefined();
  });
});
