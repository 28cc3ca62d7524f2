import { describe, expect, it } from 'vitest';
import { guideReducer, isLastGuideStep, takeFirstGuideShow } from './guide';

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

  it('shows once per browser', () => {
    const map = new Map<string, unknown>();
    const prefs = { get: <T,>(k: string, fallback: T) => (map.has(k) ? (map.get(k) as T) : fallback), set: <T,>(k: string, v: T) => void map.set(k, v) };
    expect(takeFirstGuideShow(prefs)).toBe(true);
    expect(takeFirstGuideShow(prefs)).toBe(false);
  });
});
