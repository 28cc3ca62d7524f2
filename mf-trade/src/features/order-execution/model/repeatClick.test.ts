import { describe, expect, it } from 'vitest';
import { isRepeatClick } from './repeatClick';

describe('isRepeatClick', () => {
  it('only the later clicks of a burst repeat; a first click and a key press do not', () => {
    expect(isRepeatClick({ detail: 0 })).toBe(false);
    expect(isRepeatClick({ detail: 1 })).toBe(false);
    expect(isRepeatClick({ detail: 2 })).toBe(true);
    expect(isRepeatClick({ detail: 3 })).toBe(true);
  });
});
