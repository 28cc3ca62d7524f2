import { describe, expect, it } from 'vitest';
import * as compat from './contract5';
import surface from './contract5.surface.json';

describe("contract 5's root as the host provides it to N-1 remotes", () => {
  it('exports every value 5.0.0 exported, none missing', () => {
    const missing = surface.filter((name) => !(name in compat) || (compat as Record<string, unknown>)[name] === undefined);
    expect(missing).toEqual([]);
    expect(surface.length).toBeGreaterThan(100);
  });

  it('declares contract 5.0.0', () => {
    expect(compat.CONTRACT_VERSION).toBe('5.0.0');
    expect(compat.contractMajor(compat.CONTRACT_VERSION)).toBe(5);
  });
});
