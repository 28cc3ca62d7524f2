import { describe, expect, it } from 'vitest';
import { phraseWords } from './phrase';

describe('recovery phrase', () => {
  it('splits a phrase into its words in order, ignoring extra spaces', () => {
    expect(phraseWords('  apple  banana\ncherry ')).toEqual(['apple', 'banana', 'cherry']);
  });
});
