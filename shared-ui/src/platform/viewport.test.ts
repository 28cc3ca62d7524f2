import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useViewportNarrowerThan, viewportNarrowerThan } from './viewport';

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

describe('useViewportNarrowerThan', () => {
  it('answers on the first render and again when the window crosses the width', () => {
    let width = 1440;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = Number(/^\(max-width: (\d+)px\)$/.exec(query)![1]);
      return {
        get matches() {
          return width <= max;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      } as unknown as MediaQueryList;
    });
    const { result, unmount } = renderHook(() => useViewportNarrowerThan(NARROW_SCREEN_PX));
    expect(result.current).toBe(false);
    act(() => {
      width = 390;
      for (const listener of listeners) listener();
    });
    expect(result.current).toBe(true);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
