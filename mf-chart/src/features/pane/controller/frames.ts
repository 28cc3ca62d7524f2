/** The next animation frame (a 16 ms timer where there is none); returns its cancel. */
export function nextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
}

/**
 * Bench figures (bench/chart.mjs), recorded only while `globalThis.__novaChartBench` is an object:
 * `history` ms from the first page's request to the frame after its bars were drawn, `ticks` the
 * ms each live batch took (bar builder merge + series updates).
 */
export interface ChartBench {
  history?: number[];
  ticks?: number[];
}

export function bench(): ChartBench | null {
  const value = (globalThis as { __novaChartBench?: unknown }).__novaChartBench;
  return typeof value === 'object' && value !== null ? (value as ChartBench) : null;
}
