import { describe, expect, it } from 'vitest';
import { TAGS_MAX_WIDTH, visibleTagCount } from './tags';

describe('visibleTagCount', () => {
  it('shows every tag that fits in 476 px', () => {
    expect(TAGS_MAX_WIDTH).toBe(476);
    expect(visibleTagCount([100, 100, 100])).toBe(3);
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
