export interface WhenIdleOptions {
  /** The longest the task waits for an idle moment (requestIdleCallback's timeout); 2000 ms by default. */
  timeoutMs?: number;
  /** Where requestIdleCallback is missing (Safari): the task after this many ms; 200 by default. */
  fallbackMs?: number;
}

/**
 * Runs `task` when the page is next idle, at most `timeoutMs` later; where requestIdleCallback is
 * missing, after `fallbackMs`. Returns a cancel function. The one idle scheduler of the host and the
 * shared UI (deferred start-up work, code loaded after the first paint).
 */
export function whenIdle(task: () => void, { timeoutMs = 2000, fallbackMs = 200 }: WhenIdleOptions = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}
