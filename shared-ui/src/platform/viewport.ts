/**
 * Whether the viewport is narrower than `px`, asked of a media query. Not `window.innerWidth`:
 * Chromium lays the page out to answer it, and a remote that asks while the token page's first
 * commit is being applied (the chart's start delay did) ran the whole page's first style and layout
 * inside the commit's task (about 150 ms at 4x CPU on a phone) instead of the frame's. No
 * `matchMedia` (jsdom) counts as wide.
 */
export function viewportNarrowerThan(px: number): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(`(max-width: ${px - 1}px)`).matches === true;
}
