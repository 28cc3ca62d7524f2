/**
 * Runs `task` when the page is next idle, at most 2 s later; where requestIdleCallback is missing,
 * after 200 ms. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
