import { describe, expect, it } from 'vitest';
import { judgeContract, parseContractVersion } from './contract';

describe('the contract window', () => {
  it('mounts a remote of the same major at an older or equal minor, whatever its patch', () => {
    expect(judgeContract('6.0.0', '6.1.0', [5])).toEqual({ ok: true, major: 6, adapter: false });
    expect(judgeContract('6.1.7', '6.1.0', [5])).toEqual({ ok: true, major: 6, adapter: false });
    expect(judgeContract('6.0.1', '6.0.0', [])).toEqual({ ok: true, major: 6, adapter: false });
  });

  it('refuses a remote that needs a newer minor than the host provides, naming both versions', () => {
    const verdict = judgeContract('6.2.0', '6.1.3', [5]);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.reason).toContain('6.2.0');
      expect(verdict.reason).toContain('6.1.3');
      expect(verdict.reason).toMatch(/needs contract 6\.2/);
    }
  });

  it('mounts the previous major only through an adapter the host holds', () => {
    expect(judgeContract('5.0.0', '6.0.0', [5])).toEqual({ ok: true, major: 5, adapter: true });
    const without = judgeContract('5.0.0', '6.0.0', []);
    expect(without.ok).toBe(false);
    // Two majors on, the adapter of 5 serves nothing.
    expect(judgeContract('5.0.0', '7.0.0', [5]).ok).toBe(false);
  });

  it('refuses an older or newer major without an adapter, naming both versions and the majors served', () => {
    for (const [remote, host] of [['4.3.0', '6.0.0'], ['7.0.0', '6.0.0']] as const) {
      const verdict = judgeContract(remote, host, [5]);
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect(verdict.reason).toBe(`it was built against contract ${remote} and this host speaks contract ${host} (it serves majors 6 and 5); the majors differ`);
    }
  });

  it('refuses a version that is not semver', () => {
    expect(judgeContract('six', '6.0.0', [5]).ok).toBe(false);
    expect(parseContractVersion('6.1.2-rc.1')).toEqual({ major: 6, minor: 1, patch: 2 });
    expect(parseContractVersion('6.1')).toBeNull();
  });
});
