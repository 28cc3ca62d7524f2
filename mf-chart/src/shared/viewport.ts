/**
 * Whether the viewport is narrower than `px`, asked of a media query. Not `window.innerWidth`:
 * Chromium lays the page out to answer it, and the chart asks while the token page's first commit
 * is being applied, so the whole page's first style and layout ran inside the commit's task (about
 * 150 ms at 4x CPU on a phone) instead of the frame's. No `matchMedia` (jsdom) counts as wide.
 */
export function viewportNarrowerThan(px: number): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(`(max-width: ${px - 1}px)`).matches === true;
}
