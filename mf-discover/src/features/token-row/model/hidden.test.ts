import { describe, expect, it } from 'vitest';
import { hideToken, isHidden, revealToken } from './hidden';

describe('hidden tokens', () => {
  it('hides by address and chain, and Revert removes it', () => {
    const token = { chain: 'bsc' as const, address: '0xabc' };
    const map = hideToken({}, token);
    expect(map).toEqual({ '0xabc': { type: 'token', value: '0xabc', chain: 'bsc' } });
    expect(isHidden(map, token)).toBe(true);
    expect(isHidden(map, { chain: 'eth', address: '0xabc' })).toBe(false);
    expect(revealToken(map, '0xabc')).toEqual({});
  });
});
