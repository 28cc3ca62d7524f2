import { describe, expect, it } from 'vitest';
import { needsRiskConfirm } from './risk';

describe('risk confirm', () => {
  it('for a honeypot or a token that is not open source', () => {
    expect(needsRiskConfirm({ is_pixiu: 1, is_open_source: 1 })).toBe(true);
    expect(needsRiskConfirm({ is_pixiu: 0, is_open_source: 0 })).toBe(true);
    expect(needsRiskConfirm({ is_pixiu: 0, is_open_source: 1 })).toBe(false);
  });
});
