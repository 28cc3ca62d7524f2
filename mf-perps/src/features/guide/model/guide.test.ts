import { describe, expect, it } from 'vitest';
import { guideReducer, guideSeen, isLastGuideStep, markGuideSeen } from './guide';

describe('guide', () => {
  it('moves between the two slides and stops at the ends', () => {
    expect(guideReducer(0, 'next')).toBe(1);
    expect(guideReducer(1, 'next')).toBe(1);
    expect(guideReducer(1, 'back')).toBe(0);
    expect(guideReducer(0, 'back')).toBe(0);
    expect(guideReducer(0, { go: 5 })).toBe(1);
    expect(isLastGuideStep(1)).toBe(true);
    expect(isLastGuideStep(0)).toBe(false);
  });

  it('shows once per browser; blocked storage never shows it', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(guideSeen(storage)).toBe(false);
    markGuideSeen(storage);
    expect(guideSeen(storage)).toBe(true);
    expect(guideSeen({ getItem: () => { throw new Error('blocked'); } })).toBe(true);
  });
});
