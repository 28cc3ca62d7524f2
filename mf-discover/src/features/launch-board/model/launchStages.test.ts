import { describe, expect, it } from 'vitest';
import { DEFAULT_LAUNCH_CHAIN, launchParams, progressPercent, savedLaunchChain, savedPlatformChoice, withPlatformChoice } from './launchStages';

describe('launch board model', () => {
  it('filters a column by chain, stage and the chain default launch platform', () => {
    expect(launchParams('solana', 'new')).toMatchObject({ chain: 'solana', launch_status: 'new', platform_name: 'Pump.fun', order_by: 'created_at', order_direction: 'desc' });
    expect(launchParams('bsc', 'completing')).toMatchObject({ platform_name: 'Four.meme', launch_status: 'completing', order_by: 'progress', order_direction: 'desc' });
    expect(launchParams('gatelayer', 'completed')).toMatchObject({ platform_name: 'Nova Fun' });
  });

  it('sends no platform filter on a chain without a default launch platform (eth)', () => {
    expect(launchParams('eth', 'new')).not.toHaveProperty('platform_name');
  });

  it('drops the platform filter when every platform is chosen', () => {
    expect(launchParams('solana', 'new', 'all')).not.toHaveProperty('platform_name');
    expect(launchParams('solana', 'new', 'default')).toMatchObject({ platform_name: 'Pump.fun' });
  });

  it('keeps the platform choice per chain, default unless all was saved', () => {
    const saved = withPlatformChoice({ bsc: 'all', mars: 'all', base: 42 }, 'solana', 'all');
    expect(saved).toEqual({ bsc: 'all', solana: 'all' });
    expect(savedPlatformChoice(saved, 'solana')).toBe('all');
    expect(savedPlatformChoice(saved, 'base')).toBe('default');
    expect(savedPlatformChoice('junk', 'solana')).toBe('default');
  });

  it('falls back to the first chain of the default order when the saved chain is unknown', () => {
    expect(savedLaunchChain('bsc')).toBe('bsc');
    expect(savedLaunchChain('dogechain')).toBe(DEFAULT_LAUNCH_CHAIN);
    expect(savedLaunchChain(null)).toBe(DEFAULT_LAUNCH_CHAIN);
  });

  it('clamps progress to a whole percent between 0 and 100', () => {
    expect(progressPercent(42.6)).toBe(43);
    expect(progressPercent(120)).toBe(100);
    expect(progressPercent(-3)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});
