import { describe, expect, it } from 'vitest';
import { contractMajor, isContractCompatible } from './version';

describe('contract version', () => {
  it('reads the major of a semver string', () => {
    expect(contractMajor('1.4.2')).toBe(1);
    expect(contractMajor('2.0.0-beta.1')).toBe(2);
  });
  it('treats a non-semver string as incompatible', () => {
    expect(contractMajor('banana')).toBeNaN();
    expect(isContractCompatible('1.0.0', 'banana')).toBe(false);
  });
  it('accepts the same major at an older or equal minor, any patch; refuses a newer minor and another major', () => {
    expect(isContractCompatible('1.2.0', '1.2.9')).toBe(true);
    expect(isContractCompatible('1.2.0', '1.0.3')).toBe(true);
    expect(isContractCompatible('1.2.0', '1.3.0')).toBe(false);
    expect(isContractCompatible('1.0.0', '2.0.0')).toBe(false);
  });
});
