import { describe, expect, it } from 'vitest';
import { depositCredited, perpAvailable } from './depositState';

const stats = [
  { chain_type: 'SOL' as const, total: '500', unrealised_pnl: '0', available: '500' },
  { chain_type: 'EVM' as const, total: 1000, unrealised_pnl: 0, available: 1000 },
];

describe('deposit state', () => {
  it("reads the perp account of the network's chain type", () => {
    expect(perpAvailable(stats, 'solana')).toBe('500');
    expect(perpAvailable(stats, 'bsc')).toBe('1000');
    expect(perpAvailable(stats, 'eth')).toBe('1000');
    expect(perpAvailable(undefined, 'eth')).toBeUndefined();
  });

  it('is credited once the balance is at least the one before plus the amount, exactly in decimals', () => {
    expect(depositCredited('500', '520', '20')).toBe(true);
    expect(depositCredited('500', '530', '20')).toBe(true);
    expect(depositCredited('500', '519.99', '20')).toBe(false);
    expect(depositCredited('0.1', '0.3', '0.2')).toBe(true);
    expect(depositCredited(undefined, '520', '20')).toBe(false);
    expect(depositCredited('500', undefined, '20')).toBe(false);
  });
});
