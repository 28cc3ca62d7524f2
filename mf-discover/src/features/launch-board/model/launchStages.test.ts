import { describe, expect, it } from 'vitest';
import { DEFAULT_LAUNCH_CHAIN, launchParams, progressPercent, quickBuyPath, savedLaunchChain } from './launchStages';

describe('launch board model', () => {
  it('filters a column by chain, stage and the chain default launch platform', () => {
    expect(launchParams('solana', 'new')).toMatchObject({ chain: 'solana', launch_status: 'new', platform_name: 'Pump.fun', order_by: 'created_at', order_direction: 'desc' });
    expect(launchParams('bsc', 'completing')).toMatchObject({ platform_name: 'Four.meme', launch_status: 'completing', order_by: 'progress', order_direction: 'desc' });
    expect(launchParams('gatelayer', 'completed')).toMatchObject({ platform_name: 'Nova Fun' });
  });

  it('sends no platform filter on a chain without a default launch platform (eth)', () => {
    expect(launchParams('eth', 'new')).not.toHaveProperty('platform_name');
  });

  it('falls back to the first chain of the default order when the saved chain is unknown', () => {
    expect(DEFAULT_LAUNCH_CHAIN).toBe('gatelayer');
    expect(savedLaunchChain('bsc')).toBe('bsc');
    expect(savedLaunchChain('dogechain')).toBe('gatelayer');
    expect(savedLaunchChain(null)).toBe('gatelayer');
  });

  it('clamps progress to a whole percent between 0 and 100', () => {
    expect(progressPercent(42.6)).toBe(43);
    expect(progressPercent(120)).toBe(100);
    expect(progressPercent(-3)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });

  it('adds the quick-buy amount to the trade path', () => {
    expect(quickBuyPath('/trade/solana/abc', '0.5')).toBe('/trade/solana/abc?buy=0.5');
  });
});
