import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewportNarrowerThan } from './viewport';

/** The chart's narrow-screen width (spec 3). */
const NARROW_SCREEN_PX = 768;

/** A viewport of `width` px answering max-width queries as a browser does. */
function viewportOf(width: number) {
  const matchMedia = vi.fn((query: string) => {
    const max = /^\(max-width: (\d+)px\)$/.exec(query);
    if (!max) throw new Error(`unexpected query ${query}`);
    return { matches: width <= Number(max[1]) } as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

afterEach(() => vi.unstubAllGlobals());

describe('viewportNarrowerThan', () => {
  it('is narrow below the width and wide from it (spec 3: 768 px), asked of a media query', () => {
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get');
    viewportOf(390);
    expect(viewportNarrowerThan(NARROW_SCREEN_PX)).toBe(true);
    viewportOf(767);
    expect(viewportNarrowerThan(NARROW_SCREEN_PX)).toBe(true);
    viewportOf(768);
    expect(viewportNarrowerThan(NARROW_SCREEN_PX)).toBe(false);
    expect(innerWidth).not.toHaveBeenCalled();
  });

  it('counts a window without media queries as wide', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(viewportNarrowerThan(NARROW_SCREEN_PX)).toBe(false);
  });
});
