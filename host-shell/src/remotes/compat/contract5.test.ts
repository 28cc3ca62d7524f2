import { describe, expect, it } from 'vitest';
import * as compat from './contract5';
import releases from '../../../../shared-contracts/releases.json';
import surface from './contract5.surface.json';

describe("contract 5's root as the host provides it to N-1 remotes", () => {
  it('exports every value 5.0.0 exported, none missing', () => {
    const missing = surface.filter((name) => !(name in compat) || (compat as Record<string, unknown>)[name] === undefined);
    expect(missing).toEqual([]);
    expect(surface.length).toBeGreaterThan(100);
  });

  it('declares the version contract 5 builds pin (shared-contracts/releases.json), which passes their check and no other major', () => {
    expect(compat.CONTRACT_VERSION).toBe(releases['5'].version);
    expect(compat.isContractCompatible(compat.CONTRACT_VERSION, '5.0.0')).toBe(true);
    expect(compat.isContractCompatible(compat.CONTRACT_VERSION, '5.2.1')).toBe(true);
    expect(compat.isContractCompatible(compat.CONTRACT_VERSION, '6.0.0')).toBe(false);
    expect(compat.isContractCompatible(compat.CONTRACT_VERSION, '4.9.0')).toBe(false);
  });
});
