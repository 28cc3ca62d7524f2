import { describe, expect, it } from 'vitest';
import { knownTag, visibleTagCount } from './tags';

describe('visibleTagCount', () => {
  it('shows every tag that fits in 476 px', () => {
    expect(visibleTagCount([100, 100, 100])).toBe(3);
    // 2 x 235 + 1 gap = 476 fits exactly; one more pixel does not.
    expect(visibleTagCount([235, 235])).toBe(2);
    expect(visibleTagCount([235, 236])).toBe(1);
  });

  it('keeps room for the "+N" chip when tags are left out', () => {
    // 4 x 110 + 3 gaps = 458 fits alone, but not with a fifth tag waiting: 3 shown, "+2".
    expect(visibleTagCount([110, 110, 110, 110, 110])).toBe(3);
  });

  it('shows the last tag without reserving room for "+N"', () => {
    expect(visibleTagCount([200, 270])).toBe(2);
    expect(visibleTagCount([200, 271])).toBe(1);
  });

  it('shows none when the first tag is wider than the space', () => {
    expect(visibleTagCount([500, 10])).toBe(0);
  });
});

describe('knownTag', () => {
  it('names the tags the profile translates, and no other', () => {
    expect(knownTag('smart_money')).toBe('smart_money');
    expect(knownTag('early_buyers')).toBe('early_buyers');
    expect(knownTag('Smart money')).toBeNull();
    expect(knownTag('toString')).toBeNull();
  });
});
