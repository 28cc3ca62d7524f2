import { describe, expect, it } from 'vitest';
import { checkRemark, remarkChanged } from './remark';

describe('checkRemark', () => {
  it('trims the remark', () => {
    expect(checkRemark('  whale one \n')).toEqual({ ok: true, value: 'whale one' });
  });

  it('accepts 30 characters and refuses 31 (after trimming)', () => {
    expect(checkRemark(` ${'a'.repeat(30)} `)).toEqual({ ok: true, value: 'a'.repeat(30) });
    expect(checkRemark('a'.repeat(31))).toEqual({ ok: false, error: 'tooLong', length: 31 });
  });

  it('accepts an empty remark (it removes the remark)', () => {
    expect(checkRemark('   ')).toEqual({ ok: true, value: '' });
  });
});

describe('remarkChanged', () => {
  it('is false for the same remark after trimming and for an invalid one', () => {
    expect(remarkChanged(' whale ', 'whale')).toBe(false);
    expect(remarkChanged('whale 2', 'whale')).toBe(true);
    expect(remarkChanged('a'.repeat(31), 'whale')).toBe(false);
  });
});
