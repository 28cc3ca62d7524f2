import { describe, expect, it } from 'vitest';
import { toolsFor } from './tools';

const names = (chain: Parameters<typeof toolsFor>[0]) => toolsFor(chain, 'Tok1').map((tool) => tool.name);

describe('tools per chain (spec 3 §2)', () => {
  it('Solana: fast100x, Insightx, Goplus, RugCheck', () => expect(names('solana')).toEqual(['fast100x', 'Insightx', 'Goplus', 'RugCheck']));
  it('BSC: fast100x, Insightx, Goplus, Honeypot', () => expect(names('bsc')).toEqual(['fast100x', 'Insightx', 'Goplus', 'Honeypot']));
  it('Ethereum and Base: Insightx, Goplus, Honeypot', () => {
    expect(names('eth')).toEqual(['Insightx', 'Goplus', 'Honeypot']);
    expect(names('base')).toEqual(['Insightx', 'Goplus', 'Honeypot']);
  });
  it('no tool for Nova Layer or the display-only chains', () => {
    for (const chain of ['gatelayer', 'arbitrum', 'polygon', 'avalanche'] as const) expect(toolsFor(chain, 'x')).toEqual([]);
  });
  it('every link carries the token address', () => {
    for (const tool of toolsFor('bsc', '0xabc')) expect(tool.href).toContain('0xabc');
    expect(toolsFor('solana', 'So1').find((t) => t.id === 'rugcheck')?.href).toBe('https://rugcheck.xyz/tokens/So1');
  });
});
